// Types of tag-state.mjs.
import type { RedisConnection } from "./redis-connection.mjs";

/** When a tag went stale and when it expires (ms since the epoch), as Next's tags manifest holds it. */
export interface TagTimes {
  stale?: number;
  expired?: number;
}

/** One instance's view of the tag times shared through Redis. */
export interface TagState {
  refresh(): Promise<boolean>;
  load(tags: string[]): Promise<boolean>;
  update(tags: string[], durations?: { expire?: number }): Promise<void>;
  expiration(tags: string[]): number;
  isExpired(tags: string[], timestamp: number): boolean;
  isStale(tags: string[], timestamp: number): boolean;
}

export function createTagState(options: {
  connection: RedisConnection;
  keyPrefix: string;
  manifest?: Map<string, TagTimes>;
  now?: () => number;
}): TagState;
