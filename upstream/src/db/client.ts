import path from "node:path";
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import * as schema from "./schema";

/** The Drizzle database type shared by both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle or the database itself: what data functions accept. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** An open database with the driver it runs on and a way to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** The node-postgres pool on PostgreSQL (shared with the auth throttle); absent on PGlite. */
  pool?: Pool;
  close: () => Promise<void>;
  /** Runs `SELECT 1`; rejects when the database does not answer. */
  ping: () => Promise<void>;
  /**
   * PGlite only: a consistent gzip tarball of the whole data directory, taken inside the
   * running process (queries are serialised, so no write is half in it). PostgreSQL: use pg_dump.
   */
  dump?: () => Promise<Blob>;
  /**
   * Runs raw SQL on the same connection(s) as `db`, in the shape pg-boss's `db` option expects
   * (`{ rows }`). Text without `values` may hold several statements (pg-boss sends
   * `BEGIN; …; COMMIT;` blocks); on PGlite those run as one exclusive `exec`, so nothing of the
   * app interleaves with them.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

/**
 * The upstream package's folder: the nearest one holding a package.json above `start` (this
 * module's folder is src/db/ when run from source, dist/ once compiled into one bundle).
 * @throws when no folder above `start` holds a package.json.
 */
function packageFolder(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in or above ${start}`);
  }
}

/** Folder of the drizzle-kit migrations committed with the package (upstream/drizzle). */
const migrationsFolder = path.join(
  packageFolder(path.dirname(fileURLToPath(import.meta.url))),
  "drizzle",
);

/**
 * Opens the database: PostgreSQL through `pg` when `databaseUrl` is set, otherwise PGlite
 * (embedded PostgreSQL) with its data in `dataDir` (`"memory://"` keeps it in memory), then
 * applies the committed migrations.
 * @throws when the server is unreachable or a migration fails.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: a data-directory tarball (from {@link DatabaseHandle.dump}) to start from. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      pool,
      close: () => pool.end(),
      ping: async () => {
        await pool.query("SELECT 1");
      },
      executeSql: (text, values) => pool.query(text, values),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    close: () => client.close(),
    ping: async () => {
      await client.query("SELECT 1");
    },
    dump: () => client.dumpDataDir("gzip"),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Every table, children first, for wiping the data (tests, `upstream:seed -- --reset`). */
const allTables = [
  "enquiries",
  "sent_reminders",
  "sessions",
  "settings",
  "orders",
  "password_reset_tokens",
  "email_changes",
  "certificates",
  "video_completions",
  "product_students",
  "enrollments",
  "videos",
  "sections",
  "packages",
  "project_images",
  "projects",
  "headers",
  "portfolios",
  "products",
  "publications",
  "courses",
  "users",
  "files",
] as const;

/** Deletes every row of every table (schema kept) and restarts the integer id sequences. */
export async function wipeDatabase(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`TRUNCATE ${allTables.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`),
  );
}
