// Types of redis-connection.mjs (plain JavaScript: Next imports the cache handlers untranspiled).
import type { Logger } from "pino";
import type { RedisClientType } from "redis";

export const COMMAND_TIMEOUT_MS: number;
export const CONNECT_TIMEOUT_MS: number;
export const COOLDOWN_MS: number;

/** `REDIS_URL` and `REDIS_KEY_PREFIX` (default `brightway:`); undefined without a URL or during `next build`. */
export function redisSettings(env?: NodeJS.ProcessEnv): { url: string; keyPrefix: string } | undefined;

/** The web app's JSON logger (`service: "web"`, `LOG_LEVEL`, `LOG_FORMAT`, the request id). */
export function createCacheLogger(env?: NodeJS.ProcessEnv): Logger;

/** What a command meets while Redis is known to be away. */
export class RedisUnavailableError extends Error {}

/** A fail-fast Redis connection and its availability. */
export interface RedisConnection {
  client: RedisClientType;
  readonly state: "unknown" | "available" | "unavailable";
  /** Runs a command; rejects at once while Redis is away. */
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T>;
  /** Opens the connection; resolves once connected or once the first attempt failed. */
  open(): Promise<unknown>;
  close(): void;
  keyPrefix?: string;
}

export function createRedisConnection(options: {
  url: string;
  logger: Pick<Logger, "warn" | "info">;
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  cooldownMs?: number;
  now?: () => number;
}): RedisConnection;

/** This process's connection (globalThis), or undefined without REDIS_URL or during `next build`. */
export function sharedRedisConnection(env?: NodeJS.ProcessEnv): RedisConnection | undefined;
