import path from "node:path";
import { z } from "zod";
import { isTrustedProxyEntry } from "./http/throttle";

const positiveInt = z.coerce.number().int().positive();

const configSchema = z.object({
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(5172),
  UPSTREAM_HOST: z.string().default("127.0.0.1"),
  UPSTREAM_DATA_DIR: z.string().default(".data/upstream"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be 32 or more characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("BrightWay <no-reply@brightway.local>"),
  RESET_LINK_BASE: z
    .url("RESET_LINK_BASE must be an absolute URL")
    .default("http://localhost:3000/ForgotPassword"),
  EMAIL_CHANGE_LINK_BASE: z.url("EMAIL_CHANGE_LINK_BASE must be an absolute URL").optional(),
  ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an e-mail address").default("admin@brightway.local"),
  ADMIN_PASSWORD: z
    .string()
    .min(10, "ADMIN_PASSWORD must be 10 or more characters")
    .regex(/\d/, "ADMIN_PASSWORD must contain a digit")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).catch("development"),
  // Demo data (students with published passwords) only when asked for. `true`/`false`
  // are the older spellings of `demo`/`none`.
  UPSTREAM_SEED: z
    .enum(["demo", "none", "true", "false"], { message: "UPSTREAM_SEED must be demo or none" })
    .default("none")
    .transform((value): "demo" | "none" =>
      value === "demo" || value === "true" ? "demo" : "none",
    ),
  THROTTLE_LOGIN_FAILURES: positiveInt.default(10),
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: positiveInt.default(1200),
  THROTTLE_LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  THROTTLE_ACCOUNT_REQUESTS: positiveInt.default(5),
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: positiveInt.default(20),
  THROTTLE_ACCOUNT_WINDOW_SECONDS: positiveInt.default(60 * 60),
  THROTTLE_PROOFS_PER_ORDER: positiveInt.default(5),
  THROTTLE_PROOFS_WINDOW_SECONDS: positiveInt.default(60 * 60),
  THROTTLE_ENQUIRIES_PER_ADDRESS: positiveInt.default(5),
  THROTTLE_ENQUIRIES_PER_EMAIL: positiveInt.default(3),
  THROTTLE_ENQUIRIES_WINDOW_SECONDS: positiveInt.default(60 * 60),
  THROTTLE_ACCOUNT_FAILURES: positiveInt.default(100),
  THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS: positiveInt.default(24 * 60 * 60),
  UPSTREAM_SCRYPT_LOG2N: z.coerce.number().int().min(10).max(20).default(17),
  UPSTREAM_HASH_WAIT_MS: z.coerce.number().int().min(0).default(3000),
  TRUSTED_PROXIES: z
    .string()
    .default("loopback")
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    )
    .refine((entries) => entries.every(isTrustedProxyEntry), {
      message:
        "TRUSTED_PROXIES must list addresses, subnets (10.0.0.0/24), loopback or none, separated by commas",
    }),
  UPSTREAM_TEST_CLOCK: z.enum(["true", "false"]).default("false"),
  UPSTREAM_ORDERS: z.enum(["true", "false"]).default("true"),
  UPSTREAM_SESSIONS: z.enum(["true", "false"]).default("true"),
  SESSION_ADMIN_IDLE_SECONDS: positiveInt.default(30 * 60),
  SESSION_ADMIN_LIFETIME_SECONDS: positiveInt.default(12 * 60 * 60),
  SESSION_STUDENT_IDLE_SECONDS: positiveInt.default(14 * 24 * 60 * 60),
  SESSION_STUDENT_LIFETIME_SECONDS: positiveInt.default(30 * 24 * 60 * 60),
  UPSTREAM_MEDIA: z.enum(["true", "false"]).default("true"),
  UPSTREAM_LIVE_SESSIONS: z.enum(["true", "false"]).default("true"),
  UPSTREAM_ASSESSMENTS: z.enum(["true", "false"]).default("true"),
  UPSTREAM_CLASS_MESSAGES: z.enum(["true", "false"]).default("true"),
  UPSTREAM_PUBLISHING: z.enum(["true", "false"]).default("true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_BASE_URL: z
    .url("WEB_BASE_URL must be an absolute URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  REMINDERS: z.enum(["true", "false"]).default("true"),
  REMINDERS_CRON: z.string().default("*/5 * * * *"),
  ORDER_NUDGE: z.enum(["true", "false"]).default("true"),
});

/**
 * The reference upstream's settings (see docs/settings.md):
 * `UPSTREAM_PORT` (5172; 0 = any free port), `UPSTREAM_HOST` (127.0.0.1), `UPSTREAM_DATA_DIR` (.data/upstream, from
 * the folder npm was run in ({@link fromInvocationDir}): PGlite
 * data, generated secrets, e-mail outbox), `DATABASE_URL` (unset = PGlite), `JWT_SECRET` (unset =
 * generated once into the data directory), `SMTP_URL` (unset = e-mails written to `outbox/`),
 * `RESET_LINK_BASE`, `ADMIN_EMAIL` / `ADMIN_PASSWORD` (first admin; when unset a password is
 * generated and printed once, or with `NODE_ENV=production` written to a 0600 file in the data
 * directory whose path is logged: `announceFirstAdmin`), `UPSTREAM_SEED` (`demo`: seed the demo catalogue and
 * demo students into an empty database; default `none`: never, whatever the database).
 *
 * Throttling of the auth endpoints (`http/throttle.ts`): `THROTTLE_LOGIN_FAILURES` (10) failed
 * logins or password resets per account from one client address, and
 * `THROTTLE_LOGIN_FAILURES_PER_ADDRESS` (1200: a carrier NAT's thousand students an hour, each
 * mistyping once, and room for attempts in flight) per client address over all accounts, in
 * `THROTTLE_LOGIN_WINDOW_SECONDS` (900), IPv6 addresses counted by /64;
 * `THROTTLE_ACCOUNT_FAILURES` (100) per account from every address in
 * `THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS` (86400), which refuses every address the account has
 * not logged in from (reset codes: only addresses that already failed for it);
 * `THROTTLE_ACCOUNT_REQUESTS` (5)
 * signups or reset e-mails per e-mail address (for reset e-mails refusing only addresses that
 * already asked for that account), and `THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS` (20)
 * per client address, in `THROTTLE_ACCOUNT_WINDOW_SECONDS` (3600); `THROTTLE_PROOFS_PER_ORDER`
 * (5) payment proofs per order in `THROTTLE_PROOFS_WINDOW_SECONDS` (3600);
 * `THROTTLE_ENQUIRIES_PER_ADDRESS` (5) consultancy enquiries per client address and
 * `THROTTLE_ENQUIRIES_PER_EMAIL` (3) per e-mail address in `THROTTLE_ENQUIRIES_WINDOW_SECONDS`
 * (3600), counted in the `enquiries` table itself (every instance agrees). `TRUSTED_PROXIES`
 * ("loopback"): comma-separated peer addresses or subnets (`10.0.0.0/24`), or `loopback`, whose
 * `X-Forwarded-For` names the client: the web instances (on the same machine: `loopback`; on
 * others: their addresses) and any balancer in front of the upstream; `none` trusts no one.
 * `UPSTREAM_SCRYPT_LOG2N` (17): scrypt's cost N = 2^n for new password hashes (lower only in tests).
 * `UPSTREAM_HASH_WAIT_MS` (3000): how long a login, signup or reset may expect to wait for a free
 * hashing lane (two hashes at once); past it the request is answered at once with 503 and
 * `Retry-After` instead of waiting (`auth/passwords.ts`).
 * `UPSTREAM_TEST_CLOCK` (false): tests only, lets `POST /__test/clock` move this process's clock.
 * `UPSTREAM_ORDERS` (true): serve the orders extension; false answers like the legacy API.
 * `EMAIL_CHANGE_LINK_BASE` (unset = `/confirmEmail` on the origin of `RESET_LINK_BASE`): the page
 * the login e-mail change link opens (`email-change.ts`).
 * `UPSTREAM_SESSIONS` (true): server-side sessions (`sessions.ts`; false: tokens as the legacy
 * API, 7 days, no revocation); `SESSION_ADMIN_IDLE_SECONDS` (1800) and
 * `SESSION_ADMIN_LIFETIME_SECONDS` (43200), `SESSION_STUDENT_IDLE_SECONDS` (14 days) and
 * `SESSION_STUDENT_LIFETIME_SECONDS` (30 days): a session ends after that long without a request,
 * and in any case that long after its login.
 * `UPSTREAM_MEDIA` (true): serve the media extension (images and files by themselves); false as the legacy API.
 * `UPSTREAM_LIVE_SESSIONS` (true): serve the live-sessions extension (sessions of online courses,
 * Join, attendance, calendars); false answers like the legacy API.
 * `UPSTREAM_ASSESSMENTS` (true): serve the assessments extension (quizzes and final exams); false
 * answers like the legacy API.
 * `UPSTREAM_CLASS_MESSAGES` (true): serve the class-messages extension (the owner's messages to a
 * course's students); false answers like the legacy API. Schedule-change e-mails go with live
 * sessions.
 * `UPSTREAM_PUBLISHING` (true): serve the publishing extension (new courses, products and
 * publications start as drafts only admins see); false answers like the legacy API (everything
 * created is published at once, nothing is hidden).
 *
 * Operations: `LOG_LEVEL` (info; pino's levels, `silent` = none), `LOG_FORMAT` (auto: readable
 * lines when stdout is a terminal, JSON lines otherwise; `json`, `pretty` force one), and
 * `SHUTDOWN_GRACE_MS` (10000): on SIGTERM/SIGINT, how long requests in flight may still run
 * before their connections are cut.
 *
 * Scheduled reminders (`reminders.ts`, `jobs.ts`): `REMINDERS` (true) runs the reminder job on
 * this instance (a pg-boss queue in the database); `REMINDERS_CRON` (every 5 minutes, UTC) how
 * often it scans; `ORDER_NUDGE` (true) e-mails `ADMIN_EMAIL` about an order waiting 20 hours;
 * `WEB_BASE_URL` (unset = the origin of `RESET_LINK_BASE`) the web app's address for the links
 * in e-mails (renew, unsubscribe).
 */
export type UpstreamConfig = Omit<z.infer<typeof configSchema>, "UPSTREAM_DATA_DIR"> & {
  UPSTREAM_DATA_DIR: string;
};

/**
 * Parses the upstream settings from an environment record.
 * @throws Error listing every malformed setting.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
): UpstreamConfig {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid upstream configuration:\n${lines.join("\n")}`);
  }
  return {
    ...result.data,
    UPSTREAM_DATA_DIR: fromInvocationDir(result.data.UPSTREAM_DATA_DIR, source),
  };
}

/**
 * `file` as an absolute path, a relative one taken from the folder the command was run in: npm's
 * `INIT_CWD` (a root script such as `npm run backup` runs in upstream/, but `.data/upstream` and a
 * backup FILE are meant from the repository root, as with `npm start`), else the process's cwd.
 */
export function fromInvocationDir(
  file: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), file);
}
