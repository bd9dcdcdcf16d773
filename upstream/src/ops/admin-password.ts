import path from "node:path";
import { resetAdminPassword } from "../accounts";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";

/**
 * `npm run admin-password -- <email>`: gives the Admin with that e-mail a new random password,
 * printed once (kept nowhere else), and signs that account out everywhere. It opens the upstream's
 * database (`DATABASE_URL`, or PGlite in `UPSTREAM_DATA_DIR/pglite`): PGlite is single-process,
 * so stop the upstream first on the embedded database.
 */
async function main(): Promise<void> {
  const [email] = process.argv.slice(2);
  if (!email || email.startsWith("-")) {
    console.error("Usage: npm run admin-password -- <admin e-mail>");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? "" : `${config.UPSTREAM_DATA_DIR}/pglite`,
  });
  try {
    const password = await resetAdminPassword(database.db, email);
    if (password === null) {
      console.error(`No admin account has the e-mail ${email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `New password for ${email.trim().toLowerCase()}: ${password} (printed only now and kept nowhere; every session of the account has ended)`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(
      `admin-password failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
