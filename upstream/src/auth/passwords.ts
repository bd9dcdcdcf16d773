import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { bulkhead } from "cockatiel";

const scryptInPool = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * Why at most two hashes at once: scrypt runs on libuv's thread pool (4 threads), which file
 * I/O shares; at 2^17 (0.25 s, 128 MiB each) ten parallel logins held every thread for seconds,
 * the database stalled, and the web app's calls timed out and opened its circuit breaker. The
 * rest wait in line, but only as long as {@link hashingLine.waitBudgetMs} allows (below).
 */
const HASHING_LANES = 2;
/** A hard cap on the line whatever the clock says (memory: each waiting request holds its body). */
const HASHING_QUEUE_CAP = 1000;
const hashing = bulkhead(HASHING_LANES, HASHING_QUEUE_CAP);

/**
 * The line's state: how long a hash took lately (an exponential moving average, ms; undefined
 * before the first), and how long a new hash may expect to wait before it starts
 * (`UPSTREAM_HASH_WAIT_MS`, read by `server.ts`).
 */
const hashingLine: { averageMs: number | undefined; waitBudgetMs: number } = {
  averageMs: undefined,
  waitBudgetMs: 3000,
};

/**
 * Thrown at once, instead of queueing, when a hash would wait longer than the budget: the app
 * answers 503 with `Retry-After` ("try again in a moment"), so a burst of logins is told to come
 * back instead of waiting past the web app's timeout (which counted as an upstream outage).
 */
export class HashingBusy extends Error {
  /** Whole seconds (at least 1) until the line now waiting should have cleared. */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("The server is busy. Please try again in a moment.");
    this.name = "HashingBusy";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Sets how long a password hash may wait for a free lane before the request is refused with
 * {@link HashingBusy}, in ms (`UPSTREAM_HASH_WAIT_MS`, default 3000: well inside the web app's
 * 10 s write timeout, with the database and the network on top).
 * @throws RangeError for a negative or non-integer value.
 */
export function setHashingWaitBudget(ms: number): void {
  if (!Number.isInteger(ms) || ms < 0)
    throw new RangeError("the hashing wait budget must be a whole number of ms, 0 or more");
  hashingLine.waitBudgetMs = ms;
}

/** Runs one hash in the line, or throws {@link HashingBusy} at once when its wait would pass the budget. */
async function inHashingLine<T>(hash: () => Promise<T>): Promise<T> {
  const ahead = HASHING_LANES - hashing.executionSlots + (HASHING_QUEUE_CAP - hashing.queueSlots);
  // Hashes ahead of this one, run two at a time: its wait before a lane frees up.
  const rounds = Math.floor(ahead / HASHING_LANES);
  const waitMs = rounds * (hashingLine.averageMs ?? 0);
  if (waitMs > hashingLine.waitBudgetMs || hashing.queueSlots === 0) {
    throw new HashingBusy(Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return hashing.execute(async () => {
    const started = performance.now();
    try {
      return await hash();
    } finally {
      const took = performance.now() - started;
      hashingLine.averageMs =
        hashingLine.averageMs === undefined ? took : 0.8 * hashingLine.averageMs + 0.2 * took;
    }
  });
}

const scryptAsync: typeof scryptInPool = (...args) => inHashingLine(() => scryptInPool(...args));

/** scrypt's cost parameters: N = 2^log2N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/** The production cost: N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt), about 128 MiB and 0.25 s a hash. */
export const DEFAULT_SCRYPT_COST: Readonly<ScryptCost> = Object.freeze({ log2N: 17, r: 8, p: 1 });

/** The cost of hashes written before the parameters were recorded (`scrypt$salt$hash`): N = 2^14. */
const LEGACY_COST: Readonly<ScryptCost> = Object.freeze({ log2N: 14, r: 8, p: 1 });

let currentCost: ScryptCost = { ...DEFAULT_SCRYPT_COST };

/**
 * Sets the cost of new hashes for this process (`UPSTREAM_SCRYPT_LOG2N`, read by `server.ts`).
 * Production keeps {@link DEFAULT_SCRYPT_COST}; contract tests lower it to stay fast.
 * @throws RangeError when log2N is outside 10–20.
 */
export function setPasswordCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20)
    throw new RangeError("scrypt log2N must be 10–20");
  currentCost = { ...DEFAULT_SCRYPT_COST, log2N };
}

/** The cost new hashes get now ({@link setPasswordCost}; {@link DEFAULT_SCRYPT_COST} by default). */
export function passwordCost(): Readonly<ScryptCost> {
  return currentCost;
}

function options(cost: ScryptCost) {
  const N = 2 ** cost.log2N;
  // Why maxmem: scrypt needs 128·N·r bytes (128 MiB at 2^17, r 8), above Node's 32 MiB default.
  return { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r };
}

/** A stored hash's parts, or null when it is not one of ours. */
function parse(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split("$");
  if (parts[0] !== "scrypt") return null;
  if (parts.length === 3 && parts[1] && parts[2]) {
    return {
      cost: LEGACY_COST,
      salt: Buffer.from(parts[1], "base64url"),
      hash: Buffer.from(parts[2], "base64url"),
    };
  }
  const match = parts.length === 4 ? /^ln=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? "") : null;
  if (!match || !parts[2] || !parts[3]) return null;
  const cost = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // A hash naming an absurd cost is refused rather than computed (it could exhaust memory).
  if (cost.log2N < 10 || cost.log2N > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16)
    return null;
  return {
    cost,
    salt: Buffer.from(parts[2], "base64url"),
    hash: Buffer.from(parts[3], "base64url"),
  };
}

/**
 * Hashes a password with scrypt at the current cost ({@link passwordCost}; production N = 2^17,
 * r = 8, p = 1) and a 16-byte salt, as `scrypt$ln=17,r=8,p=1$salt$hash` (base64url): the
 * parameters travel with the hash, so a later change of cost still verifies old hashes.
 * @throws HashingBusy when the hashing line is too long to wait in.
 */
export async function hashPassword(password: string): Promise<string> {
  const cost = currentCost;
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, options(cost));
  return `scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/**
 * Checks a password in constant time against a {@link hashPassword} value, or an older
 * `scrypt$salt$hash` one (N = 2^14). False for anything else.
 * @throws HashingBusy when the hashing line is too long to wait in.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, options(parsed.cost));
  return timingSafeEqual(actual, parsed.hash);
}

/**
 * True when a stored hash was made at another cost than today's (an old 2^14 hash): after a
 * successful login the caller hashes the password again and stores it.
 */
export function passwordNeedsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { log2N, r, p } = parsed.cost;
  return log2N !== currentCost.log2N || r !== currentCost.r || p !== currentCost.p;
}
