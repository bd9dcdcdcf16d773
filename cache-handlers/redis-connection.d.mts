// Types of redis-connection.mjs (plain JavaScript: Next imports the cache handlers untranspiled).
import type { Logger } from "pino";
import type { RedisClientType } from "redis";

export const COMMAND_TIMEOUT_MS: number;
export const CONNECT_TIMEOUT_MS: number;
export const COOLDOWN_MS: number;
export const MUST_TRY_TIMEOUT_MS: number;

/** `REDIS_URL` and `REDIS_KEY_PREFIX` (default `brightway:`); undefined without a URL or during `next build`. */
export function redisSettings(
  env?: Record<string, string | undefined>,
): { url: string; keyPrefix: string } | undefined;

/** The web app's JSON logger (`service: "web"`, `LOG_LEVEL`, `LOG_FORMAT`). */
export function createCacheLogger(env?: Record<string, string | undefined>): Logger;

/** What a command meets while Redis is known to be away. */
export class RedisUnavailableError extends Error {}

/** What a command meets when Redis did not answer within the deadline. */
export class RedisTimeoutError extends Error {
  constructor(ms: number);
}

/** A fail-fast Redis connection and its availability. */
export interface RedisConnection {
  client: RedisClientType;
  logger: { warn(fields: object, msg: string): void; info(fields: object, msg: string): void };
  readonly state: "unknown" | "available" | "unavailable";
  /**
   * Runs a command (`buffers`: bulk replies as Buffers); rejects at once while Redis is away.
   * `mustTry`: a write that must not be lost, tried during a cooldown too, with a longer deadline.
   */
  run<T>(
    command: (client: RedisClientType, buffers: RedisClientType) => Promise<T>,
    options?: { mustTry?: boolean },
  ): Promise<T>;
  /** Opens the connection; resolves once connected or once the first attempt failed. */
  open(): Promise<unknown>;
  close(): void;
  keyPrefix?: string;
}

export function createRedisConnection(options: {
  url: string;
  /** A pino logger, or anything with its `warn(fields, msg)` and `info(fields, msg)`. */
  logger: { warn(fields: object, msg: string): void; info(fields: object, msg: string): void };
  commandTimeoutMs?: number;
  mustTryTimeoutMs?: number;
  connectTimeoutMs?: number;
  cooldownMs?: number;
  now?: () => number;
}): RedisConnection;

/** This process's connection (globalThis), or undefined without REDIS_URL or during `next build`. */
export function sharedRedisConnection(
  env?: Record<string, string | undefined>,
): RedisConnection | undefined;
