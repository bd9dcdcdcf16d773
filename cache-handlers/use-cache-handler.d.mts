// Types of use-cache-handler.mjs.
import type { CacheHandler } from "next/cache";
import type { RedisConnection } from "./redis-connection.mjs";
import type { TagState } from "./tag-state.mjs";

/** A 'use cache' handler over Redis. */
export function createRedisUseCacheHandler(options: {
  connection: RedisConnection;
  keyPrefix: string;
  tags?: TagState;
}): CacheHandler;

/** This process's handler: over Redis with REDIS_URL, else Next's own in-memory one. */
declare const handler: CacheHandler;
export default handler;
