import { beforeEach, vi } from "vitest";

// `server-only` throws outside a React Server environment; unit tests run server modules directly.
vi.mock("server-only", () => ({}));
process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret-0123";

// A page rendered per request waits for `connection()` (lib/render-mode.ts), which needs a request
// of Next's; unit tests call pages directly.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => undefined,
}));

// next-intl's server functions need Next's React Server build; unit tests call pages directly.
// The locale a page declares (`setRequestLocale`) is what `getLocale` answers, English until a
// page or test declares another (as in a request).
vi.mock("next-intl/server", () => {
  let locale = "en";
  return {
    setRequestLocale: (next: string) => {
      locale = next;
    },
    getLocale: async () => locale,
  };
});
beforeEach(async () => {
  const { setRequestLocale } = await import("next-intl/server");
  setRequestLocale("en");
});

// 'use cache' functions declare their tags and life (`cacheTag`, `cacheLife`), which need Next's
// server: recorded instead (a test file may mock `next/cache` its own way).
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  ...(await import("@/test/next-cache-recorder")),
}));

// The upstream circuit breaker (lib/upstream/breaker.ts) lives on globalThis, shared by the whole
// process: every test starts with a closed breaker, whatever the tests before it did.
beforeEach(() => {
  const state = globalThis as Record<symbol, unknown>;
  delete state[Symbol.for("brightway.upstream.breakers")];
});

// Unit tests that read log lines make a logger of their own (lib/log.ts createLogger); the shared one stays quiet.
process.env.LOG_LEVEL ??= "silent";
