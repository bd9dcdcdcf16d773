import path from "node:path";
import { announceFirstAdmin, ensureFirstAdmin } from "../accounts";
import { type UpstreamConfig, loadConfig } from "../config";
import { openDatabase, wipeDatabase } from "../db/client";
import { createLogger } from "../log";
import { demoStudents } from "./content";
import { type DemoSeedSummary, isDatabaseEmpty, seedDemoData } from "./seed";

/** What {@link runSeedCommand} did. */
export interface SeedCommandResult {
  /** "seeded" after seeding, "skipped" when the database already held data and `--reset` was not given. */
  outcome: "seeded" | "skipped";
  summary: DemoSeedSummary | null;
  admin: { email: string; password: string | null; created: boolean };
}

/**
 * `npm run upstream:seed [-- --reset]`: seeds the demo catalogue into the upstream database
 * (`DATABASE_URL`, or PGlite in `UPSTREAM_DATA_DIR/pglite`, the server's own location).
 * Without `--reset` an existing catalogue is left alone. With `--reset` every table is wiped
 * (accounts included), the first admin is recreated (with `ADMIN_PASSWORD`, or a new generated
 * password, printed once: no password is kept in a file) and the demo data is seeded again.
 * Running this command is how demo data is asked for on an existing database (the server seeds
 * only with `UPSTREAM_SEED=demo`).
 * PGlite is single-process: stop the upstream server before running this on its data directory.
 */
export async function runSeedCommand(
  args: string[],
  config: UpstreamConfig = loadConfig(),
): Promise<SeedCommandResult> {
  const reset = args.includes("--reset");
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? "" : `${config.UPSTREAM_DATA_DIR}/pglite`,
  });
  try {
    if (reset) await wipeDatabase(database.db);
    const admin = await ensureFirstAdmin(database.db, config);
    if (!(await isDatabaseEmpty(database.db))) {
      return { outcome: "skipped", summary: null, admin };
    }
    const summary = await seedDemoData(database.db);
    return { outcome: "seeded", summary, admin };
  } finally {
    await database.close();
  }
}

async function main() {
  const config = loadConfig();
  const result = await runSeedCommand(process.argv.slice(2), config);
  if (result.outcome === "skipped") {
    console.log(
      "[upstream:seed] the database already holds data; run with --reset to wipe it and seed again",
    );
  } else {
    console.log("[upstream:seed] demo data seeded:", JSON.stringify(result.summary));
    for (const student of demoStudents)
      console.log(`[upstream:seed] demo student: ${student.email} / ${student.password}`);
  }
  const { email, created } = result.admin;
  if (created && !config.ADMIN_PASSWORD) {
    // Generated now: printed in development, a 0600 file (its path logged) in production.
    announceFirstAdmin(result.admin, config, {
      logger: createLogger(config),
      print: (line) => process.stdout.write(line.replace("[upstream]", "[upstream:seed]")),
    });
    return;
  }
  const shown = created ? " (password from ADMIN_PASSWORD)" : " (password unchanged)";
  console.log(`[upstream:seed] admin login: ${email}${shown}`);
}

// Run only as the `upstream:seed` entry point, not when imported by tests.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error("[upstream:seed] failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
