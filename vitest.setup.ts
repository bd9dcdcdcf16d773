import { beforeEach, vi } from "vitest";

// `server-only` throws outside a React Server environment; unit tests run server modules directly.
vi.mock("server-only", () => ({}));
process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret-0123";

// The upstream circuit breaker (lib/upstream/breaker.ts) and the last good copies of public reads
// (lib/upstream/shared.ts) live on globalThis, shared by the whole process: every test starts
// with a closed breaker and no stale copies, whatever the tests before it did.
beforeEach(() => {
  const state = globalThis as Record<symbol, unknown>;
  delete state[Symbol.for("brightway.upstream.breakers")];
  delete state[Symbol.for("brightway.upstream.lastGood")];
});

// Unit tests that read log lines make a logger of their own (lib/log.ts createLogger); the shared one stays quiet.
process.env.LOG_LEVEL ??= "silent";
