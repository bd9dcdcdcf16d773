import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test";

// Issue 14: when the upstream hangs, pages that were served keep being served, every other page
// fails fast, and readiness says why. This spec runs its own upstream and web app (the suite's
// shared pair must keep working) with small settings instead of sleeps: a 1.5 s read timeout and
// a breaker that opens after 2 outages and probes again after 2 s.

const webPort = Number(process.env.E2E_WEB_PORT ?? 3210) + 4;
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 5210) + 4;
const web = `http://localhost:${webPort}`;
const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
const readTimeoutMs = 1500;
const dataDir = path.resolve(".data", "e2e-outage", "upstream");

let upstream: ChildProcess;
let webApp: ChildProcess;

async function waitUntilUp(url: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [250] })
    .toBe(200);
}

/** A GET with the time it took, in ms. */
async function timedGet(url: string): Promise<{ status: number; ms: number; body: string; retryAfter: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: "text/html" } });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body, retryAfter: response.headers.get("retry-after") };
}

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  // Started directly (not through a wrapper script) so that SIGSTOP hangs the upstream itself.
  upstream = spawn(process.execPath, ["--import", "tsx", "upstream/src/main.ts"], {
    env: { ...process.env, UPSTREAM_PORT: String(upstreamPort), UPSTREAM_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await waitUntilUp(`${upstreamUrl}/health`);
  webApp = spawn(process.execPath, ["scripts/e2e-web.mjs"], {
    env: {
      ...process.env,
      PORT: String(webPort),
      UPSTREAM_URL: upstreamUrl,
      SITE_URL: web,
      E2E_KEEP_CACHE: "1",
      LOG_LEVEL: "warn",
      UPSTREAM_READ_TIMEOUT_MS: String(readTimeoutMs),
      UPSTREAM_BREAKER_THRESHOLD: "2",
      UPSTREAM_BREAKER_COOLDOWN_MS: "2000",
    },
    stdio: "ignore",
  });
  await waitUntilUp(`${web}/api/health`);
});

test.afterAll(() => {
  if (upstream?.exitCode === null) {
    upstream.kill("SIGCONT");
    upstream.kill("SIGTERM");
  }
  if (webApp?.exitCode === null) webApp.kill("SIGTERM");
});

test("a hung upstream: served pages stay, others fail fast with 503, readiness says why, then all recovers", async () => {
  // While the upstream is up: the list page is served (and so cached); one details page is not.
  expect((await timedGet(`${web}/api/ready`)).status).toBe(200);
  const list = await timedGet(`${web}/onDemandCourses`);
  expect(list.status).toBe(200);
  const detailsPath = list.body.match(/\/onDemandCourseDetails\/[0-9a-f-]{36}/)?.[0];
  expect(detailsPath, "a course on the list").toBeTruthy();

  upstream.kill("SIGSTOP");
  try {
    // The served list page still answers, from the page cache, with its content.
    const cached = await timedGet(`${web}/onDemandCourses`);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain(detailsPath!);

    // The details page was never served: a 5xx, bounded by the read timeout, not 200.
    const first = await timedGet(`${web}${detailsPath}`);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(first.ms).toBeLessThan(2 * readTimeoutMs + 1000);

    // The breaker is open now: 503 with Retry-After, without waiting for the upstream.
    const fast = await timedGet(`${web}${detailsPath}`);
    expect(fast.status).toBe(503);
    expect(Number(fast.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(fast.body).toContain("The service is briefly unavailable. Please try again in a moment.");
    expect(fast.ms).toBeLessThan(readTimeoutMs);
    console.log(`outage: first details request ${first.ms.toFixed(0)} ms (${first.status}); with the breaker open ${fast.ms.toFixed(0)} ms (503)`);

    const ready = await fetch(`${web}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.stringify(await ready.json())).toContain("upstream");
    expect((await fetch(`${web}/api/health`)).status).toBe(200);
    expect((await timedGet(`${web}/onDemandCourses`)).status).toBe(200);
  } finally {
    upstream.kill("SIGCONT");
  }

  // The upstream is back: after the cool-down one probe closes the breaker.
  await expect
    .poll(async () => (await fetch(`${web}/api/ready`)).status, { timeout: 30_000, intervals: [500] })
    .toBe(200);
  const fresh = await timedGet(`${web}${detailsPath}`);
  expect(fresh.status).toBe(200);
  expect(fresh.body).toContain("Packages");
});
