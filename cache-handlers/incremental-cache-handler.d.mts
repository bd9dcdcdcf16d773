// Types of incremental-cache-handler.mjs (Next's own value types are internal: kept loose here).
import type { RedisConnection } from "./redis-connection.mjs";
import type { TagState } from "./tag-state.mjs";

/** What the handler stores and returns. */
export interface StoredEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate: number | false; expire: number | undefined };
  tags: string[];
}

export const DEFAULT_TTL_SECONDS: number;
export function encodeEntry(entry: StoredEntry): Buffer;
export function decodeEntry(bytes: Buffer): StoredEntry;
export function entryTags(data: unknown, ctx?: { tags?: string[] }): string[];
export function readBuildId(serverDistDir?: string): string;

/** Next's `cacheHandler` interface, as this handler implements it. */
export interface IncrementalCacheHandler {
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[]; [option: string]: unknown },
  ): Promise<Omit<StoredEntry, "tags"> | null>;
  set(
    key: string,
    data: unknown,
    ctx?: {
      tags?: string[];
      fetchCache?: boolean;
      cacheControl?: StoredEntry["cacheControl"];
      [option: string]: unknown;
    },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export function createIncrementalCacheHandler(options: {
  connection: RedisConnection;
  keyPrefix?: string;
  tags?: TagState;
  buildId?: string;
  now?: () => number;
}): new (ctx?: Record<string, unknown>) => IncrementalCacheHandler;

declare const RedisIncrementalCache: new (ctx?: Record<string, unknown>) => IncrementalCacheHandler;
export default RedisIncrementalCache;
