#!/usr/bin/env node
// `npm run multi`: the site as it runs on several machines, on this one. It starts
//   - Redis (Debian's redis-server) on a free port with deploy/redis.conf: in memory only (no RDB,
//     no AOF), at most 256 MB, evicting only cache entries (never the tags' expiry times);
//   - the reference upstream on PostgreSQL: a database of its own on TEST_DATABASE_URL's server
//     when that is set (`.ci/run` starts one), else a throwaway cluster in a temp directory; the
//     database is wiped first, so every start begins with the demo seed only; TRUSTED_PROXIES
//     names the web instances, so its per-address limits count each visitor, not an instance;
//   - two web instances (`next start`), each in an app directory of its own with ITS
//     OWN COPY of the build output (`.next`), as on two machines; one SESSION_SECRET, REDIS_URL,
//     TRUST_PROXY=1;
//   - HAProxy with deploy/haproxy.cfg in front of them.
// It prints the addresses and runs until SIGINT/SIGTERM, then stops everything and removes its
// temp directories. Needs a build (`npm run build`). Missing Debian packages are installed with
// apt-get when running as root.
//
// Settings: MULTI_PORT (balancer, 8080), MULTI_WEB_PORTS (3101,3102), MULTI_UPSTREAM_PORT (5174),
// MULTI_STATS_PORT (8404), MULTI_DATABASE (brightway_multi: the database name used on
// TEST_DATABASE_URL's server), ADMIN_PASSWORD (else the upstream generates and prints one),
// SESSION_SECRET (else .data/session-secret). Tests only: MULTI_CONTROL_PORT starts a control
// server on 127.0.0.1 (`POST /stop/<name>`, `POST /start/<name>`, names: web1, web2, redis) so the
// e2e suite can stop and bring back a part.
//
// Also a module: scripts/bench-web.mjs calls startStack() for its balanced figure.
import { execFileSync, execSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import { busyPortMessage, freePort, upstreamArgs, webArgs } from "./processes.mjs";
import { loadLocalEnv } from "./with-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const isRoot = process.getuid?.() === 0;

/** Installs the Debian packages whose programs are missing (as root), or says what to install. */
function ensurePackages() {
  const wanted = [
    ["/usr/sbin/haproxy", "haproxy"],
    ["/usr/bin/redis-server", "redis-server"],
  ];
  if (!process.env.TEST_DATABASE_URL && !postgresBin())
    wanted.push(["/usr/lib/postgresql", "postgresql"]);
  const missing = wanted.filter(([file]) => !existsSync(file)).map(([, name]) => name);
  if (missing.length === 0) return;
  if (!isRoot)
    throw new Error(`missing Debian packages: sudo apt-get install -y ${missing.join(" ")}`);
  console.log(`[multi] installing ${missing.join(", ")} with apt-get`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    { stdio: "inherit" },
  );
}

/** The newest PostgreSQL's bin directory (Debian keeps them under /usr/lib/postgresql/N/bin). */
function postgresBin() {
  if (!existsSync("/usr/lib/postgresql")) return null;
  const versions = readdirSync("/usr/lib/postgresql")
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  const bin = versions.length > 0 ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : null;
  return bin && existsSync(`${bin}/initdb`) ? bin : null;
}

async function waitFor(check, what, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not there yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const answers = (url) => () =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok);

/** Whether Redis answers PING on `port` (RESP over a plain socket: no client library needed). */
function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.setTimeout(1000);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
}

/**
 * The servers HAProxy lists as `web1`, `web2`… with their check status (`UP`, `DOWN`, `UP 1/2`…),
 * read from the stats page's CSV.
 */
export async function balancerServers(statsUrl) {
  const csv = await (
    await fetch(`${statsUrl}/stats;csv`, { signal: AbortSignal.timeout(2000) })
  ).text();
  const [header, ...rows] = csv.trim().split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const at = (name) => columns.indexOf(name);
  return rows
    .map((row) => row.split(","))
    .filter((cells) => cells[at("pxname")] === "web" && /^web\d+$/.test(cells[at("svname")]))
    .map((cells) => ({ name: cells[at("svname")], status: cells[at("status")] }));
}

/**
 * An app directory for one web instance, as on its own machine: a real copy of the build output
 * (without Next's caches, which a fresh machine does not have either) and of scripts/ (so that
 * `next start` finds this `.next`, not the checkout's); everything else is a link to the checkout.
 */
function makeAppDir(dir) {
  mkdirSync(dir, { recursive: true });
  const own = new Set([".next", "scripts", ".data", ".git", "test-results", "playwright-report"]);
  for (const entry of readdirSync(root)) {
    if (!own.has(entry)) symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  cpSync(path.join(root, "scripts"), path.join(dir, "scripts"), { recursive: true });
  const skipped = [
    path.join(root, ".next", "cache"),
    path.join(root, ".next", "server", "route-cache"),
  ];
  cpSync(path.join(root, ".next"), path.join(dir, ".next"), {
    recursive: true,
    filter: (source) =>
      !skipped.some((skip) => source === skip || source.startsWith(`${skip}${path.sep}`)),
  });
}

/**
 * Starts the whole stack. Returns its addresses and `stop()`, `stopPart(name, signal)` and
 * `startPart(name)` (names: web1, web2, redis). `quiet` drops the children's output (benches);
 * `onLine(name, line)` is given each line of it all the same.
 */
export async function startStack(options = {}) {
  loadLocalEnv();
  const ports = {
    balancer: Number(options.port ?? process.env.MULTI_PORT ?? 8080),
    web: (options.webPorts ?? (process.env.MULTI_WEB_PORTS ?? "3101,3102").split(",")).map(Number),
    upstream: Number(options.upstreamPort ?? process.env.MULTI_UPSTREAM_PORT ?? 5174),
    stats: Number(options.statsPort ?? process.env.MULTI_STATS_PORT ?? 8404),
  };
  const quiet = options.quiet ?? false;
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("no build found: run `npm run build` first");
  const busy = await busyPortMessage([
    { port: ports.balancer, name: "balancer", setting: "MULTI_PORT" },
    { port: ports.stats, name: "balancer stats", setting: "MULTI_STATS_PORT", host: "127.0.0.1" },
    {
      port: ports.upstream,
      name: "reference upstream",
      setting: "MULTI_UPSTREAM_PORT",
      host: "127.0.0.1",
    },
    ...ports.web.map((port) => ({ port, name: "web instance", setting: "MULTI_WEB_PORTS" })),
  ]);
  if (busy) throw new Error(busy);
  ensurePackages();

  const tmp = mkdtempSync(path.join(os.tmpdir(), "brightway-multi-"));
  const parts = new Map(); // name → { start(), child, stopping }
  const cleanups = []; // run last, in reverse order
  let isStopping = false;
  const log = (line) => {
    if (!quiet) console.log(`[multi] ${line}`);
  };

  function relay(stream, output, name) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
      if (!quiet && line !== "") output.write(`[${name}] ${line}\n`);
      options.onLine?.(name, line);
    });
  }

  /** Starts (or restarts) a long-running child; an exit nobody asked for stops the stack. */
  function run(name, command, args, env, cwd = root) {
    const part = parts.get(name) ?? { name };
    part.start = () => {
      const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
      part.child = child;
      part.stopping = false;
      relay(child.stdout, process.stdout, name);
      relay(child.stderr, process.stderr, name);
      child.on("exit", (code, signal) => {
        if (part.stopping || isStopping) return;
        console.error(
          `[multi] ${name} stopped on its own (${signal ?? `exit code ${code}`}); stopping everything`,
        );
        void stop().then(() => options.onFailure?.());
      });
    };
    parts.set(name, part);
    part.start();
    return part;
  }

  async function stopPart(name, signal = "SIGTERM") {
    const part = parts.get(name);
    if (!part?.child || part.child.exitCode !== null || part.child.signalCode !== null) return;
    part.stopping = true;
    const exited = new Promise((resolve) => part.child.once("exit", resolve));
    const force = setTimeout(() => part.child.kill("SIGKILL"), 15_000);
    part.child.kill(signal);
    await exited;
    clearTimeout(force);
  }

  async function stop() {
    if (isStopping) return;
    isStopping = true;
    // The balancer first (no new requests), then the instances, then what they depend on.
    for (const name of ["balancer", "web1", "web2", "upstream", "redis"]) {
      if (parts.has(name)) {
        parts.get(name).stopping = true;
        await stopPart(name).catch(() => {});
      }
    }
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => console.error(`[multi] ${error.message}`));
    rmSync(tmp, { recursive: true, force: true });
  }

  try {
    // Redis with deploy/redis.conf (bounded, memory only). A restart (the e2e's "Redis
    // stopped" case) starts it empty.
    const redisPort = options.redisPort ?? (await freePort());
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const redis = run(
      "redis",
      "/usr/bin/redis-server",
      [
        path.join(root, "deploy", "redis.conf"),
        "--port",
        String(redisPort),
        "--bind",
        "127.0.0.1",
        "--loglevel",
        "warning",
      ],
      process.env,
    );
    const redisStart = redis.start;
    redis.start = async () => {
      redisStart();
      await waitFor(() => redisPing(redisPort), "redis", 30);
    };
    await waitFor(() => redisPing(redisPort), "redis", 30);
    log(`redis on ${redisUrl}`);

    // PostgreSQL for the upstream.
    const databaseUrl = await prepareDatabase(
      tmp,
      cleanups,
      log,
      options.database ?? process.env.MULTI_DATABASE ?? "brightway_multi",
    );

    const balancerUrl = `http://localhost:${ports.balancer}`;
    const upstreamUrl = `http://127.0.0.1:${ports.upstream}`;
    const upstreamDir = path.join(tmp, "upstream");
    mkdirSync(upstreamDir);
    run("upstream", process.execPath, upstreamArgs(), {
      ...process.env,
      DATABASE_URL: databaseUrl,
      UPSTREAM_PORT: String(ports.upstream),
      UPSTREAM_HOST: "127.0.0.1",
      UPSTREAM_DATA_DIR: upstreamDir,
      // The stack's journeys use the demo catalogue and students: asked for (never a default).
      UPSTREAM_SEED: "demo",
      RESET_LINK_BASE: `${balancerUrl}/ForgotPassword`,
      // The web instances, whose X-Forwarded-For names the visitor: here they all reach the
      // upstream from 127.0.0.1; on machines of their own, list their addresses (docs/operations.md).
      TRUSTED_PROXIES: "127.0.0.1,::1",
    });
    await waitFor(answers(`${upstreamUrl}/health`), "the upstream");
    log(`upstream on ${upstreamUrl} (PostgreSQL; data directory ${upstreamDir})`);

    // The web instances: own copy of `.next` each, everything else shared.
    const webEnv = {
      ...process.env,
      NODE_ENV: "production",
      UPSTREAM_URL: upstreamUrl,
      SESSION_SECRET: process.env.SESSION_SECRET,
      REDIS_URL: redisUrl,
      TRUST_PROXY: "1",
      SITE_URL: balancerUrl,
    };
    const instances = ports.web.map((port, index) => ({
      name: `web${index + 1}`,
      port,
      url: `http://localhost:${port}`,
    }));
    for (const instance of instances) {
      const dir = path.join(tmp, instance.name);
      makeAppDir(dir);
      const part = run(
        instance.name,
        process.execPath,
        webArgs(),
        { ...webEnv, PORT: String(instance.port) },
        dir,
      );
      const startChild = part.start;
      part.start = async () => {
        startChild();
        await waitFor(answers(`${instance.url}/api/health`), instance.name);
      };
    }
    await Promise.all(
      instances.map((instance) => waitFor(answers(`${instance.url}/api/health`), instance.name)),
    );
    log(
      `web instances on ${instances.map((instance) => instance.url).join(", ")} (own build copies in ${tmp})`,
    );

    // The balancer, in the foreground (-db) so that it stops with us.
    const statsUrl = `http://127.0.0.1:${ports.stats}`;
    const balancerEnv = {
      ...process.env,
      LB_BIND: `:${ports.balancer}`,
      LB_STATS_BIND: `127.0.0.1:${ports.stats}`,
      ...Object.fromEntries(
        instances.map((instance, index) => [`WEB${index + 1}_ADDR`, `127.0.0.1:${instance.port}`]),
      ),
    };
    run(
      "balancer",
      "/usr/sbin/haproxy",
      ["-db", "-f", path.join(root, "deploy", "haproxy.cfg")],
      balancerEnv,
    );
    await waitFor(
      async () => (await balancerServers(statsUrl)).every((server) => server.status === "UP"),
      "the balancer's health checks",
      60,
    );
    log(`balancer on ${balancerUrl} (stats: ${statsUrl}/stats)`);

    return {
      balancerUrl,
      statsUrl,
      upstreamUrl,
      redisUrl,
      instances,
      stop,
      stopPart,
      startPart: async (name) => {
        const part = parts.get(name);
        if (!part) throw new Error(`no part named ${name}`);
        if (part.child && part.child.exitCode === null && part.child.signalCode === null) return;
        await part.start();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A wiped PostgreSQL database for the upstream: `name` on TEST_DATABASE_URL's server (dropped and
 * created again), else a throwaway cluster in `tmp` on a free port, stopped by the cleanups.
 */
async function prepareDatabase(tmp, cleanups, log, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error("MULTI_DATABASE: lower-case letters, digits and _ only");
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const bin = postgresBin();
    if (!bin)
      throw new Error(
        "PostgreSQL not found: apt-get install -y postgresql, or set TEST_DATABASE_URL",
      );
    const port = await freePort();
    // A directory of its own, outside `tmp` (private to us), which Debian's postgres user can reach.
    const dir = mkdtempSync(path.join(os.tmpdir(), "brightway-multi-pg-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    // initdb refuses to run as root: as root the cluster belongs to Debian's postgres user.
    const asOwner = (command, args) =>
      isRoot
        ? execFileSync("su", ["postgres", "-c", [command, ...args].map(quote).join(" ")], {
            stdio: "pipe",
          })
        : execFileSync(command, args, { stdio: "pipe" });
    if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
    asOwner(`${bin}/initdb`, ["-D", `${dir}/data`, "-A", "trust", "-U", "postgres"]);
    asOwner(`${bin}/pg_ctl`, [
      "-D",
      `${dir}/data`,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-l",
      `${dir}/log`,
      "-w",
      "start",
    ]);
    cleanups.push(async () =>
      asOwner(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]),
    );
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`PostgreSQL cluster on port ${port} in ${dir}`);
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const quote = (value) => `'${String(value).replaceAll("'", "'\\''")}'`;

/** The control server of the e2e suite: stop and start a part by name, answer when done. */
function controlServer(stack, port) {
  const server = http.createServer((req, res) => {
    // Playwright's webServer waits for this: the control server listens once the stack is up.
    if (req.method === "GET" && req.url === "/ready") {
      res.writeHead(200).end("ready");
      return;
    }
    const match =
      req.method === "POST"
        ? req.url?.match(/^\/(stop|start)\/(web\d+|redis)(\?signal=(KILL|TERM))?$/)
        : null;
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const [, verb, name, , signal] = match;
    const done =
      verb === "stop"
        ? stack.stopPart(name, signal === "KILL" ? "SIGKILL" : "SIGTERM")
        : stack.startPart(name);
    done.then(
      () => res.writeHead(204).end(),
      (error) => res.writeHead(500).end(error.message),
    );
  });
  server.listen(port, "127.0.0.1");
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let stack;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await stack?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  try {
    stack = await startStack({ onFailure: () => process.exit(1) });
  } catch (error) {
    console.error(`[multi] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (process.env.MULTI_CONTROL_PORT) controlServer(stack, Number(process.env.MULTI_CONTROL_PORT));
  console.log(
    [
      "",
      `  BrightWay behind the balancer: ${stack.balancerUrl}`,
      ...stack.instances.map((instance) => `  ${instance.name} directly:  ${instance.url}`),
      `  balancer stats:  ${stack.statsUrl}/stats`,
      `  upstream:        ${stack.upstreamUrl}   redis: ${stack.redisUrl}`,
      "  Ctrl-C stops everything.",
      "",
    ].join("\n"),
  );
}
