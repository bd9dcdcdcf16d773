import type { Env } from "@/lib/env";

/*
 * Test support only: the settings a test runs with, for `vi.mock("@/lib/env", …)`. The mock's
 * factory is hoisted above the test's imports, so it loads this module itself:
 *
 *   vi.mock("@/lib/env", async (importOriginal) =>
 *     (await import("@/test/env-mock")).envWith(await importOriginal(), { UPSTREAM_READ_TIMEOUT_MS: 30 }),
 *   );
 */

/** `@/lib/env` as the real module has it, with `overrides` in its `env`. */
export function envWith<M extends { env: Env }>(actual: M, overrides: Partial<Env>): M {
  return { ...actual, env: { ...actual.env, ...overrides } };
}
