import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import {
  failureRefusals,
  isFirstTry,
  KNOWN_ADDRESS_SECONDS,
  requestRefusals,
  throttleAddress,
} from "@brightway/contract/throttle-policy";
import type { Pool } from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
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
  | "THROTTLE_ACCOUNT_FAILURES"
  | "THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS"
  | "THROTTLE_ACCOUNT_REQUESTS"
  | "THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS"
  | "THROTTLE_ACCOUNT_WINDOW_SECONDS"
>;

/** Which limit refused a request, for the log line (never the e-mail address itself). */
export interface ThrottleRefusal {
  /** The limiter whose count is used up, e.g. `login_pair`, `login_account`, `signup_address`. */
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
 * Attempts at a secret (a password, a reset token), counted BEFORE the secret is checked, so
 * parallel guesses cannot outrun the count (each takes its point atomically in the store).
 * Three counts: per (account, client address) `THROTTLE_LOGIN_FAILURES` in the login window; per
 * address over all accounts; and a slower per-account one. Addresses are counted as
 * `throttleAddress` groups them (IPv6 by /64). The account's count is what stops a guesser
 * spread over many addresses: for logins it refuses every address but those the account logged
 * in from (known for `KNOWN_ADDRESS_SECONDS`: the owner at a usual address keeps getting in);
 * for reset tokens (never guessed; the owner's way back) only an address that already tried.
 * While a count refuses, a right secret is refused too (else the answer would tell the guesser
 * it was right).
 */
interface FailureLimit {
  /**
   * Counts one attempt; call before checking the secret. A wrong secret then needs nothing more.
   * @throws TooManyRequests when a count is used up (nothing is counted then).
   */
  take(account: string, address: string): Promise<void>;
  /**
   * The secret was right: clears the (account, address) count, gives the point back to the
   * others, and (logins) remembers the address as known to the account.
   */
  succeed(account: string, address: string): Promise<void>;
  /** The attempt ended before the secret was judged (e.g. a rule error): gives every point back. */
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
  /**
   * The operator's unlock (`POST /ops/unlock`, `npm run unlock`): clears an account's login and
   * reset counts, from one address or (without `address`) from every address and the account's
   * own. @returns how many counts were cleared.
   */
  unlock(account: string, address?: string): Promise<number>;
}

/** Every limiter: name (key prefix) → [points, duration in seconds]. */
function limiterSpecs(settings: ThrottleSettings) {
  const login = settings.THROTTLE_LOGIN_WINDOW_SECONDS;
  const slow = settings.THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS;
  const account = settings.THROTTLE_ACCOUNT_WINDOW_SECONDS;
  return {
    login_pair: [settings.THROTTLE_LOGIN_FAILURES, login],
    login_address: [settings.THROTTLE_LOGIN_FAILURES_PER_ADDRESS, login],
    login_account: [settings.THROTTLE_ACCOUNT_FAILURES, slow],
    login_known: [1, KNOWN_ADDRESS_SECONDS],
    reset_pair: [settings.THROTTLE_LOGIN_FAILURES, login],
    reset_address: [settings.THROTTLE_LOGIN_FAILURES_PER_ADDRESS, login],
    reset_account: [settings.THROTTLE_ACCOUNT_FAILURES, slow],
    reset_mail_pair: [settings.THROTTLE_ACCOUNT_REQUESTS, account],
    reset_mail_account: [settings.THROTTLE_ACCOUNT_REQUESTS, account],
    reset_mail_address: [settings.THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS, account],
    signup_account: [settings.THROTTLE_ACCOUNT_REQUESTS, account],
    signup_address: [settings.THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS, account],
  } as const satisfies Record<string, readonly [number, number]>;
}

type LimiterName = keyof ReturnType<typeof limiterSpecs>;

/** The limiters whose keys name an account (the ones {@link AuthThrottle.unlock} clears). */
const UNLOCKABLE = ["login_pair", "login_account", "reset_pair", "reset_account"] as const;

const memoryLimiter = (keyPrefix: string, points: number, duration: number) =>
  new RateLimiterMemory({ keyPrefix, points, duration });

/**
 * A limiter in PostgreSQL (table `rate_limits`, created by rate-limiter-flexible if missing), so
 * every upstream instance on the same database shares the counts; it falls back to memory while
 * the database is unreachable.
 */
function postgresLimiter(
  pool: Pool,
  keyPrefix: string,
  points: number,
  duration: number,
): Promise<RateLimiterAbstract> {
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
 * The (account, address) key: the account first, so one account's pairs share a prefix (the
 * unlock of every address); a space cannot be in an e-mail address, so it ends the account.
 * The address is counted as `throttleAddress` groups it (IPv6 by its /64).
 */
const pairKey = (account: string, address: string) => `${key(account)} ${throttleAddress(address)}`;

/** A limiter's answer: its count after this attempt, or its refusal (also a count). */
interface Taken {
  limiter: RateLimiterAbstract;
  res: RateLimiterRes;
  refused: boolean;
}

/** Consumes one point; a refusal is an answer too (its count includes this attempt). Store errors are thrown. */
async function takeOne(limiter: RateLimiterAbstract, limiterKey: string): Promise<Taken> {
  try {
    return { limiter, res: await limiter.consume(limiterKey), refused: false };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { limiter, res: error, refused: true };
    throw error;
  }
}

/**
 * The refusal that frees last (it decides `Retry-After`, in whole seconds), or null when none
 * refuses. Of refusals that free in the same second, the first named wins: counts taken a
 * millisecond apart must not make the logged rule a matter of chance.
 */
function longestWait(refusals: Taken[]) {
  const seconds = (taken: Taken) => Math.ceil(taken.res.msBeforeNext / 1000);
  return refusals.sort((a, b) => seconds(b) - seconds(a))[0] ?? null;
}

function failureLimit(
  pair: RateLimiterAbstract,
  byAddress: RateLimiterAbstract,
  byAccount: RateLimiterAbstract,
  known?: RateLimiterAbstract,
): FailureLimit {
  const keysOf = (account: string, address: string) =>
    [
      [pair, pairKey(account, address)],
      [byAddress, throttleAddress(address)],
      [byAccount, key(account)],
    ] as const;
  const giveBack = async (account: string, address: string) => {
    await Promise.all(
      keysOf(account, address).map(([limiter, limiterKey]) => limiter.reward(limiterKey)),
    );
  };
  return {
    async take(account, address) {
      const [[pairTaken, addressTaken, accountTaken], knownRes] = await Promise.all([
        Promise.all(
          keysOf(account, address).map(([limiter, limiterKey]) => takeOne(limiter, limiterKey)),
        ),
        known?.get(pairKey(account, address)),
      ]);
      const spared = known ? knownRes != null : isFirstTry(pairTaken!);
      const wait = longestWait(failureRefusals(pairTaken!, addressTaken!, accountTaken!, spared));
      if (!wait) return;
      // A refused attempt checks nothing, so it counts nowhere (a lock does not feed the others).
      await giveBack(account, address);
      throw new TooManyRequests(wait.res.msBeforeNext, {
        rule: wait.limiter.keyPrefix,
        accountHash: hashForLog(account),
      });
    },
    async succeed(account, address) {
      await Promise.all([
        pair.delete(pairKey(account, address)),
        byAddress.reward(throttleAddress(address)),
        byAccount.reward(key(account)),
        known?.set(pairKey(account, address), 1, KNOWN_ADDRESS_SECONDS),
      ]);
    },
    giveBack,
    async forgive(account) {
      await byAccount.delete(key(account));
    },
  };
}

/**
 * With `pair` (per account and address), the account's count refuses only an address that asked
 * for this account before in its window, as the reset codes' daily count does: a stranger's requests
 * use up the account's count without shutting the owner out (the owner's first request from
 * their own address goes through); each further address gets one request once it is used up.
 */
function requestLimit(
  byAccount: RateLimiterAbstract,
  byAddress: RateLimiterAbstract,
  pair?: RateLimiterAbstract,
): RequestLimit {
  return {
    async take(account, address) {
      // Every count is taken, and settled separately to know which one refused.
      const [accountTaken, addressTaken, pairTaken] = await Promise.all([
        takeOne(byAccount, key(account)),
        takeOne(byAddress, throttleAddress(address)),
        ...(pair ? [takeOne(pair, pairKey(account, address))] : []),
      ]);
      const wait = longestWait(requestRefusals(accountTaken!, addressTaken!, pairTaken));
      if (wait)
        throw new TooManyRequests(Math.max(1, wait.res.msBeforeNext), {
          rule: wait.limiter.keyPrefix,
          accountHash: hashForLog(account),
        });
    },
  };
}

/** Deletes, in one limiter, every key that starts with `start` (after the limiter's prefix). */
type ClearByPrefix = (limiter: RateLimiterAbstract, start: string) => Promise<number>;

function assemble(
  limiters: Record<LimiterName, RateLimiterAbstract>,
  clearByPrefix: ClearByPrefix,
): AuthThrottle {
  return {
    login: failureLimit(
      limiters.login_pair,
      limiters.login_address,
      limiters.login_account,
      limiters.login_known,
    ),
    reset: failureLimit(limiters.reset_pair, limiters.reset_address, limiters.reset_account),
    resetMail: requestLimit(
      limiters.reset_mail_account,
      limiters.reset_mail_address,
      limiters.reset_mail_pair,
    ),
    signup: requestLimit(limiters.signup_account, limiters.signup_address),
    async unlock(account, address) {
      let cleared = 0;
      for (const name of UNLOCKABLE) {
        const limiter = limiters[name];
        if (name.endsWith("_pair")) {
          cleared += address
            ? Number(await limiter.delete(pairKey(account, address)))
            : await clearByPrefix(limiter, `${key(account)} `);
        } else if (!address) {
          cleared += Number(await limiter.delete(key(account)));
        }
      }
      return cleared;
    },
  };
}

/**
 * Why a private field: rate-limiter-flexible's memory store cannot list its keys, and an
 * unlock of every address of one account must find them. Its Map (`_memoryStorage._storage`,
 * rlKey → record) has been the store since version 2; test/throttle.test.ts would catch a change.
 */
const clearMemoryByPrefix: ClearByPrefix = async (limiter, start) => {
  const storage = (
    limiter as unknown as {
      _memoryStorage?: { _storage?: Map<string, unknown>; delete(key: string): boolean };
    }
  )._memoryStorage;
  if (!storage?._storage)
    throw new Error("rate-limiter-flexible's memory store changed: cannot unlock every address");
  const full = `${limiter.keyPrefix}:${start}`;
  let cleared = 0;
  for (const rlKey of [...storage._storage.keys()]) {
    if (rlKey.startsWith(full) && storage.delete(rlKey)) cleared += 1;
  }
  return cleared;
};

/**
 * The auth endpoints' limits in memory (per process): the default, and what {@link createApp}
 * makes when given none. Time is the process clock (`Date.now()`), which tests move with fake
 * timers or `UPSTREAM_TEST_CLOCK`. An unlock must go through the running process
 * (`POST /ops/unlock`), and a restart clears every count.
 */
export function createMemoryAuthThrottle(settings: ThrottleSettings): AuthThrottle {
  const specs = Object.entries(limiterSpecs(settings)).map(
    ([name, [points, duration]]) => [name, memoryLimiter(name, points, duration)] as const,
  );
  return assemble(
    Object.fromEntries(specs) as Record<LimiterName, RateLimiterAbstract>,
    clearMemoryByPrefix,
  );
}

/** `value` with LIKE's wildcards escaped (backslash is PostgreSQL's default escape). */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The auth endpoints' limits in PostgreSQL (the upstream runs on `DATABASE_URL`): shared by
 * every upstream instance on that database; each consume is one atomic upsert.
 * @throws when the `rate_limits` table cannot be created.
 */
export async function createPostgresAuthThrottle(
  settings: ThrottleSettings,
  pool: Pool,
): Promise<AuthThrottle> {
  // One after the other: each limiter runs `CREATE TABLE IF NOT EXISTS rate_limits`, and two of
  // those at once race in PostgreSQL ("type rate_limits already exists").
  const limiters: Array<readonly [string, RateLimiterAbstract]> = [];
  for (const [name, [points, duration]] of Object.entries(limiterSpecs(settings))) {
    limiters.push([name, await postgresLimiterOnce(pool, name, points, duration)]);
  }
  const clearByPrefix: ClearByPrefix = async (limiter, start) => {
    const result = await pool.query("DELETE FROM rate_limits WHERE key LIKE $1", [
      `${likeLiteral(`${limiter.keyPrefix}:${start}`)}%`,
    ]);
    return result.rowCount ?? 0;
  };
  return assemble(
    Object.fromEntries(limiters) as Record<LimiterName, RateLimiterAbstract>,
    clearByPrefix,
  );
}

/** PostgreSQL's codes for "already exists" (duplicate table, object, or catalogue row). */
const alreadyExists = new Set(["42P07", "42710", "23505"]);

/**
 * A rate-limiter-flexible limiter in the shared PostgreSQL table `rate_limits` (memory while the
 * database is unreachable), tried a second time when another process (or test file) created the
 * table at the same moment and PostgreSQL refused ours as already existing. Used by the auth
 * throttle and the payment-proof throttle (`proof-throttle.ts`).
 * @throws when the table cannot be created.
 */
export async function postgresLimiterOnce(
  pool: Pool,
  keyPrefix: string,
  points: number,
  duration: number,
): Promise<RateLimiterAbstract> {
  try {
    return await postgresLimiter(pool, keyPrefix, points, duration);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== "string" || !alreadyExists.has(code)) throw error;
    return postgresLimiter(pool, keyPrefix, points, duration);
  }
}

/** A `TRUSTED_PROXIES` list as a BlockList (IPv4-mapped IPv6 peers match their IPv4 entries). */
const trustLists = new WeakMap<readonly string[], BlockList>();
function trustListOf(trusted: readonly string[]): BlockList {
  let list = trustLists.get(trusted);
  if (list) return list;
  list = new BlockList();
  for (const entry of trusted) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  trustLists.set(trusted, list);
  return list;
}

/**
 * True when `entry` is a valid `TRUSTED_PROXIES` entry: `loopback`, `none`, an IPv4 or IPv6
 * address, or a subnet in CIDR notation (`10.0.0.0/24`).
 */
export function isTrustedProxyEntry(entry: string): boolean {
  if (entry === "loopback" || entry === "none") return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** `::ffff:203.0.113.4` (an IPv4 client of a dual-stack socket) as `203.0.113.4`: one key per client. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * True when `peer` is one of `trusted`: addresses, subnets (`10.0.0.0/24`), or `loopback` for
 * 127.0.0.0/8 and ::1; an IPv4-mapped peer (`::ffff:10.0.0.11`, what a server listening on `::`
 * sees) matches its IPv4 entry.
 */
export function isTrustedProxy(peer: string, trusted: readonly string[]): boolean {
  const family = isIP(peer);
  if (!family) return false;
  return trustListOf(trusted).check(peer, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client address of a request. Walking `X-Forwarded-For` from the right, starting from the
 * connecting peer: while the hop is a trusted proxy (`TRUSTED_PROXIES`: the web instances, and
 * a balancer in front of the upstream if there is one), the entry it added names the next hop;
 * the first untrusted hop is the client. So a visitor's own `X-Forwarded-For` entries (to the
 * left) are never believed, and a web instance behind an upstream balancer is seen through.
 * `"unknown"` without a socket (in-process test requests). The exact address (the device list
 * shows it); the throttles count it grouped (`throttleAddress`: IPv6 by its /64).
 */
export function clientAddress(
  bindings: unknown,
  forwardedFor: string | undefined,
  trusted: readonly string[],
): string {
  const peer = (bindings as { incoming?: Pick<IncomingMessage, "socket"> } | undefined)?.incoming
    ?.socket?.remoteAddress;
  if (!peer) return "unknown";
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  let address = peer;
  while (hops.length > 0 && isTrustedProxy(address, trusted)) {
    const next = hops.pop()!;
    // Not an address (a proxy's "unknown"): the last trusted hop is all that is known.
    if (!isIP(next)) break;
    address = next;
  }
  return plainAddress(address);
}
