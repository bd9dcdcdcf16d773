import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Result as LoadResult } from "autocannon";
import { demoStudents } from "../src/seed/content";

// `npm run bench:upstream`: load-tests the reference upstream on a demo-seeded database.
// PGlite always (fresh temp directory, seeded on first start); PostgreSQL too when
// BENCH_DATABASE_URL is set (an empty database is seeded; a non-empty one must already hold the
// demo data). The server runs in its own process so autocannon does not share its event loop.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 20) tune the runs.

// The upstream package's folder (bench/ is in it).
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const demoStudent = demoStudents[0]!;

interface Row {
  driver: string;
  endpoint: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
}

/** The q-th percentile (0-100) of the samples by nearest rank. */
function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))
  ]!;
}

/** A port free right now on the loopback interface (the upstream config refuses port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** Starts `src/main.ts` (from source, through tsx) on a free port and resolves with its base URL once it listens. */
function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  // The parent's DATABASE_URL must not leak into the PGlite run (it could be someone's real database).
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(packageRoot, "src/main.ts")],
    {
      cwd: packageRoot,
      env: { ...inherited, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    let isListening = false;
    // Once listening, the output (a log line per request) is only drained, not kept.
    const onData = (chunk: Buffer) => {
      if (isListening) return;
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        isListening = true;
        resolve({ url: match[1]!, child });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) =>
      reject(new Error(`upstream exited (${code}) before listening:\n${output}`)),
    );
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(
      `${init?.method ?? "GET"} ${url} answered ${response.status}: ${await response.text()}`,
    );
  return (await response.json()) as T;
}

function runLoad(
  url: string,
  headers: Record<string, string>,
): Promise<{ result: LoadResult; latencies: number[] }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

async function benchDriver(driver: "pglite" | "postgres", databaseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "upstream-bench-"));
  const started = Date.now();
  const { url, child } = await startServer({
    UPSTREAM_DATA_DIR: dataDir,
    UPSTREAM_HOST: "127.0.0.1",
    UPSTREAM_PORT: String(await freePort()),
    UPSTREAM_SEED: "demo",
    JWT_SECRET: randomBytes(32).toString("base64url"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  console.log(
    `[bench] ${driver}: upstream ready at ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const login = await fetchJson<{ token: string; userId: string }>(
      `${url}/api/Authentication/login`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: demoStudent.email, password: demoStudent.password }),
      },
    ).catch((error: unknown) => {
      throw new Error(
        `demo student login failed (is the database demo-seeded?): ${error instanceof Error ? error.message : error}`,
      );
    });
    const auth = { Authorization: `Bearer ${login.token}` };
    const courses = await fetchJson<{ id: string; name: string }[]>(
      `${url}/api/OnDemandCourses/GetAllOnDemandCourses`,
      { headers: auth },
    );
    const course =
      courses.find((c) =>
        demoStudent.enrollments.some((e) => c.name.toLowerCase().includes(e.courseKey)),
      ) ?? courses[0];
    if (!course) throw new Error("no on-demand course in the database");

    const endpoints = [
      "/api/Documents/Products?PageSize=20",
      "/api/OnDemandCourses/GetAllOnDemandCourses",
      `/api/Students/CheckEnrollment/${course.id}/${login.userId}`,
    ];
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      // Warm up caches and JIT before measuring.
      for (let i = 0; i < 20; i += 1)
        await (await fetch(`${url}${endpoint}`, { headers: auth })).arrayBuffer();
      const { result, latencies } = await runLoad(`${url}${endpoint}`, auth);
      rows.push({
        driver,
        endpoint: endpoint.replace(course.id, "{courseId}").replace(login.userId, "{studentId}"),
        requestsPerSecond: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        non2xx: result.non2xx,
        errors: result.errors,
      });
      console.log(`[bench] ${driver} ${endpoint}: ${result.requests.average.toFixed(0)} req/s`);
    }
    return rows;
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`[bench] autocannon: ${connections} connections, ${duration} s per endpoint`);
  const rows = await benchDriver("pglite");
  if (process.env.BENCH_DATABASE_URL)
    rows.push(...(await benchDriver("postgres", process.env.BENCH_DATABASE_URL)));
  else console.log("[bench] BENCH_DATABASE_URL not set: PostgreSQL run skipped");
  console.log("");
  console.table(
    rows.map((row) => ({
      driver: row.driver,
      endpoint: row.endpoint,
      "req/s": Math.round(row.requestsPerSecond),
      "p50 ms": Number(row.p50.toFixed(1)),
      "p95 ms": Number(row.p95.toFixed(1)),
      "non-2xx": row.non2xx,
      errors: row.errors,
    })),
  );
  if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
    console.error("[bench] some requests failed: the numbers above are not trustworthy");
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
