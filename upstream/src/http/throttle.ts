import type { IncomingMessage } from "node:http";
import type { Pool } from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { UpstreamConfig } from "../config";
import { hashForLog } from "../log";
import { HttpProblem } from "./problem";

// Why: the legacy server answered every password guess (contract §7.10: no lockout, no rate
// limiting); a script could try passwords, reset tokens and mail-bomb forgot-password forever.

/** The limits of the auth endpoints, from the `THROTTLE_*` settings (see `config.ts`). */
export type ThrottleSettings = Pick<
  UpstreamConfig,
  | "THROTTLE_LOGIN_FAILURES"
  | "THROTTLE_LOGIN_FAILURES_PER_ADDRESS"
  | "THROTTLE_LOGIN_WINDOW_SECONDS"
  | "THROTTLE_ACCOUNT_REQUESTS"
  | "THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS"
  | "THROTTLE_ACCOUNT_WINDOW_SECONDS"
>;

/** Which limit refused a request, for the log line (never the e-mail address itself). */
export interface ThrottleRefusal {
  /** The limiter whose count is used up, e.g. `login_account`, `signup_address`. */
  rule: string;
  /** The account's pseudonym (`hashForLog` of the e-mail address). */
  accountHash: string;
}

/** A 429 answer: `Retry-After` (whole seconds, at least 1) is set by the app's error handler. */
export class TooManyRequests extends HttpProblem {
  readonly retryAfterSeconds: number;
  /** Which limit refused, when known: the app's error handler logs it with the request id. */
  readonly refusal: ThrottleRefusal | undefined;

  constructor(msBeforeNext: number, refusal?: ThrottleRefusal) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super(429, `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`);
    this.retryAfterSeconds = seconds;
    this.refusal = refusal;
  }
}

/**
 * Failures of a secret check (login, password reset), counted per account and per client
 * address. A request is refused while either count is used up, so a right password is refused
 * too until the window ends (else the answer would tell the guesser it was right).
 */
export interface FailureLimit {
  /** @throws TooManyRequests when the account or the address has no attempts left. */
  check(account: string, address: string): Promise<void>;
  /** Counts a failed attempt against both. */
  fail(account: string, address: string): Promise<void>;
  /** A success clears the account's count (not the address's: one's own account must not reset a guesser's budget). */
  succeed(account: string): Promise<void>;
}

/** Requests that each cost something (an e-mail, an account), counted per account and per address. */
export interface RequestLimit {
  /** Counts one request. @throws TooManyRequests when the account or the address is over its limit. */
  take(account: string, address: string): Promise<void>;
}

/** The limits the auth routes apply (`routes/auth.ts`). */
export interface AuthThrottle {
  /** Admin and student logins share one count per account. */
  login: FailureLimit;
  /** Password resets with a wrong or expired token. */
  reset: FailureLimit;
  /** Forgot-password e-mails. */
  resetMail: RequestLimit;
  /** Student signups. */
  signup: RequestLimit;
}

/** Every limiter: name (key prefix) → [points, duration in seconds]. */
function limiterSpecs(settings: ThrottleSettings) {
  const login = settings.THROTTLE_LOGIN_WINDOW_SECONDS;
  const account = settings.THROTTLE_ACCOUNT_WINDOW_SECONDS;
  return {
    login_account: [settings.THROTTLE_LOGIN_FAILURES, login],
    login_address: [settings.THROTTLE_LOGIN_FAILURES_PER_ADDRESS, login],
    reset_account: [settings.THROTTLE_LOGIN_FAILURES, login],
    reset_address: [settings.THROTTLE_LOGIN_FAILURES_PER_ADDRESS, login],
    reset_mail_account: [settings.THROTTLE_ACCOUNT_REQUESTS, account],
    reset_mail_address: [settings.THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS, account],
    signup_account: [settings.THROTTLE_ACCOUNT_REQUESTS, account],
    signup_address: [settings.THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS, account],
  } as const satisfies Record<string, readonly [number, number]>;
}

type LimiterName = keyof ReturnType<typeof limiterSpecs>;

const memoryLimiter = (keyPrefix: string, points: number, duration: number) =>
  new RateLimiterMemory({ keyPrefix, points, duration });

/**
 * A limiter in PostgreSQL (table `rate_limits`, created by rate-limiter-flexible if missing), so
 * every upstream instance on the same database shares the counts; it falls back to memory while
 * the database is unreachable.
 */
function postgresLimiter(pool: Pool, keyPrefix: string, points: number, duration: number): Promise<RateLimiterAbstract> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        keyPrefix,
        points,
        duration,
        insuranceLimiter: memoryLimiter(keyPrefix, points, duration),
      },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

const key = (account: string) => account.trim().toLowerCase();

/**
 * Milliseconds until a used-up count ends, or 0 when it has attempts left. Why the expiry check:
 * the memory store drops a count with a timer, so a count read after its end (a clock moved by
 * a test, a late timer) is still there; it no longer counts.
 */
function usedUpFor(res: RateLimiterRes | null, points: number): number {
  if (!res || res.msBeforeNext <= 0 || res.consumedPoints < points) return 0;
  return res.msBeforeNext;
}

/** The used-up limiter that frees last (it decides `Retry-After`), or null when none is used up. */
function longestWait(waits: { limiter: RateLimiterAbstract; ms: number }[]) {
  return waits.filter((wait) => wait.ms > 0).sort((a, b) => b.ms - a.ms)[0] ?? null;
}

function failureLimit(byAccount: RateLimiterAbstract, byAddress: RateLimiterAbstract): FailureLimit {
  return {
    async check(account, address) {
      const [accountRes, addressRes] = await Promise.all([byAccount.get(key(account)), byAddress.get(address)]);
      const wait = longestWait([
        { limiter: byAccount, ms: usedUpFor(accountRes, byAccount.points) },
        { limiter: byAddress, ms: usedUpFor(addressRes, byAddress.points) },
      ]);
      if (wait) throw new TooManyRequests(wait.ms, { rule: wait.limiter.keyPrefix, accountHash: hashForLog(account) });
    },
    async fail(account, address) {
      await Promise.all([byAccount.penalty(key(account)), byAddress.penalty(address)]);
    },
    async succeed(account) {
      await byAccount.delete(key(account));
    },
  };
}

function requestLimit(byAccount: RateLimiterAbstract, byAddress: RateLimiterAbstract): RequestLimit {
  return {
    async take(account, address) {
      // Both counts are taken (as before), and settled separately to know which one refused.
      const results = await Promise.allSettled([byAccount.consume(key(account)), byAddress.consume(address)]);
      const waits = [];
      for (const [index, result] of results.entries()) {
        if (result.status === "fulfilled") continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        waits.push({ limiter: index === 0 ? byAccount : byAddress, ms: Math.max(1, result.reason.msBeforeNext) });
      }
      const wait = longestWait(waits);
      if (wait) throw new TooManyRequests(wait.ms, { rule: wait.limiter.keyPrefix, accountHash: hashForLog(account) });
    },
  };
}

function assemble(limiters: Record<LimiterName, RateLimiterAbstract>): AuthThrottle {
  return {
    login: failureLimit(limiters.login_account, limiters.login_address),
    reset: failureLimit(limiters.reset_account, limiters.reset_address),
    resetMail: requestLimit(limiters.reset_mail_account, limiters.reset_mail_address),
    signup: requestLimit(limiters.signup_account, limiters.signup_address),
  };
}

/**
 * The auth endpoints' limits in memory (per process): the default, and what {@link createApp}
 * makes when given none. Time is the process clock (`Date.now()`), which tests move with fake
 * timers or `UPSTREAM_TEST_CLOCK`.
 */
export function createMemoryAuthThrottle(settings: ThrottleSettings): AuthThrottle {
  const specs = Object.entries(limiterSpecs(settings)).map(
    ([name, [points, duration]]) => [name, memoryLimiter(name, points, duration)] as const,
  );
  return assemble(Object.fromEntries(specs) as Record<LimiterName, RateLimiterAbstract>);
}

/**
 * The auth endpoints' limits in PostgreSQL (the upstream runs on `DATABASE_URL`): shared by
 * every upstream instance on that database.
 * @throws when the `rate_limits` table cannot be created.
 */
export async function createPostgresAuthThrottle(settings: ThrottleSettings, pool: Pool): Promise<AuthThrottle> {
  // One after the other: each limiter runs `CREATE TABLE IF NOT EXISTS rate_limits`, and two of
  // those at once race in PostgreSQL ("type rate_limits already exists").
  const limiters: Array<readonly [string, RateLimiterAbstract]> = [];
  for (const [name, [points, duration]] of Object.entries(limiterSpecs(settings))) {
    limiters.push([name, await postgresLimiterOnce(pool, name, points, duration)]);
  }
  return assemble(Object.fromEntries(limiters) as Record<LimiterName, RateLimiterAbstract>);
}

/** PostgreSQL's codes for "already exists" (duplicate table, object, or catalogue row). */
const alreadyExists = new Set(["42P07", "42710", "23505"]);

/**
 * {@link postgresLimiter}, tried a second time when another process (or test file) created the
 * table at the same moment and PostgreSQL refused ours as already existing.
 */
async function postgresLimiterOnce(pool: Pool, keyPrefix: string, points: number, duration: number): Promise<RateLimiterAbstract> {
  try {
    return await postgresLimiter(pool, keyPrefix, points, duration);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== "string" || !alreadyExists.has(code)) throw error;
    return postgresLimiter(pool, keyPrefix, points, duration);
  }
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True when `peer` is one of `trusted` (addresses, or `loopback` for 127.0.0.0/8 and ::1). */
export function isTrustedProxy(peer: string, trusted: readonly string[]): boolean {
  return trusted.some((entry) => (entry === "loopback" ? loopback.test(peer) : entry === peer));
}

/**
 * The client address of a request: the last `X-Forwarded-For` entry when the connecting peer is
 * a trusted proxy (`TRUSTED_PROXIES`: the web app forwards the address it trusts), else the
 * peer itself; `"unknown"` without a socket (in-process test requests).
 */
export function clientAddress(
  bindings: unknown,
  forwardedFor: string | undefined,
  trusted: readonly string[],
): string {
  const peer = (bindings as { incoming?: Pick<IncomingMessage, "socket"> } | undefined)?.incoming?.socket
    ?.remoteAddress;
  if (!peer) return "unknown";
  if (forwardedFor && isTrustedProxy(peer, trusted)) {
    const last = forwardedFor.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return peer;
}
