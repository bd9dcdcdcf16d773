import { ensureFirstAdmin } from "./accounts";
import { createApp } from "./app";
import { hashPassword, setHashingWaitBudget, setPasswordCost } from "./auth/passwords";
import { persistentSecret } from "./auth/secrets";
import { type UpstreamConfig, loadConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { listen } from "./http/listen";
import { createMemoryProofThrottle, createPostgresProofThrottle } from "./http/proof-throttle";
import { createMemoryAuthThrottle, createPostgresAuthThrottle } from "./http/throttle";
import { type Logger, silentLogger } from "./log";
import { type JobRunner, startJobRunner } from "./jobs";
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
  /** True when this start seeded the demo data (`UPSTREAM_SEED=demo` on an empty database). */
  demoSeeded: boolean;
  /**
   * Stops gracefully: refuses new connections, lets requests in flight finish for up to
   * `SHUTDOWN_GRACE_MS` (then cuts them), then closes the database.
   * @returns `unfinished`: requests cut off at the deadline.
   */
  close: () => Promise<{ unfinished: number }>;
}

/**
 * Starts the reference upstream: opens the database (PGlite or PostgreSQL) and applies the
 * migrations, creates the first admin, seeds the demo data into an empty database only when
 * `UPSTREAM_SEED=demo` (never by default), sets up the auth and payment-proof throttles (in
 * PostgreSQL on `DATABASE_URL`, else in memory), starts the job queue of scheduled reminders
 * (`jobs.ts`; unless `REMINDERS=false`), and listens on `UPSTREAM_HOST:UPSTREAM_PORT` (port 0 =
 * any free port). Requests and
 * failures are logged to `logger` (`log.ts`; nothing when absent).
 */
export async function startUpstream(
  config: UpstreamConfig = loadConfig(),
  logger: Logger = silentLogger,
): Promise<RunningUpstream> {
  setPasswordCost(config.UPSTREAM_SCRYPT_LOG2N);
  setHashingWaitBudget(config.UPSTREAM_HASH_WAIT_MS);
  // One hash now, so the hashing line knows how long a hash takes here before the first burst.
  await hashPassword("warm-up-password-0");
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? "" : `${config.UPSTREAM_DATA_DIR}/pglite`,
  });
  const jwtSecret = new TextEncoder().encode(
    config.JWT_SECRET ?? persistentSecret(config.UPSTREAM_DATA_DIR, "jwt-secret"),
  );
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.UPSTREAM_DATA_DIR,
  });
  const admin = await ensureFirstAdmin(database.db, config);
  // Demo accounts have published passwords: only when asked for, never by default.
  const demoSeeded = config.UPSTREAM_SEED === "demo" && (await isDatabaseEmpty(database.db));
  if (demoSeeded) await seedDemoData(database.db);
  const throttle = database.pool
    ? await createPostgresAuthThrottle(config, database.pool)
    : createMemoryAuthThrottle(config);
  // After the auth throttle: both may create the `rate_limits` table.
  const proofThrottle = database.pool
    ? await createPostgresProofThrottle(config, database.pool)
    : createMemoryProofThrottle(config);
  let testClock;
  if (config.UPSTREAM_TEST_CLOCK === "true") {
    logger.warn(
      "UPSTREAM_TEST_CLOCK is on: POST /__test/clock moves this server's clock (tests only)",
    );
    testClock = installTestClock();
  }
  // Scheduled e-mails (reminders.ts) and course e-mails (class-mail.ts) on pg-boss queues in the
  // same database; before the app, whose requests queue course e-mails on it.
  let jobs: JobRunner | undefined;
  if (config.REMINDERS === "true") {
    jobs = await startJobRunner({
      db: database.db,
      database,
      config,
      jwtSecret,
      mailer,
      logger,
      cron: config.REMINDERS_CRON,
      graceMs: config.SHUTDOWN_GRACE_MS,
    });
  }
  const app = createApp({
    db: database.db,
    config,
    jwtSecret,
    mailer,
    throttle,
    proofThrottle,
    testClock,
    logger,
    courseMail: jobs,
  });
  // Operator routes (readiness, live backup) need the database handle, not only Drizzle.
  registerOpsRoutes(app, {
    database,
    throttle,
    opsToken: persistentSecret(config.UPSTREAM_DATA_DIR, OPS_TOKEN_FILE),
  });
  const listener = await listen(app.fetch, {
    hostname: config.UPSTREAM_HOST,
    port: config.UPSTREAM_PORT,
    graceMs: config.SHUTDOWN_GRACE_MS,
  });
  return {
    url: `http://${config.UPSTREAM_HOST}:${listener.port}`,
    database,
    admin,
    demoSeeded,
    close: async () => {
      try {
        return await listener.close();
      } finally {
        // A scan in flight finishes (or its transaction rolls back) before the database closes.
        await jobs
          ?.stop()
          .catch((error: unknown) => logger.error({ err: error }, "stopping the job queue failed"));
        // Only once no request can still use it.
        await database.close();
      }
    },
  };
}
