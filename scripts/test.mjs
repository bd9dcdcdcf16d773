#!/usr/bin/env node
// `npm test`: formatting (Prettier), lint, typecheck, knip (unused files, exports, dependencies), unit and contract tests (web and upstream; the upstream suite
// again on PostgreSQL when TEST_DATABASE_URL is set), the production build, then the Playwright
// e2e suite in Debian's Chromium, then the two-instance e2e suite (playwright.multi.config.ts:
// Redis, HAProxy, PostgreSQL). Chromium, redis-server (the cache handlers' tests start one) and
// poppler-utils (pdftotext, for the certificate tests) are installed with apt-get when missing
// and we are root.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadLocalEnv } from "./with-env.mjs";

loadLocalEnv();
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function step(name, command, env = {}) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, {
    stdio: "inherit",
    shell: true,
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

/** Installs a Debian package when `path` is missing and we are root; otherwise says how and exits. */
function requirePackage(path, debianPackage, what) {
  if (existsSync(path)) return;
  if (process.getuid?.() === 0) {
    console.log(`${what} is missing: installing Debian's ${debianPackage} package`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
      { stdio: "inherit" },
    );
  } else {
    console.error(
      `${what} not found at ${path}: install Debian's '${debianPackage}' package (sudo apt-get install -y ${debianPackage}).`,
    );
    process.exit(1);
  }
}

requirePackage(chromium, "chromium", "Chromium");
requirePackage(
  process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server",
  "redis-server",
  "redis-server",
);
requirePackage(
  "/usr/sbin/haproxy",
  "haproxy",
  "HAProxy (deploy/haproxy.test.ts runs the balancer's configuration)",
);
requirePackage(
  "/usr/bin/pdftotext",
  "poppler-utils",
  "pdftotext (the certificate tests read the PDF's text layer)",
);

step("format: Prettier finds every file formatted", "npx prettier --check .");
step("lint", "npx eslint .");
step("typecheck (web, upstream, contract)", "npm run typecheck");
step("knip: no unused files, exports or dependencies", "npx knip --no-progress");
step("unit and contract tests (PGlite)", "npx vitest run", { TEST_DATABASE_URL: "" });
if (process.env.TEST_DATABASE_URL) {
  step("upstream contract tests (PostgreSQL)", "npx vitest run --project upstream");
}
step("build", "npm run build");
step("e2e", "npx playwright test");
// Two web instances behind HAProxy, with Redis and the upstream on PostgreSQL
// (scripts/multi-instance.mjs installs haproxy, redis-server and postgresql when missing and root).
step("e2e, two instances behind the balancer", "npx playwright test -c playwright.multi.config.ts");
console.log("\nAll checks passed.");
