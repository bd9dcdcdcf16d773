import "server-only";
import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleAll,
  isBrokenCircuitError,
  type CircuitBreakerPolicy,
} from "cockatiel";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * What the upstream circuit breaker says right now:
 * - `closed`: calls go to the upstream;
 * - `open`: calls fail at once; `retryAfterSeconds` (1 or more) is what is left of the cool-down;
 * - `half-open`: the cool-down is over and the next call (or the one in flight) is the probe that
 *   decides; let requests through.
 */
export type UpstreamBreakerState =
  { state: "closed" } | { state: "open"; retryAfterSeconds: number } | { state: "half-open" };

/** Settings of a breaker (`env` by default; tests set smaller ones through the registry, test/upstream-breaker.ts). */
export interface UpstreamBreakerSettings {
  /** Consecutive outages that open the breaker. */
  threshold: number;
  /** Milliseconds an open breaker fails calls at once before one probe call is let through. */
  cooldownMs: number;
}

interface BreakerEntry {
  policy: CircuitBreakerPolicy;
  cooldownMs: number;
  /** `Date.now()` when the breaker last opened (cockatiel's own clock). */
  openedAt: number;
}

interface BreakerRegistry {
  entries: Map<string, BreakerEntry>;
  /** Set by tests only (test/upstream-breaker.ts); production reads `env`. */
  settings?: Partial<UpstreamBreakerSettings>;
}

// Why on globalThis: Next bundles proxy.ts, route handlers and pages separately, each with its
// own copy of this module; a module-level variable would give each bundle its own breaker. The
// symbol is registered (Symbol.for) so that every copy finds the same registry.
const registryKey: unique symbol = Symbol.for("brightway.upstream.breakers");

type GlobalWithRegistry = typeof globalThis & { [registryKey]?: BreakerRegistry };

function registry(): BreakerRegistry {
  const holder = globalThis as GlobalWithRegistry;
  return (holder[registryKey] ??= { entries: new Map() });
}

/** The upstream's address as a breaker key: its origin (scheme, host and port). */
function upstreamOrigin(): string {
  return new URL(env.UPSTREAM_URL).origin;
}

function logStateChange(origin: string, fields: Record<string, unknown>): void {
  log.warn({ upstream: origin, ...fields }, "upstream circuit breaker state changed");
}

/** A short, loggable cause: never the upstream's body, never the path (it may hold an e-mail). */
function describeCause(reason: unknown): string {
  if (reason && typeof reason === "object" && "error" in reason) {
    const error = (reason as { error: unknown }).error;
    if (error && typeof error === "object" && "status" in error) {
      const { status, message } = error as { status: unknown; message?: unknown };
      return status === 0 ? String(message) : `HTTP ${String(status)}`;
    }
    return error instanceof Error ? error.name : "failure";
  }
  return "failure";
}

function entryFor(origin: string): BreakerEntry {
  const breakers = registry();
  const existing = breakers.entries.get(origin);
  if (existing) return existing;

  const threshold = breakers.settings?.threshold ?? env.UPSTREAM_BREAKER_THRESHOLD;
  const cooldownMs = breakers.settings?.cooldownMs ?? env.UPSTREAM_BREAKER_COOLDOWN_MS;
  // Every error that reaches cockatiel is an outage: callThroughUpstreamBreaker hands answers
  // (4xx and the like) back as values, so that they reset the consecutive count as successes.
  const policy = circuitBreaker(handleAll, {
    halfOpenAfter: cooldownMs,
    breaker: new ConsecutiveBreaker(threshold),
  });
  const entry: BreakerEntry = { policy, cooldownMs, openedAt: 0 };
  policy.onBreak((reason) => {
    entry.openedAt = Date.now();
    logStateChange(origin, {
      state: "open",
      cause: describeCause(reason),
      retryAfterSeconds: Math.ceil(cooldownMs / 1000),
    });
  });
  policy.onHalfOpen(() => logStateChange(origin, { state: "half-open" }));
  policy.onReset(() => logStateChange(origin, { state: "closed" }));
  breakers.entries.set(origin, entry);
  return entry;
}

function stateOf(entry: BreakerEntry | undefined, now: number): UpstreamBreakerState {
  if (!entry) return { state: "closed" };
  switch (entry.policy.state) {
    case CircuitState.Closed:
      return { state: "closed" };
    case CircuitState.HalfOpen:
      return { state: "half-open" };
    default: {
      const leftMs = entry.openedAt + entry.cooldownMs - now;
      return leftMs > 0
        ? { state: "open", retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) }
        : { state: "half-open" };
    }
  }
}

/**
 * The state of the breaker of the configured upstream (`env.UPSTREAM_URL`), as this Node process
 * sees it. Synchronous and cheap (no upstream call, no I/O): `proxy.ts` may call it on every
 * request to answer 503 with `Retry-After: retryAfterSeconds` while the breaker is `open`.
 * @param now the clock in ms since the epoch (default `Date.now()`, the clock cockatiel uses).
 */
export function upstreamBreakerState(now: number = Date.now()): UpstreamBreakerState {
  return stateOf(registry().entries.get(upstreamOrigin()), now);
}

/** How {@link callThroughUpstreamBreaker} tells outages from answers and reports an open breaker. */
export interface BreakerCallOptions {
  /**
   * True for a failure that means "the upstream is down" (counted towards opening the breaker);
   * any other thrown value is an answer: rethrown to the caller, counted as a success.
   */
  isOutage: (error: unknown) => boolean;
  /** The error to throw, without calling the upstream, while the breaker is open. */
  whenOpen: (retryAfterSeconds: number) => Error;
}

/**
 * Runs one upstream call through the breaker of `env.UPSTREAM_URL`'s origin (one breaker per
 * upstream address, shared by every bundle of this process). Never retries: `call` runs at most
 * once. `env.UPSTREAM_BREAKER_THRESHOLD` consecutive outages open the breaker; for
 * `env.UPSTREAM_BREAKER_COOLDOWN_MS` every call then fails at once with `whenOpen(…)`; after that
 * one probe call runs (concurrent callers wait for its outcome): success closes the breaker, an
 * outage opens it for another cool-down.
 * @returns what `call` returns.
 * @throws what `call` throws, or `whenOpen(retryAfterSeconds)` while the breaker is open.
 */
export async function callThroughUpstreamBreaker<T>(
  call: () => Promise<T>,
  options: BreakerCallOptions,
): Promise<T> {
  const origin = upstreamOrigin();
  const entry = entryFor(origin);
  let answer: { error: unknown } | undefined;
  try {
    const value = await entry.policy.execute(async () => {
      answer = undefined;
      try {
        return await call();
      } catch (error) {
        if (options.isOutage(error)) throw error;
        answer = { error };
        return undefined as T;
      }
    });
    if (answer) throw answer.error;
    return value;
  } catch (error) {
    // By brand, not instanceof: another bundle's copy of cockatiel may have created the breaker.
    if (!isBrokenCircuitError(error)) throw error;
    const state = stateOf(entry, Date.now());
    throw options.whenOpen(state.state === "open" ? state.retryAfterSeconds : 1);
  }
}
