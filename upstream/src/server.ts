import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { ensureFirstAdmin } from "./accounts";
import { createApp } from "./app";
import { persistentSecret } from "./auth/secrets";
import { type UpstreamConfig, loadConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { createMemoryAuthThrottle, createPostgresAuthThrottle } from "./http/throttle";
import { createMailer } from "./mail";
import { OPS_TOKEN_FILE, registerOpsRoutes } from "./ops/routes";
import { installTestClock } from "./test-clock";
import { isDatabaseEmpty, seedDemoData } from "./seed/seed";

/** A running reference upstream. */
export interface RunningUpstream {
  /** Base URL, e.g. `http://127.0.0.1:5172`. */
  url: string;
  database: DatabaseHandle;
  admin: { email: string; password: string | null; created: boolean };
  close: () => Promise<void>;
}

/**
 * Starts the reference upstream: opens the database (PGlite or PostgreSQL) and applies the
 * migrations, creates the first admin, seeds the demo data into an empty database (unless
 * `UPSTREAM_SEED=false`), sets up the auth throttle (in PostgreSQL on `DATABASE_URL`, else in
 * memory), and listens on `UPSTREAM_HOST:UPSTREAM_PORT` (port 0 = any free port).
 */
export async function startUpstream(config: UpstreamConfig = loadConfig()): Promise<RunningUpstream> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATABASE_URL ? "" : `${config.UPSTREAM_DATA_DIR}/pglite` });
  const jwtSecret = new TextEncoder().encode(config.JWT_SECRET ?? persistentSecret(config.UPSTREAM_DATA_DIR, "jwt-secret"));
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.UPSTREAM_DATA_DIR });
  const admin = await ensureFirstAdmin(database.db, config);
  if (config.UPSTREAM_SEED === "true" && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
  }
  const throttle = database.pool
    ? await createPostgresAuthThrottle(config, database.pool)
    : createMemoryAuthThrottle(config);
  let testClock;
  if (config.UPSTREAM_TEST_CLOCK === "true") {
    console.warn("[upstream] UPSTREAM_TEST_CLOCK is on: POST /__test/clock moves this server's clock (tests only)");
    testClock = installTestClock();
  }
  const app = createApp({ db: database.db, config, jwtSecret, mailer, throttle, testClock });
  // Operator routes (readiness, live backup) need the database handle, not only Drizzle.
  registerOpsRoutes(app, { database, opsToken: persistentSecret(config.UPSTREAM_DATA_DIR, OPS_TOKEN_FILE) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, hostname: config.UPSTREAM_HOST, port: config.UPSTREAM_PORT }, () =>
      resolve(instance),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.UPSTREAM_HOST}:${port}`,
    database,
    admin,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
