import "server-only";
import { z } from "zod";

/**
 * The web app's configuration, parsed once from the process environment with a clear message
 * for each missing or malformed value.
 *
 * - `UPSTREAM_URL`: base URL of the upstream REST API (default `http://127.0.0.1:5172`).
 * - `SESSION_SECRET`: iron-session password, 32+ characters (required).
 * - `SITE_URL`: public origin of this site, used for canonical URLs and the sitemap.
 * - `PAYMENT_*`: payee numbers and accounts shown on /payment (configuration, not code).
 * - `UPSTREAM_TIMEOUT_MS`: upstream request timeout in milliseconds (default 10000).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  UPSTREAM_URL: z
    .url({ message: "UPSTREAM_URL must be an absolute http(s) URL, e.g. http://127.0.0.1:5172" })
    .default("http://127.0.0.1:5172")
    .transform((url) => url.replace(/\/+$/, "")),
  SESSION_SECRET: z
    .string({ message: "SESSION_SECRET is missing: set a random value of 32 or more characters" })
    .min(32, { message: "SESSION_SECRET is too short: use 32 or more characters" }),
  SITE_URL: z
    .url({ message: "SITE_URL must be an absolute URL, e.g. https://example.com" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PAYMENT_WALLET_NUMBER: z.string().default("+20 100 000 0000"),
  PAYMENT_CARD_EGP_ACCOUNT: z.string().default("EG00 0000 0000 0000 0000 0000 0001"),
  PAYMENT_CARD_USD_ACCOUNT: z.string().default("EG00 0000 0000 0000 0000 0000 0002"),
  PAYMENT_INSTANT_TRANSFER_ADDRESS: z.string().default("brightway@instapay"),
  PAYMENT_WHATSAPP_NUMBER: z.string().default("201000000000"),
});

/** The parsed configuration type. */
export type Env = z.infer<typeof envSchema>;

/**
 * Parses an environment record.
 * @throws Error listing every missing or malformed setting, one per line.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The configuration of this process, parsed once on first import. */
export const env: Env = parseEnv(process.env);
