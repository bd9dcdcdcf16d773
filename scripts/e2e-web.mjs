#!/usr/bin/env node
// Starts the built web app for the e2e suite. The upstream is wiped and re-seeded on every run
// (new ids), so the data cache an earlier run left on disk (.next/cache/fetch-cache: the media
// route's raw reads) is dropped first. The 'use cache' reads live in the process (no REDIS_URL).
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { webArgs } from "./processes.mjs";
import { loadLocalEnv } from "./with-env.mjs";

loadLocalEnv();
// A second app started by the same run (E2E_KEEP_CACHE=1) must not wipe the first one's cache.
if (process.env.E2E_KEEP_CACHE !== "1") {
  rmSync(".next/cache/fetch-cache", { recursive: true, force: true });
}
// The server `npm start` runs (Next's own, with the request log), so e2e tests what ships.
process.env.PORT ??= "3210";
const child = spawn(process.execPath, webArgs(), { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
