import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env, type Env } from "@/lib/env";
import { log } from "@/lib/log";

// Why here as well as in the reference upstream: the legacy upstream limits nothing (contract
// §7.10), so the web app is the only thing between a guessing script and the password check.

/** The limits, from the `THROTTLE_*` settings of `lib/env.ts`. */
export type ThrottleSettings = Pick<
  Env,
  | "THROTTLE_LOGIN_FAILURES"
  | "THROTTLE_LOGIN_FAILURES_PER_ADDRESS"
  | "THROTTLE_LOGIN_WINDOW_SECONDS"
  | "THROTTLE_ACCOUNT_REQUESTS"
  | "THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS"
  | "THROTTLE_ACCOUNT_WINDOW_SECONDS"
>;

/**
 * Failures of a secret check (login, password reset), counted per account (the e-mail, in any
 * case) and per client address. Waits are in whole seconds; 0 means go ahead.
 */
export interface FailureLimit {
  /** Seconds to wait while the account or the address has no attempts left (a right password too), else 0. */
  check(account: string, address: string): Promise<number>;
  /** Counts a failed attempt against both. */
  fail(account: string, address: string): Promise<void>;
  /** A success clears the account's count (not the address's). */
  succeed(account: string): Promise<void>;
}

/** Requests that each cost something (an e-mail, an account), counted per account and per address. */
export interface RequestLimit {
  /** Counts one request. @returns seconds to wait when over a limit (the request must not go on), else 0. */
  take(account: string, address: string): Promise<number>;
}

/** The limits of the auth actions (`app/(auth)/actions.ts`). */
export interface AuthThrottle {
  /** Admin and student logins share one count per account. */
  login: FailureLimit;
  /** Password resets refused for a wrong or expired link. */
  reset: FailureLimit;
  /** Forgot-password e-mails. */
  resetMail: RequestLimit;
  /** Student signups. */
  signup: RequestLimit;
}

const key = (account: string) => account.trim().toLowerCase();
const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Seconds until a used-up count ends, or 0 while it has attempts left (or has ended). */
function waitFor(res: RateLimiterRes | null, points: number): number {
  // The memory store drops an ended count with a timer; one read after its end no longer counts.
  if (!res || res.msBeforeNext <= 0 || res.consumedPoints < points) return 0;
  return toSeconds(res.msBeforeNext);
}

/**
 * Logs a refusal (a warning with the request id): which limit, whether the account's or the
 * address's count is used up, and the wait. Never the e-mail or the address themselves.
 */
function logRefusal(limit: string, byAccount: number, byAddress: number): void {
  const by = [byAccount > 0 ? "account" : "", byAddress > 0 ? "address" : ""].filter(Boolean).join("+");
  log.warn({ limit, by, waitSeconds: Math.max(byAccount, byAddress) }, "throttled");
}

function failureLimit(name: string, byAccount: RateLimiterMemory, byAddress: RateLimiterMemory): FailureLimit {
  return {
    async check(account, address) {
      const [accountRes, addressRes] = await Promise.all([byAccount.get(key(account)), byAddress.get(address)]);
      const accountWait = waitFor(accountRes, byAccount.points);
      const addressWait = waitFor(addressRes, byAddress.points);
      if (accountWait > 0 || addressWait > 0) logRefusal(name, accountWait, addressWait);
      return Math.max(accountWait, addressWait);
    },
    async fail(account, address) {
      await Promise.all([byAccount.penalty(key(account)), byAddress.penalty(address)]);
    },
    async succeed(account) {
      await byAccount.delete(key(account));
    },
  };
}

function requestLimit(name: string, byAccount: RateLimiterMemory, byAddress: RateLimiterMemory): RequestLimit {
  return {
    async take(account, address) {
      const [accountTake, addressTake] = await Promise.allSettled([
        byAccount.consume(key(account)),
        byAddress.consume(address),
      ]);
      const waitOf = (take: PromiseSettledResult<RateLimiterRes>) => {
        if (take.status === "fulfilled") return 0;
        if (take.reason instanceof RateLimiterRes) return toSeconds(take.reason.msBeforeNext);
        throw take.reason;
      };
      const accountWait = waitOf(accountTake);
      const addressWait = waitOf(addressTake);
      if (accountWait > 0 || addressWait > 0) logRefusal(name, accountWait, addressWait);
      return Math.max(accountWait, addressWait);
    },
  };
}

/**
 * Limits in this process's memory (rate-limiter-flexible), with time from `Date.now()` (tests
 * move it with fake timers). Several web instances each keep their own counts; a shared store
 * (the same library on Redis) is the way to grow (see ARCHITECTURE.md, scaling).
 */
export function createAuthThrottle(settings: ThrottleSettings): AuthThrottle {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterMemory({ keyPrefix, points, duration });
  const login = settings.THROTTLE_LOGIN_WINDOW_SECONDS;
  const account = settings.THROTTLE_ACCOUNT_WINDOW_SECONDS;
  const perAccount = settings.THROTTLE_LOGIN_FAILURES;
  const perAddress = settings.THROTTLE_LOGIN_FAILURES_PER_ADDRESS;
  return {
    login: failureLimit("login", limiter("login_account", perAccount, login), limiter("login_address", perAddress, login)),
    reset: failureLimit("reset", limiter("reset_account", perAccount, login), limiter("reset_address", perAddress, login)),
    resetMail: requestLimit(
      "resetMail",
      limiter("reset_mail_account", settings.THROTTLE_ACCOUNT_REQUESTS, account),
      limiter("reset_mail_address", settings.THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS, account),
    ),
    signup: requestLimit(
      "signup",
      limiter("signup_account", settings.THROTTLE_ACCOUNT_REQUESTS, account),
      limiter("signup_address", settings.THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS, account),
    ),
  };
}

const GLOBAL_KEY = Symbol.for("brightway.authThrottle");

/**
 * This process's throttle, made from `env` on first use. Kept on `globalThis` so every route
 * bundle that imports this module counts in the same place.
 */
export function authThrottle(): AuthThrottle {
  const store = globalThis as { [GLOBAL_KEY]?: AuthThrottle };
  return (store[GLOBAL_KEY] ??= createAuthThrottle(env));
}
