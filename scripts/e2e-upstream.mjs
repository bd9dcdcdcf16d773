#!/usr/bin/env node
// Starts the reference upstream for the e2e suite on a FRESH database: the data directory
// named by UPSTREAM_DATA_DIR is wiped first, so every run begins with the demo seed only.
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { upstreamArgs } from "./processes.mjs";

const dataDir = process.env.UPSTREAM_DATA_DIR;
if (!dataDir || !dataDir.includes(".data")) {
  console.error("e2e-upstream: UPSTREAM_DATA_DIR must point inside .data/");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
// Its log (one line per request) also goes to `<data dir>-requests.log`, written afresh each
// start, so a spec can count the upstream reads a burst of web requests caused
// (e2e/security/media.spec.ts). Only this test launcher writes it; the upstream is unchanged.
mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
const requestLog = createWriteStream(`${dataDir}-requests.log`, { flags: "w" });
const child = spawn(process.execPath, upstreamArgs(), {
  stdio: ["inherit", "pipe", "inherit"],
});
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  requestLog.write(chunk);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
