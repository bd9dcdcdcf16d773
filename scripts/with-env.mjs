#!/usr/bin/env node
// Runs a command with the web app's local defaults: NEXT_TELEMETRY_DISABLED=1 and, when
// SESSION_SECRET is unset, a random secret generated once and kept in .data/session-secret
// (git-ignored). A deployment sets SESSION_SECRET itself; one under 32 characters is refused.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function loadLocalEnv() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  if (!process.env.SESSION_SECRET) {
    const file = path.resolve(".data", "session-secret");
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    }
    process.env.SESSION_SECRET = readFileSync(file, "utf8").trim();
  }
  if (process.env.SESSION_SECRET.length < 32) {
    console.error("SESSION_SECRET is too short: use 32 or more characters.");
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loadLocalEnv();
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: "inherit", shell: false });
  child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}
