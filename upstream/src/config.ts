import path from "node:path";
import { z } from "zod";

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
});

/**
 * The reference upstream's settings (see the README):
 * `UPSTREAM_PORT` (5172; 0 = any free port), `UPSTREAM_HOST` (127.0.0.1), `UPSTREAM_DATA_DIR` (.data/upstream: PGlite
 * data, generated secrets, e-mail outbox), `DATABASE_URL` (unset = PGlite), `JWT_SECRET` (unset =
 * generated once into the data directory), `SMTP_URL` (unset = e-mails written to `outbox/`),
 * `RESET_LINK_BASE`, `ADMIN_EMAIL` / `ADMIN_PASSWORD` (first admin; password generated and printed
 * once when unset), `UPSTREAM_SEED` (seed demo data into an empty database, default true).
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
