#!/usr/bin/env node
// `npm start` / `npm run dev`: starts the reference upstream (unless UPSTREAM_URL points
// elsewhere) and the web app, then prints where to open it and the admin login. It refuses to
// start when one of its ports is taken, and when either process ends, everything stops with
// that process's exit code.
//   node scripts/start.mjs         → next start (built app)
//   node scripts/start.mjs --dev   → next dev (hot reload)
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { busyPortMessage, exitCodeOf } from "./processes.mjs";
import { loadLocalEnv } from "./with-env.mjs";

loadLocalEnv();
const isDev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
process.env.SITE_URL ??= `http://localhost:${port}`;
process.env.RESET_LINK_BASE ??= `${process.env.SITE_URL}/ForgotPassword`;

const children = [];
let isStopping = false;

/**
 * Starts a child with its output prefixed by `[name]`. When it ends on its own (or cannot
 * start), the whole command stops: the others are stopped too and we exit with its code.
 */
function run(command, args, name) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  const prefix = (line) => (line ? `${line.startsWith(`[${name}]`) ? "" : `[${name}] `}${line}\n` : "");
  child.stdout.on("data", (chunk) => process.stdout.write(String(chunk).split("\n").map(prefix).join("")));
  child.stderr.on("data", (chunk) => process.stderr.write(String(chunk).split("\n").map(prefix).join("")));
  child.on("error", (error) => {
    console.error(`[start] could not start ${name}: ${error.message}`);
    void stop(1);
  });
  child.on("exit", (code, signal) => {
    if (isStopping) return;
    const exitCode = exitCodeOf(code, signal);
    console.error(`[start] ${name} stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping everything.`);
    void stop(exitCode);
  });
  children.push(child);
  return child;
}

/** Stops every child still running (SIGTERM, then SIGKILL after 10 s) and exits with `code`. */
async function stop(code = 0) {
  if (isStopping) return;
  isStopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
          child.once("exit", () => {
            clearTimeout(force);
            resolve();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

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
    ? [{ port: upstreamPort, host: process.env.UPSTREAM_HOST ?? "127.0.0.1", name: "reference upstream", setting: "UPSTREAM_PORT" }]
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
    rmSync(".next/cache/fetch-cache", { recursive: true, force: true });
    process.env.UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
    run(process.execPath, ["--import", "tsx", "upstream/src/main.ts"], "upstream");
    await waitFor(`${process.env.UPSTREAM_URL}/health`, 120);
  }

  run(process.execPath, ["node_modules/next/dist/bin/next", isDev ? "dev" : "start", "-p", port], "web");
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, 120).catch(() => waitFor(`http://127.0.0.1:${port}/`, 60));
  if (!isStopping) console.log(`\n  BrightWay is running: ${process.env.SITE_URL}\n  (admin login printed above by [upstream])\n`);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}; stopping everything.`);
  await stop(1);
}
