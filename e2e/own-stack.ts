/**
 * A web app and upstream of a spec's own (and, when asked, a redis-server), for specs that stop
 * the upstream or count cache entries: the suite's shared pair must keep working for the others.
 * Ports are offsets from the suite's (`E2E_WEB_PORT`, `E2E_UPSTREAM_PORT`), so parallel runs on
 * other ports do not collide. The upstream is started directly (no wrapper script), so that
 * SIGSTOP hangs the upstream itself; its database is fresh, with the demo seed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startRedisServer, upstreamArgs } from "../scripts/processes.mjs";
import { expect } from "./test";

/** A running stack; {@link OwnStack.stop} ends every process it started. */
export interface OwnStack {
  web: string;
  upstream: string;
  /** `redis://…` when started with Redis. */
  redisUrl?: string;
  upstreamProcess: ChildProcess;
  stop(): Promise<void>;
}

/** Resolves once `url` answers 200 (polled every 250 ms, for up to two minutes). */
export async function waitUntilUp(url: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, {
      timeout: 120_000,
      intervals: [250],
    })
    .toBe(200);
}

/**
 * A GET of a page as a browser asks for it (HTML, a redirect not followed), with the time it took.
 * @param cookie the session cookie of a signed-in reader, if any
 * @returns the status, the time in ms, the body and the Retry-After header (null without one).
 */
export async function timedGet(url: string, cookie?: string) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  const body = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    body,
    retryAfter: response.headers.get("retry-after"),
  };
}

/** Ends `child` (resuming it first, should it be stopped) and resolves once it has exited. */
async function end(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGCONT");
  child.kill("SIGTERM");
  await exited;
}

/**
 * Starts the stack at `offset` from the suite's ports (web, upstream; Redis on upstream + 1).
 * @param name a folder name under .data/ for the upstream's database, e.g. `e2e-statuses`
 * @param webEnv settings of the web app (defaults otherwise: the read timeout, the breaker)
 */
export async function startOwnStack(
  name: string,
  offset: number,
  { withRedis = false, webEnv = {} }: { withRedis?: boolean; webEnv?: Record<string, string> } = {},
): Promise<OwnStack> {
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3210) + offset;
  const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 5210) + offset;
  const web = `http://localhost:${webPort}`;
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  const dataDir = path.resolve(".data", name, "upstream");
  rmSync(dataDir, { recursive: true, force: true });
  const redisUrl = withRedis ? `redis://127.0.0.1:${upstreamPort + 1}` : undefined;
  const redis = withRedis ? await startRedisServer(upstreamPort + 1) : undefined;
  const upstreamProcess = spawn(process.execPath, upstreamArgs(), {
    env: {
      ...process.env,
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_DATA_DIR: dataDir,
      UPSTREAM_SEED: "demo",
      UPSTREAM_TEST_CLOCK: "true",
    },
    stdio: "ignore",
  });
  await waitUntilUp(`${upstream}/health`);
  const webEnvironment: NodeJS.ProcessEnv = { ...process.env };
  // The suite's own settings of the shared pair are not this app's: it runs with the defaults.
  for (const key of [
    "UPSTREAM_READ_TIMEOUT_MS",
    "UPSTREAM_BREAKER_THRESHOLD",
    "UPSTREAM_BREAKER_COOLDOWN_MS",
    "REDIS_URL",
  ]) {
    delete webEnvironment[key];
  }
  const webProcess = spawn(process.execPath, ["scripts/e2e-web.mjs"], {
    env: {
      ...webEnvironment,
      PORT: String(webPort),
      UPSTREAM_URL: upstream,
      SITE_URL: web,
      E2E_KEEP_CACHE: "1",
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...webEnv,
    },
    stdio: "ignore",
  });
  await waitUntilUp(`${web}/api/health`);
  return {
    web,
    upstream,
    redisUrl,
    upstreamProcess,
    async stop() {
      await Promise.all([end(webProcess), end(upstreamProcess), end(redis)]);
    },
  };
}
