import "server-only";
import type * as z from "@/lib/zod";
import { demoPaymentProblem, envSchema, parseEnv } from "@/lib/env-schema.mjs";

/** The web app's parsed configuration (see `envSchema` in `lib/env-schema.mjs` for each setting). */
export type Env = z.output<typeof envSchema>;

/**
 * The configuration of this process, parsed once on first import.
 * @throws Error listing every missing or malformed setting, one per line, or the `PAYMENT_*`
 *   settings a production site on a public `SITE_URL` left unset (`demoPaymentProblem`).
 */
export const env: Env = parseChecked();

function parseChecked(): Env {
  const parsed = parseEnv(envSchema, process.env);
  // Checked at start too (instrumentation.ts, scripts/start.mjs); again here for any other start.
  const problem = demoPaymentProblem(process.env);
  if (problem) throw new Error(problem);
  return parsed;
}
