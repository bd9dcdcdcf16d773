import path from "node:path";
import { z } from "zod";

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
  RESET_LINK_BASE: z.url("RESET_LINK_BASE must be an absolute URL").default("http://localhost:3000/ForgotPassword"),
  ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an e-mail address").default("admin@brightway.local"),
  ADMIN_PASSWORD: z.string().min(10, "ADMIN_PASSWORD must be 10 or more characters").regex(/\d/, "ADMIN_PASSWORD must contain a digit").optional(),
  UPSTREAM_SEED: z.enum(["true", "false"]).default("true"),
  THROTTLE_LOGIN_FAILURES: positiveInt.default(10),
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: positiveInt.default(100),
  THROTTLE_LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  THROTTLE_ACCOUNT_REQUESTS: positiveInt.default(5),
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: positiveInt.default(20),
  THROTTLE_ACCOUNT_WINDOW_SECONDS: positiveInt.default(60 * 60),
  TRUSTED_PROXIES: z
    .string()
    .default("loopback")
    .transform((list) => list.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "")),
  UPSTREAM_TEST_CLOCK: z.enum(["true", "false"]).default("false"),
  UPSTREAM_ORDERS: z.enum(["true", "false"]).default("true"),
  UPSTREAM_MEDIA: z.enum(["true", "false"]).default("true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

/**
 * The reference upstream's settings (see the README):
 * `UPSTREAM_PORT` (5172; 0 = any free port), `UPSTREAM_HOST` (127.0.0.1), `UPSTREAM_DATA_DIR` (.data/upstream: PGlite
 * data, generated secrets, e-mail outbox), `DATABASE_URL` (unset = PGlite), `JWT_SECRET` (unset =
 * generated once into the data directory), `SMTP_URL` (unset = e-mails written to `outbox/`),
 * `RESET_LINK_BASE`, `ADMIN_EMAIL` / `ADMIN_PASSWORD` (first admin; password generated and printed
 * once when unset), `UPSTREAM_SEED` (seed demo data into an empty database, default true).
 *
 * Throttling of the auth endpoints (`http/throttle.ts`): `THROTTLE_LOGIN_FAILURES` (10) failed
 * logins or password resets per account, and `THROTTLE_LOGIN_FAILURES_PER_ADDRESS` (100) per
 * client address, in `THROTTLE_LOGIN_WINDOW_SECONDS` (900); `THROTTLE_ACCOUNT_REQUESTS` (5)
 * signups or reset e-mails per e-mail address, and `THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS` (20)
 * per client address, in `THROTTLE_ACCOUNT_WINDOW_SECONDS` (3600). `TRUSTED_PROXIES`
 * ("loopback"): comma-separated peer addresses, or `loopback`, whose `X-Forwarded-For` names the
 * client (the web app on the same machine); `none` trusts no one.
 * `UPSTREAM_TEST_CLOCK` (false): tests only, lets `POST /__test/clock` move this process's clock.
 * `UPSTREAM_ORDERS` (true): serve the orders extension; false answers like the legacy API.
 * `UPSTREAM_MEDIA` (true): serve the media extension (images and files by themselves); false as the legacy API.
 *
 * Operations: `LOG_LEVEL` (info; pino's levels, `silent` = none), `LOG_FORMAT` (auto: readable
 * lines when stdout is a terminal, JSON lines otherwise; `json`, `pretty` force one), and
 * `SHUTDOWN_GRACE_MS` (10000): on SIGTERM/SIGINT, how long requests in flight may still run
 * before their connections are cut.
 */
export type UpstreamConfig = Omit<z.infer<typeof configSchema>, "UPSTREAM_DATA_DIR"> & {
  UPSTREAM_DATA_DIR: string;
};

/**
 * Parses the upstream settings from an environment record.
 * @throws Error listing every malformed setting.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): UpstreamConfig {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid upstream configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, UPSTREAM_DATA_DIR: path.resolve(result.data.UPSTREAM_DATA_DIR) };
}
