// Types of tag-state.mjs.
import type { RedisConnection } from "./redis-connection.mjs";

/** When a tag went stale and when it expires (ms since the epoch). */
export interface TagTimes {
  stale?: number;
  expired?: number;
}

/** One instance's view of the tag times shared through Redis. */
export interface TagState {
  refresh(): Promise<boolean>;
  load(tags: string[]): Promise<boolean>;
  /** @returns whether Redis took the invalidation now (else it is sent again in the background). */
  update(tags: string[], durations?: { expire?: number }): Promise<boolean>;
  /** Resolves once Redis has taken every invalidation of this instance. */
  settled(): Promise<void>;
  expiration(tags: string[]): number;
  isExpired(tags: string[], timestamp: number): boolean;
  isStale(tags: string[], timestamp: number): boolean;
}

export const MAX_PENDING_FIELDS: number;
export const RETRY_DELAYS_MS: number[];

export function createTagState(options: {
  connection: RedisConnection;
  keyPrefix: string;
  manifest?: Map<string, TagTimes>;
  now?: () => number;
  onDropped?: (count: number) => void;
}): TagState;

/** The process's tag state (its own view over Redis), shared by both handlers. */
export function sharedTagState(connection: RedisConnection, keyPrefix: string): TagState;
