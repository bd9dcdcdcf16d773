#!/usr/bin/env node
// `npm start` / `npm run dev`: starts the reference upstream (unless UPSTREAM_URL points
// elsewhere) and the web app, then prints where to open it and the admin login. It refuses to
// start when one of its ports is taken, and when either process ends, everything stops with
// that process's exit code. SIGTERM/SIGINT are passed on to both; once both have stopped
// cleanly it exits 0.
//   node scripts/start.mjs         → `next start` (the built app; instrumentation.ts logs requests)
//   node scripts/start.mjs --dev   → `next dev` (hot reload, same request logs)
// Log lines (pino JSON) are shown readable (pino-pretty) when our output is a terminal and
// passed on unchanged otherwise, for a log collector (LOG_FORMAT: see docs/settings.md).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import readline from "node:readline";
import { prettyFactory } from "pino-pretty";
import { prettyOptions } from "../lib/logging.mjs";
import { busyPortMessage, exitCodeOf, upstreamArgs, webArgs } from "./processes.mjs";
import { loadLocalEnv } from "./with-env.mjs";
import { readWebServerSettings, refuseDemoPaymentDetails } from "../lib/env-schema.mjs";

loadLocalEnv();
const isDev = process.argv.includes("--dev");
// The web server's own settings, by the web app's one schema: a bad value stops us here, named.
const webSettings = readWebServerSettings(process.env);
const port = String(webSettings.PORT);
process.env.SITE_URL ??= `http://localhost:${port}`;
process.env.RESET_LINK_BASE ??= `${process.env.SITE_URL}/ForgotPassword`;
// Before anything starts (lib/env.ts checks again): the web server runs as
// production unless `--dev`, so a public SITE_URL without PAYMENT_* is refused here, named.
refuseDemoPaymentDetails({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (isDev ? "development" : "production"),
});

const children = [];
let isStopping = false;
// With LOG_FORMAT auto (the default) the children, writing to a pipe, log JSON: readable here
// when we write to a terminal. With `json` or `pretty` they already write what was asked.
const prettify =
  process.stdout.isTTY && webSettings.LOG_FORMAT === "auto" ? prettyFactory(prettyOptions()) : null;

/**
 * A line of a child's output as we print it: a pino JSON line pretty (prefixed `[name]`) on a
 * terminal and unchanged otherwise; any other line prefixed with `[name]`.
 */
function formatLine(line, name) {
  if (line.startsWith("{")) {
    try {
      const record = JSON.parse(line);
      if (record.level !== undefined && typeof record.msg === "string") {
        return prettify ? `[${name}] ${prettify(record).trimEnd()}` : line;
      }
    } catch {
      // not JSON after all
    }
  }
  return line.startsWith(`[${name}]`) ? line : `[${name}] ${line}`;
}

/** Copies `input` to `output` line by line (whole lines, even when a chunk ends mid-line). */
function relay(input, output, name) {
  readline.createInterface({ input, crlfDelay: Infinity }).on("line", (line) => {
    if (line !== "") output.write(`${formatLine(line, name)}\n`);
  });
}

/**
 * Starts a child with its output relayed ({@link formatLine}). When it ends on its own (or cannot
 * start), the whole command stops: the others are stopped too and we exit with its code.
 */
function run(command, args, name) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  child.processName = name;
  relay(child.stdout, process.stdout, name);
  relay(child.stderr, process.stderr, name);
  child.on("error", (error) => {
    console.error(`[start] could not start ${name}: ${error.message}`);
    void stop(1);
  });
  child.on("exit", (code, signal) => {
    if (isStopping) return;
    const exitCode = exitCodeOf(code, signal);
    console.error(
      `[start] ${name} stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping everything.`,
    );
    void stop(exitCode);
  });
  children.push(child);
  return child;
}

// The children's own grace period (SHUTDOWN_GRACE_MS, web and upstream), plus time to close.
const graceMs = webSettings.SHUTDOWN_GRACE_MS;

/** Whether a child stopped as asked: exit code 0, or ended by the signal it was sent (as `next dev` does). */
function stoppedCleanly(child, signal) {
  return (
    child.exitCode === 0 ||
    child.signalCode === signal ||
    child.exitCode === exitCodeOf(null, signal)
  );
}

/**
 * Passes `signal` on to every child still running (SIGKILL when one is still there after its
 * grace period and 5 s more), waits for them all, and exits: with `code` when a child's failure
 * started the stop; else 0 when every child stopped cleanly, or the first unclean one's code.
 */
async function stop(code = 0, signal = "SIGTERM") {
  if (isStopping) return;
  isStopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const force = setTimeout(() => child.kill("SIGKILL"), graceMs + 5_000);
          child.once("exit", () => {
            clearTimeout(force);
            const how = child.signalCode
              ? `signal ${child.signalCode}`
              : `exit code ${child.exitCode}`;
            console.error(`[start] ${child.processName} stopped (${how})`);
            resolve();
          });
          child.kill(signal);
        }),
    ),
  );
  const unclean = running.find((child) => !stoppedCleanly(child, signal));
  process.exit(code !== 0 || !unclean ? code : exitCodeOf(unclean.exitCode, unclean.signalCode));
}
// A terminal's Ctrl-C reaches the children too (same process group); they ignore the repeat.
process.on("SIGINT", () => void stop(0, "SIGINT"));
process.on("SIGTERM", () => void stop(0, "SIGTERM"));

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (isStopping) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

// Refuse to start next to something already on our ports: otherwise the web app would talk to
// whatever answers there (another upstream, an old copy of this app).
const startsUpstream = !process.env.UPSTREAM_URL;
const upstreamPort = process.env.UPSTREAM_PORT ?? "5172";
const busy = await busyPortMessage([
  { port, name: "web app", setting: "PORT" },
  ...(startsUpstream
    ? [
        {
          port: upstreamPort,
          host: process.env.UPSTREAM_HOST ?? "127.0.0.1",
          name: "reference upstream",
          setting: "UPSTREAM_PORT",
        },
      ]
    : []),
]);
if (busy) {
  console.error(`[start] ${busy}`);
  process.exit(1);
}

try {
  if (startsUpstream) {
    // The embedded upstream's data may have been reset or re-seeded since the last start (new
    // ids), so cached catalogue reads of an earlier run are dropped rather than served stale.
    for (const dir of [".next/cache/fetch-cache", ".next/server/route-cache"])
      rmSync(dir, { recursive: true, force: true });
    process.env.UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
    // The README's first command shows a newcomer a seeded catalogue and demo students: asked
    // for here, on the embedded database only, and never on a production start (demo
    // accounts have published passwords). UPSTREAM_SEED=none turns it off.
    if (!process.env.DATABASE_URL && process.env.NODE_ENV !== "production")
      process.env.UPSTREAM_SEED ??= "demo";
    // Compiled, as in production (`npm run build`); from source through tsx with hot reload's `--dev`.
    run(
      process.execPath,
      isDev ? ["--import", "tsx", "upstream/src/main.ts"] : upstreamArgs(),
      "upstream",
    );
    await waitFor(`${process.env.UPSTREAM_URL}/health`, 120);
  }

  process.env.PORT = port;
  run(process.execPath, webArgs({ dev: isDev }), "web");
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, 120).catch(() =>
    waitFor(`http://127.0.0.1:${port}/`, 60),
  );
  if (!isStopping)
    console.log(
      `\n  BrightWay is running: ${process.env.SITE_URL}\n  (admin login printed above by [upstream])\n`,
    );
} catch (error) {
  console.error(
    `[start] ${error instanceof Error ? error.message : String(error)}; stopping everything.`,
  );
  await stop(1);
}
