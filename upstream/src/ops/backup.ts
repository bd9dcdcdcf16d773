import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type UpstreamConfig, fromInvocationDir, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { OPS_TOKEN_FILE } from "./routes";

/** The base URL on which this machine reaches the configured upstream (a wildcard host → loopback). */
export function localUrl(config: UpstreamConfig): string {
  const host = ["0.0.0.0", "::", ""].includes(config.UPSTREAM_HOST)
    ? "127.0.0.1"
    : config.UPSTREAM_HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.UPSTREAM_PORT}`;
}

/** True when an upstream answers `GET /health` at the configured address within a second. */
export async function isUpstreamRunning(config: UpstreamConfig): Promise<boolean> {
  try {
    const response = await fetch(`${localUrl(config)}/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function pglitePath(config: UpstreamConfig): string {
  return path.join(config.UPSTREAM_DATA_DIR, "pglite");
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.error)
    throw new Error(
      `${command} could not run (${result.error.message}); install the PostgreSQL client tools`,
    );
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}`);
}

/**
 * `npm run backup -- FILE`: writes a consistent copy of the upstream's database to `file`.
 * - PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom` (restore with {@link restoreCommand}).
 * - PGlite, upstream running at the configured address: asks it for a live snapshot through
 *   `POST /ops/backup` with the operator token from the data directory.
 * - PGlite, upstream stopped: opens the data directory itself and dumps it.
 * The file is written under a temporary name and renamed, so a failed backup leaves no half file.
 * @returns how the copy was taken.
 * @throws Error with a message for the operator when the copy cannot be taken.
 */
export async function backupCommand(
  file: string,
  config: UpstreamConfig = loadConfig(),
): Promise<"pg_dump" | "live" | "offline"> {
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  if (config.DATABASE_URL) {
    run("pg_dump", ["--format=custom", "--no-owner", `--file=${partial}`, config.DATABASE_URL]);
    renameSync(partial, target);
    return "pg_dump";
  }
  if (await isUpstreamRunning(config)) {
    const tokenFile = path.join(config.UPSTREAM_DATA_DIR, OPS_TOKEN_FILE);
    if (!existsSync(tokenFile))
      throw new Error(
        `No operator token in ${tokenFile}: is UPSTREAM_DATA_DIR the running upstream's?`,
      );
    const response = await fetch(`${localUrl(config)}/ops/backup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${readFileSync(tokenFile, "utf8").trim()}` },
    });
    if (!response.ok)
      throw new Error(`The running upstream refused the backup (HTTP ${response.status})`);
    writeFileSync(partial, new Uint8Array(await response.arrayBuffer()));
    renameSync(partial, target);
    return "live";
  }
  const database = await openDatabase({ dataDir: pglitePath(config) });
  try {
    const archive = await database.dump!();
    writeFileSync(partial, new Uint8Array(await archive.arrayBuffer()));
  } finally {
    await database.close();
  }
  renameSync(partial, target);
  return "offline";
}

/**
 * `npm run restore -- FILE`: restores a backup made by {@link backupCommand}.
 * Refuses while an upstream answers at the configured address, and refuses to overwrite data:
 * PGlite restores only into an empty or missing `UPSTREAM_DATA_DIR/pglite`; PostgreSQL only into
 * a database without tables (`pg_restore`). Migrations newer than the backup are applied after a
 * PGlite restore (on PostgreSQL, at the upstream's next start).
 * @throws Error with a message for the operator when it refuses or the restore fails.
 */
export async function restoreCommand(
  file: string,
  config: UpstreamConfig = loadConfig(),
): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`No backup file at ${source}`);
  if (await isUpstreamRunning(config)) {
    throw new Error(`An upstream is running at ${localUrl(config)}: stop it before restoring.`);
  }
  if (config.DATABASE_URL) {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
      );
      if (Number(rows[0]?.count ?? 0) > 0) {
        throw new Error(
          "The database named by DATABASE_URL already has tables: restore into an empty database.",
        );
      }
    } finally {
      await client.end();
    }
    run("pg_restore", ["--no-owner", `--dbname=${config.DATABASE_URL}`, source]);
    return;
  }
  const target = pglitePath(config);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(
      `${target} already holds a database: move it away or set UPSTREAM_DATA_DIR to an empty directory.`,
    );
  }
  const database = await openDatabase({
    dataDir: target,
    loadDataDir: new Blob([new Uint8Array(readFileSync(source))]),
  });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, fileArgument] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !fileArgument) {
    console.error("usage: npm run backup -- FILE | npm run restore -- FILE");
    process.exit(2);
  }
  const file = fromInvocationDir(fileArgument);
  try {
    if (command === "backup") {
      const how = await backupCommand(file);
      console.log(
        `[backup] wrote ${path.resolve(file)} (${how === "live" ? "live copy from the running upstream" : how})`,
      );
    } else {
      await restoreCommand(file);
      console.log(`[restore] restored ${path.resolve(file)}; start the upstream to use it`);
    }
  } catch (error) {
    console.error(`[${command}] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// Run only as the `backup`/`restore` entry point, not when imported by tests.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
