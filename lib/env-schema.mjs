// The web app's settings, written once as zod schemas in plain JavaScript: lib/env.ts parses
// the app's environment with them (Next bundles this file), and scripts/start.mjs, which Node
// runs without a bundler, parses its own few settings with the same schemas. Types come
// from this file itself (tsconfig `allowJs`): there is no second copy of the shapes to drift.
import { config } from "zod/v4/core";
import * as z from "zod";

// As lib/zod.ts: zod never compiles a parser with `new Function` (the CSP forbids eval).
config({ jitless: true });

/**
 * A whole number above zero read from a setting's text, `fallback` when the setting is absent.
 * @param {number} fallback
 */
const positiveInt = (fallback) => z.coerce.number().int().positive().default(fallback);

/**
 * The web app's configuration, parsed once from the process environment with a clear message
 * for each missing or malformed value.
 *
 * - `UPSTREAM_URL`: base URL of the upstream REST API (default `http://127.0.0.1:5172`).
 * - `SESSION_SECRET`: iron-session password, 32+ characters (required).
 * - `SITE_URL`: public origin of this site, used for canonical URLs and the sitemap.
 * - `PAYMENT_*`: payee numbers and accounts shown on /payment (configuration, not code).
 * - `UPSTREAM_TIMEOUT_MS`: timeout of upstream writes (POST/PUT/DELETE) in milliseconds (default
 *   10000); file downloads get six times as long.
 * - `UPSTREAM_READ_TIMEOUT_MS`: timeout of upstream reads (GET) in milliseconds (default 3000).
 * - `UPSTREAM_BREAKER_THRESHOLD`: consecutive upstream outages (network failure, timeout, 502/503/
 *   504) that open the circuit breaker (default 5; `lib/upstream/breaker.ts`).
 * - `UPSTREAM_BREAKER_COOLDOWN_MS`: how long an open breaker fails calls at once before one probe
 *   call may try the upstream again, in milliseconds (default 10000).
 * - `TRUST_PROXY`: reverse proxies in front of this app that append the client's address to
 *   `X-Forwarded-For` (default 0: reached directly; see `lib/auth/client-address.ts`).
 * - `LOG_LEVEL`: the least level written to the logs (`lib/log.ts`): fatal, error, warn, info
 *   (default), debug, trace or silent. `LOG_FORMAT`: `auto` (default: readable lines when stdout
 *   is a terminal, JSON lines otherwise), `json` or `pretty`.
 * - `THROTTLE_*`: limits of login, password reset and signup (`lib/auth/throttle.ts`): failed
 *   logins/resets per account from one client address (10) and per address (1200: a carrier
 *   NAT's thousand students an hour, each mistyping once, and room for attempts in flight) in
 *   `THROTTLE_LOGIN_WINDOW_SECONDS` (900), IPv6 addresses counted by /64; per account from every
 *   address (`THROTTLE_ACCOUNT_FAILURES`, 100) in `THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS`
 *   (86400), refusing every address the account has not logged in from (resets: only addresses
 *   that already failed for it); signups and reset e-mails per e-mail address (5) and per client address (20) in
 *   `THROTTLE_ACCOUNT_WINDOW_SECONDS` (3600).
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
  PORT: z.coerce
    .number({ message: "PORT must be a whole number from 0 to 65535" })
    .int()
    .min(0)
    .max(65_535)
    .default(3000),
  UPSTREAM_TIMEOUT_MS: positiveInt(10_000),
  UPSTREAM_READ_TIMEOUT_MS: positiveInt(3000),
  UPSTREAM_BREAKER_THRESHOLD: positiveInt(5),
  UPSTREAM_BREAKER_COOLDOWN_MS: positiveInt(10_000),
  TRUST_PROXY: z.coerce
    .number({ message: "TRUST_PROXY must be a whole number of proxies (0 when none)" })
    .int()
    .min(0)
    .default(0),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  LOG_FORMAT: z
    .enum(["auto", "json", "pretty"], { message: "LOG_FORMAT must be auto, json or pretty" })
    .default("auto"),
  THROTTLE_LOGIN_FAILURES: positiveInt(10),
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: positiveInt(1200),
  THROTTLE_LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
  THROTTLE_ACCOUNT_FAILURES: positiveInt(100),
  THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS: positiveInt(24 * 60 * 60),
  THROTTLE_ACCOUNT_REQUESTS: positiveInt(5),
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: positiveInt(20),
  THROTTLE_ACCOUNT_WINDOW_SECONDS: positiveInt(60 * 60),
  PAYMENT_WALLET_NUMBER: z.string().default("+20 100 000 0000"),
  PAYMENT_CARD_EGP_ACCOUNT: z.string().default("EG00 0000 0000 0000 0000 0000 0001"),
  PAYMENT_CARD_USD_ACCOUNT: z.string().default("EG00 0000 0000 0000 0000 0000 0002"),
  PAYMENT_INSTANT_TRANSFER_ADDRESS: z.string().default("brightway@instapay"),
  PAYMENT_WHATSAPP_NUMBER: z.string().default("201000000000"),
});

/** The payee settings a live site must set itself: their defaults are the demo wallet and accounts. */
const PAYMENT_SETTINGS = /** @type {const} */ ([
  "PAYMENT_WALLET_NUMBER",
  "PAYMENT_CARD_EGP_ACCOUNT",
  "PAYMENT_CARD_USD_ACCOUNT",
  "PAYMENT_INSTANT_TRANSFER_ADDRESS",
  "PAYMENT_WHATSAPP_NUMBER",
]);

/**
 * True when `siteUrl` names this machine (localhost, `*.localhost`, 127.x.x.x, [::1]): the
 * README's run and the e2e suites, where the demo payment details are expected. False for any
 * other host; true for a malformed URL, which the schema reports itself.
 * @param {string} siteUrl
 */
function isLocalSite(siteUrl) {
  try {
    const host = new URL(siteUrl).hostname;
    return (
      host === "localhost" ||
      host.endsWith(".localhost") ||
      host === "[::1]" ||
      /^127(?:\.\d{1,3}){3}$/.test(host)
    );
  } catch {
    return true;
  }
}

/**
 * Why a start must be refused for its payment details: with `NODE_ENV` production and a
 * `SITE_URL` that is not this machine, every {@link PAYMENT_SETTINGS} entry must be set (not
 * blank), else /payment would tell real buyers to pay the demo wallet. Null when the start may go
 * on (development, a local SITE_URL, or all set).
 * @param {Record<string, string | undefined>} source the process environment
 * @returns {string | null} an "Invalid configuration:" message naming the missing settings
 */
export function demoPaymentProblem(source) {
  if (source.NODE_ENV !== "production" || !source.SITE_URL || isLocalSite(source.SITE_URL))
    return null;
  const missing = PAYMENT_SETTINGS.filter((name) => !source[name]?.trim());
  if (missing.length === 0) return null;
  return `Invalid configuration:\n- ${missing.join(", ")}: a production site (SITE_URL ${source.SITE_URL}) must set the business's own payment details; without them /payment tells buyers to pay the demo wallet and accounts`;
}

/**
 * Ends a starting process (exit code 1, the message on stderr) when {@link demoPaymentProblem}
 * finds one; for scripts/start.mjs and instrumentation.ts, before anything starts.
 * @param {Record<string, string | undefined>} source the process environment
 */
export function refuseDemoPaymentDetails(source) {
  const problem = demoPaymentProblem(source);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

/**
 * The settings scripts/start.mjs and instrumentation.ts read before the app's code runs:
 * `TRUST_PROXY`, `UPSTREAM_READ_TIMEOUT_MS`, `LOG_LEVEL`, `LOG_FORMAT` and `PORT` (default 3000,
 * where Next listens) as the app reads them, plus `SHUTDOWN_GRACE_MS`, how long `npm start`
 * waits for its children to stop before it kills them, in milliseconds (default 10000).
 */
export const webServerEnvSchema = envSchema
  .pick({
    TRUST_PROXY: true,
    UPSTREAM_READ_TIMEOUT_MS: true,
    LOG_LEVEL: true,
    LOG_FORMAT: true,
    PORT: true,
  })
  .extend({
    SHUTDOWN_GRACE_MS: z.coerce
      .number({ message: "SHUTDOWN_GRACE_MS must be a whole number of milliseconds" })
      .int()
      .min(0)
      .default(10_000),
  });

/**
 * Parses an environment record with `schema`.
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {Record<string, string | undefined>} source
 * @returns {z.output<S>}
 * @throws Error "Invalid configuration:" listing every missing or malformed setting, one per line.
 */
export function parseEnv(schema, source) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/**
 * The web server's settings ({@link webServerEnvSchema}) as scripts/start.mjs and
 * instrumentation.ts read them: an empty setting counts as unset (`PORT= npm start` listens on
 * 3000, not on a random port). For a process's start only: a bad setting ends the process with
 * the "Invalid configuration:" message on stderr and exit code 1.
 * @param {Record<string, string | undefined>} source
 * @returns {z.output<typeof webServerEnvSchema>}
 */
export function readWebServerSettings(source) {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  try {
    return parseEnv(webServerEnvSchema, set);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
