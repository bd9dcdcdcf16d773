#!/usr/bin/env node
// `npm start` / `npm run dev`: starts the reference upstream (unless UPSTREAM_URL points
// elsewhere) and the web app, then prints where to open it and the admin login.
//   node scripts/start.mjs         → next start (built app)
//   node scripts/start.mjs --dev   → next dev (hot reload)
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { loadLocalEnv } from "./with-env.mjs";

loadLocalEnv();
const isDev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
process.env.SITE_URL ??= `http://localhost:${port}`;
process.env.RESET_LINK_BASE ??= `${process.env.SITE_URL}/ForgotPassword`;

const children = [];
function run(command, args, name) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  const prefix = (line) => (line ? `${line.startsWith(`[${name}]`) ? "" : `[${name}] `}${line}\n` : "");
  child.stdout.on("data", (chunk) => process.stdout.write(String(chunk).split("\n").map(prefix).join("")));
  child.stderr.on("data", (chunk) => process.stderr.write(String(chunk).split("\n").map(prefix).join("")));
  child.on("exit", (code) => {
    console.error(`[${name}] exited with code ${code}`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

if (!process.env.UPSTREAM_URL) {
  // The embedded upstream's data may have been reset or re-seeded since the last start (new
  // ids), so cached catalogue reads of an earlier run are dropped rather than served stale.
  rmSync(".next/cache/fetch-cache", { recursive: true, force: true });
  const upstreamPort = process.env.UPSTREAM_PORT ?? "5172";
  process.env.UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
  run(process.execPath, ["--import", "tsx", "upstream/src/main.ts"], "upstream");
  await waitFor(`${process.env.UPSTREAM_URL}/health`, 120);
}

run(process.execPath, ["node_modules/next/dist/bin/next", isDev ? "dev" : "start", "-p", port], "web");
await waitFor(`http://127.0.0.1:${port}/robots.txt`, 120).catch(() => waitFor(`http://127.0.0.1:${port}/`, 60));
console.log(`\n  BrightWay is running: ${process.env.SITE_URL}\n  (admin login printed above by [upstream])\n`);
