#!/usr/bin/env node
// Starts the reference upstream for the e2e suite on a FRESH database: the data directory
// named by UPSTREAM_DATA_DIR is wiped first, so every run begins with the demo seed only.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

const dataDir = process.env.UPSTREAM_DATA_DIR;
if (!dataDir || !dataDir.includes(".data")) {
  console.error("e2e-upstream: UPSTREAM_DATA_DIR must point inside .data/");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["--import", "tsx", "upstream/src/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
