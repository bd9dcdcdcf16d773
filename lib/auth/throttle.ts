import "server-only";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import {
  COMMAND_TIMEOUT_MS,
  sharedRedisConnection,
  type RedisConnection,
} from "@/cache-handlers/redis-connection.mjs";
import {
  failureRefusals,
  isFirstTry,
  KNOWN_ADDRESS_SECONDS,
  requestRefusals,
} from "@brightway/contract/throttle-policy";
import {
  accountKey as key,
  addressKey,
  pairKey,
  redisLimiterPrefix,
} from "@/lib/auth/throttle-keys";
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
  | "THROTTLE_ACCOUNT_FAILURES"
  | "THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS"
  | "THROTTLE_ACCOUNT_REQUESTS"
  | "THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS"
  | "THROTTLE_ACCOUNT_WINDOW_SECONDS"
>;

/**
 * Attempts at a secret (login, password reset), counted BEFORE the secret is checked: each
 * takes its point atomically in the store, so parallel guesses cannot all pass a check made
 * before any was counted. Three counts: per (account, client address), per address over all
 * accounts, and a slower one per account. Addresses are counted as `addressKey` groups them (IPv6
 * by /64). The account's count is what stops a guesser spread over many addresses: for logins
 * it refuses every address except those the account logged in from before (known for
 * `KNOWN_ADDRESS_SECONDS`), so the owner at a usual address keeps getting in; for resets it
 * refuses only an address that already tried (a reset code cannot be guessed, and the reset is
 * the owner's way back). Waits are in whole seconds; 0 means go ahead.
 */
interface FailureLimit {
  /**
   * Counts one attempt; call before checking the secret (a wrong one then needs nothing more).
   * @returns seconds to wait while a count is used up (a right password too; nothing is counted
   *   then), else 0.
   */
  take(account: string, address: string): Promise<number>;
  /**
   * The secret was right: clears the (account, address) count, gives the point back to the
   * others, and (logins) remembers the address as known to the account.
   */
  succeed(account: string, address: string): Promise<void>;
  /** The attempt ended before the secret was judged (the upstream failed or refused): gives every point back. */
  giveBack(account: string, address: string): Promise<void>;
  /**
   * Clears the account's own count (every address's failures for it): what a password reset
   * does, since its link proved the mailbox, so the owner at a new address can log in again.
   */
  forgive(account: string): Promise<void>;
}

/**
 * Requests that each cost something (an e-mail, an account), counted per account and per address
 * (reset e-mails: the account's count refuses only addresses that asked before).
 */
interface RequestLimit {
  /** Counts one request. @returns seconds to wait when over a limit (the request must not go on), else 0. */
  take(account: string, address: string): Promise<number>;
}

/** Uploads per student: their body is not read while the count is used up. */
interface UploadLimit {
  /**
   * Counts one upload by `student` (their user id); call after the role, ownership and state
   * checks and before reading the body.
   * @returns seconds to wait when over the limit (the body must not be read), else 0.
   */
  take(student: string): Promise<number>;
}

/**
 * Payment-proof uploads per student in {@link PROOF_UPLOADS_WINDOW_SECONDS}: 20, every attempt
 * (a wrong file too), so a flood never reaches the image decoder. Why 20: the upstream's own
 * limit is 5 proofs per order an hour, and a student rarely has more than a few open orders.
 */
const PROOF_UPLOADS_PER_STUDENT = 20;
/** The window of {@link PROOF_UPLOADS_PER_STUDENT}, in seconds (an hour). */
const PROOF_UPLOADS_WINDOW_SECONDS = 60 * 60;

/** The limits of the auth actions (`app/[locale]/(auth)/actions.ts`) and of uploads. */
export interface AuthThrottle {
  /** Admin and student logins share one count per account. */
  login: FailureLimit;
  /** Password resets refused for a wrong or expired link. */
  reset: FailureLimit;
  /** Forgot-password e-mails. */
  resetMail: RequestLimit;
  /** Student signups. */
  signup: RequestLimit;
  /** Payment-proof uploads (`app/api/orders/[id]/proof/route.ts`), per student. */
  proofUploads: UploadLimit;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Logs a refusal (a warning with the request id): which limit, which count refused (`pair`,
 * `address`, `account`, joined by `+`), and the wait. Never the e-mail or the address themselves.
 */
function logRefusal(limit: string, by: string[], waitSeconds: number): void {
  log.warn({ limit, by: by.join("+"), waitSeconds }, "throttled");
}

/** A limiter and what it is called in the log. */
interface Count {
  name: string;
  limiter: RateLimiterAbstract;
}

/** A count's answer to one point: its total after this attempt, and whether it refused. */
interface Taken {
  count: Count;
  res: RateLimiterRes;
  refused: boolean;
}

/** Consumes one point; a refusal is an answer too (its total includes this attempt). Store errors are thrown. */
async function takeOne(count: Count, limiterKey: string): Promise<Taken> {
  try {
    return { count, res: await count.limiter.consume(limiterKey), refused: false };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { count, res: error, refused: true };
    throw error;
  }
}

/** Logs the refusals and @returns the wait until the last of them frees (0 when none refused). */
function refusalWait(limit: string, refusals: Taken[]): number {
  if (refusals.length === 0) return 0;
  const wait = toSeconds(Math.max(...refusals.map((taken) => taken.res.msBeforeNext)));
  logRefusal(
    limit,
    refusals.map((taken) => taken.count.name),
    wait,
  );
  return wait;
}

function failureLimit(
  name: string,
  pair: Count,
  byAddress: Count,
  byAccount: Count,
  known?: Count,
): FailureLimit {
  const keysOf = (account: string, address: string) =>
    [
      [pair, pairKey(account, address)],
      [byAddress, addressKey(address)],
      [byAccount, key(account)],
    ] as const;
  const giveBack = async (account: string, address: string) => {
    await Promise.all(
      keysOf(account, address).map(([count, limiterKey]) => count.limiter.reward(limiterKey)),
    );
  };
  return {
    async take(account, address) {
      const [[pairTaken, addressTaken, accountTaken], knownRes] = await Promise.all([
        Promise.all(
          keysOf(account, address).map(([count, limiterKey]) => takeOne(count, limiterKey)),
        ),
        known?.limiter.get(pairKey(account, address)),
      ]);
      const spared = known ? knownRes != null : isFirstTry(pairTaken!);
      const wait = refusalWait(
        name,
        failureRefusals(pairTaken!, addressTaken!, accountTaken!, spared),
      );
      // A refused attempt checks nothing, so it counts nowhere (a lock does not feed the others).
      if (wait > 0) await giveBack(account, address);
      return wait;
    },
    async succeed(account, address) {
      await Promise.all([
        pair.limiter.delete(pairKey(account, address)),
        byAddress.limiter.reward(addressKey(address)),
        byAccount.limiter.reward(key(account)),
        known?.limiter.set(pairKey(account, address), 1, KNOWN_ADDRESS_SECONDS),
      ]);
    },
    giveBack,
    async forgive(account) {
      await byAccount.limiter.delete(key(account));
    },
  };
}

/**
 * With `pair` (per account and address), the account's count refuses only an address that asked
 * for this account before in its window (as the reset codes' daily count does): a stranger's requests
 * never shut the owner out of their first request from their own address.
 */
function requestLimit(
  name: string,
  byAccount: Count,
  byAddress: Count,
  pair?: Count,
): RequestLimit {
  return {
    async take(account, address) {
      const [accountTaken, addressTaken, pairTaken] = await Promise.all([
        takeOne(byAccount, key(account)),
        takeOne(byAddress, addressKey(address)),
        ...(pair ? [takeOne(pair, pairKey(account, address))] : []),
      ]);
      return refusalWait(name, requestRefusals(accountTaken!, addressTaken!, pairTaken));
    },
  };
}

function uploadLimit(name: string, byStudent: Count): UploadLimit {
  return {
    async take(student) {
      return refusalWait(
        name,
        [await takeOne(byStudent, student)].filter((t) => t.refused),
      );
    },
  };
}

/** Where the counts live: this process's memory, or Redis shared by every instance. */
export type ThrottleStore =
  { kind: "memory" } | { kind: "redis"; connection: RedisConnection; keyPrefix: string };

/**
 * A limiter in the store. On Redis (node-redis, `useRedisPackage`), each consume is one Lua
 * script (atomic across instances); a command gets {@link COMMAND_TIMEOUT_MS} (the cache's
 * deadline stance: Redis never makes a login slow), and while Redis is away or late the
 * counts fall back to this process's memory (the insurance limiter), so a login still counts.
 * Also the store of `lib/auth/address-throttle.ts` (per-address limits of public routes).
 * @param name the limiter's name (its key prefix); `points` per `duration` seconds.
 */
export function makeLimiter(
  store: ThrottleStore,
  name: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
  if (store.kind === "memory") return memory;
  void store.connection.open();
  const redis = new RateLimiterRedis({
    storeClient: store.connection.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: redisLimiterPrefix(store.keyPrefix, name),
    points,
    duration,
  });
  return new RLWrapperTimeouts({
    limiter: redis,
    timeoutMs: COMMAND_TIMEOUT_MS,
    insuranceLimiter: memory,
    points,
    duration,
  });
}

/**
 * The auth limits (rate-limiter-flexible) in `store`: memory by default (time from
 * `Date.now()`, which tests move with fake timers), or Redis (`REDIS_URL`, see
 * {@link authThrottle}), where every web instance shares the counts.
 */
export function createAuthThrottle(
  settings: ThrottleSettings,
  store: ThrottleStore = { kind: "memory" },
): AuthThrottle {
  const count = (name: string, points: number, duration: number): Count => ({
    name: name.slice(name.lastIndexOf("_") + 1),
    limiter: makeLimiter(store, name, points, duration),
  });
  const login = settings.THROTTLE_LOGIN_WINDOW_SECONDS;
  const slow = settings.THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS;
  const account = settings.THROTTLE_ACCOUNT_WINDOW_SECONDS;
  const failures = (prefix: string, withKnownAddresses = false) =>
    failureLimit(
      prefix,
      count(`${prefix}_pair`, settings.THROTTLE_LOGIN_FAILURES, login),
      count(`${prefix}_address`, settings.THROTTLE_LOGIN_FAILURES_PER_ADDRESS, login),
      count(`${prefix}_account`, settings.THROTTLE_ACCOUNT_FAILURES, slow),
      withKnownAddresses ? count(`${prefix}_known`, 1, KNOWN_ADDRESS_SECONDS) : undefined,
    );
  const requests = (limit: string, prefix: string, perPair = false) =>
    requestLimit(
      limit,
      count(`${prefix}_account`, settings.THROTTLE_ACCOUNT_REQUESTS, account),
      count(`${prefix}_address`, settings.THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS, account),
      perPair ? count(`${prefix}_pair`, settings.THROTTLE_ACCOUNT_REQUESTS, account) : undefined,
    );
  return {
    login: failures("login", true),
    reset: failures("reset"),
    resetMail: requests("resetMail", "reset_mail", true),
    signup: requests("signup", "signup"),
    proofUploads: uploadLimit(
      "proofUploads",
      count("proof_uploads", PROOF_UPLOADS_PER_STUDENT, PROOF_UPLOADS_WINDOW_SECONDS),
    ),
  };
}

const GLOBAL_KEY = Symbol.for("brightway.authThrottle");

/**
 * This process's throttle, made from `env` on first use: in Redis when `REDIS_URL` is set (the
 * cache handlers' connection, keys under `REDIS_KEY_PREFIX` + `throttle:`), else in memory.
 * Kept on `globalThis` so every route bundle that imports this module counts in the same place.
 */
export function authThrottle(): AuthThrottle {
  const holder = globalThis as { [GLOBAL_KEY]?: AuthThrottle };
  if (!holder[GLOBAL_KEY]) {
    const connection = sharedRedisConnection();
    holder[GLOBAL_KEY] = createAuthThrottle(
      env,
      connection
        ? { kind: "redis", connection, keyPrefix: connection.keyPrefix ?? "brightway:" }
        : { kind: "memory" },
    );
  }
  return holder[GLOBAL_KEY];
}
