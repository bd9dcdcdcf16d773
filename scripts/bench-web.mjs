#!/usr/bin/env node
// How many visitors the public pages hold: autocannon against a running web app.
//
//   npm start                        (in another terminal: the app on the embedded upstream)
//   npm run bench:web                every public list page, one details page of each kind, and
//                                    a static JavaScript chunk of the same server as the baseline
//
//   npm run bench:web -- --balanced  the same on BENCH_URL (one instance without Redis, e.g. `npm start`;
//                                    skipped when nothing answers there), then through the load
//                                    balancer with Redis: it starts `npm run multi`'s stack itself
//                                    (scripts/multi-instance.mjs, ports MULTI_*) and stops it after
//   npm run bench:web -- --signed-in a signed-in student's on-demand course page instead: the demo
//                                    student Mariam signs in (Chromium, /usr/bin/chromium), then
//                                    BENCH_SAMPLES (200) requests one after another print the
//                                    page's server time, p50 and p95 (rendered per request, never
//                                    stored; the figure to hold is no regression)
//
// Settings: BENCH_URL (default http://localhost:3000), BENCH_CONNECTIONS (200), BENCH_SECONDS
// (10 per target). For each target it prints requests/s, p50 and p99, errors, time-outs and
// non-2xx answers, and the ratio to a static JavaScript chunk of the same server. On one instance
// it also builds and serves (scripts/floor-app.mjs, `next start`) a bare Next page of the pages'
// median decoded size and prints each page's ratio to it. It exits 1 when a page misses its goal:
// on one instance ≥ 0.9× the bare page, through the balancer ≥ 1.0× the chunk, and never an error
// or time-out. Every request says what a browser says, `Accept-Encoding: gzip, deflate, br`:
// pages and the chunk come compressed, as visitors get them.
import autocannon from "autocannon";
import { startFloor } from "./floor-app.mjs";
import { startStack } from "./multi-instance.mjs";
import { PUBLIC_LIST_PAGES } from "./public-pages.mjs";

let base = (process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const isBalanced = process.argv.includes("--balanced");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
// The goals: a stored page should cost about what Next's own static page costs, so on one
// instance every page serves ≥ 0.9× the requests/s of a bare Next page of the same decoded size
// served by `next start` in the same run; through the balancer ≥ 1.0× the static chunk. Any
// error or time-out misses the goal.
const BARE_GOAL = 0.9;
const CHUNK_GOAL_BALANCED = 1.0;

async function text(path) {
  const response = await fetch(base + path, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** The first link on a list page that matches `pattern`, e.g. a course's details page. */
async function firstLink(listPath, pattern) {
  const match = (await text(listPath)).match(pattern);
  return match ? match[0] : null;
}

async function targets() {
  const home = await text("/");
  // The baseline: the build file the home page names whose decoded size is nearest the page's own.
  const files = [...new Set(home.match(/\/_next\/static\/[\w./-]+\.(?:js|css)/g) ?? [])];
  if (files.length === 0) throw new Error("no /_next/static file found on the home page");
  const sizes = await Promise.all(
    files.map(async (file) => ({ file, size: (await text(file)).length })),
  );
  const [chunk] = sizes.sort(
    (a, b) => Math.abs(a.size - home.length) - Math.abs(b.size - home.length),
  );
  console.log(
    `Baseline: ${chunk.file} (${chunk.size} bytes decoded; the home page ${home.length})`,
  );
  const details = await Promise.all([
    firstLink("/onDemandCourses", /\/onDemandCourseDetails\/[0-9a-f-]{36}/),
    firstLink("/onlineCourses", /\/onlineCourseDetails\/[0-9a-f-]{36}/),
    firstLink("/products", /\/products\/\d+/),
    firstLink("/publications", /\/publications\/\d+/),
  ]);
  return { chunk: chunk.file, pages: [...PUBLIC_LIST_PAGES, ...details.filter(Boolean)] };
}

const BROWSER_HEADERS = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };

function run(path) {
  return runAt(base + path);
}

function runAt(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, timeout: 10, headers: BROWSER_HEADERS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Whether a web app answers at `base`. */
async function isUp() {
  try {
    await text("/api/health");
    return true;
  } catch {
    return false;
  }
}

/**
 * Benches every target at `base`, prints the table under `title`; returns the rows below goal.
 * With `bare` (one instance), each page is also set against the bare Next page built to the
 * pages' median decoded size and benched in the same run; its ratio is the goal's.
 */
async function figure(title, { bare = false } = {}) {
  const { chunk, pages } = await targets();
  // One warm-up request per page: the first visit renders it into the page cache.
  const sizes = [];
  for (const path of pages) sizes.push((await text(path)).length);

  let bareRow = null;
  if (bare) {
    const bytes = [...sizes].sort((a, b) => a - b)[Math.floor((sizes.length - 1) / 2)];
    const floor = await startFloor({ barePageBytes: bytes });
    try {
      const url = `${floor.url}bare`;
      const decoded = (await (await fetch(url)).text()).length;
      console.log(
        `Bare Next page: ${url} (${decoded} bytes decoded; the pages' median ${bytes}), next start`,
      );
      bareRow = { target: "bare Next page /bare", result: await runAt(url) };
    } finally {
      await floor.stop();
    }
  }

  console.log(
    `\n${title}\nautocannon: ${connections} connections, ${duration} s per target, ${base}\n`,
  );
  const baseline = await run(chunk);
  const chunkRps = baseline.requests.average;
  const rows = [{ target: `static chunk ${chunk.split("/").pop()}`, result: baseline }];
  if (bareRow) rows.push(bareRow);
  for (const path of pages) rows.push({ target: path, result: await run(path) });
  const bareRps = bareRow?.result.requests.average;

  const header = [
    "target",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "timeouts",
    "non-2xx",
    "× chunk",
  ];
  if (bareRow) header.push("× bare");
  const lines = rows.map(({ target, result }) => {
    const cells = [
      target,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.errors),
      String(result.timeouts),
      String(result.non2xx),
      (result.requests.average / chunkRps).toFixed(2),
    ];
    if (bareRow) cells.push((result.requests.average / bareRps).toFixed(2));
    return cells;
  });
  const widths = header.map((name, column) =>
    Math.max(name.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));

  return rows
    .filter(({ target }) => pages.includes(target))
    .filter(({ result }) => {
      const ratio = bare ? result.requests.average / bareRps : result.requests.average / chunkRps;
      const goal = bare ? BARE_GOAL : CHUNK_GOAL_BALANCED;
      return ratio < goal || result.errors > 0 || result.timeouts > 0 || result.non2xx > 0;
    })
    .map((row) => ({
      ...row,
      goal: bare ? `${BARE_GOAL}× bare page` : `${CHUNK_GOAL_BALANCED}× chunk`,
    }));
}

/** The cookies of the demo student Mariam, signed in through the login page (seeded demo data). */
async function signedInCookie() {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel("E-mail").fill("mariam.hassan.demo@gmail.com");
    await page.getByLabel("Password").fill("Mariam2024pass");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    const cookies = await page.context().cookies();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

/** The `q` quantile (0–1) of sorted `values`. */
const quantile = (values, q) => values[Math.min(values.length - 1, Math.floor(q * values.length))];

/**
 * A signed-in student's on-demand course page, rendered per request: BENCH_SAMPLES requests one
 * after another (no crowd, so each time is the server's), printed as p50 and p95 in ms.
 */
async function signedInFigure() {
  const samples = Number(process.env.BENCH_SAMPLES ?? 200);
  const cookie = await signedInCookie();
  const course = await firstLink("/onDemandCourses", /\/onDemandCourseDetails\/[0-9a-f-]{36}/);
  if (!course) throw new Error("no on-demand course is listed");
  const headers = { ...BROWSER_HEADERS, cookie };
  const first = await fetch(base + course, { headers, redirect: "manual" });
  const html = await first.text();
  if (first.status !== 200 || !/Logout/.test(html))
    throw new Error(`${course} answered ${first.status} without the signed-in header`);
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(base + course, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nA signed-in student's course page (${course}), ${samples} requests one after another, ${base}`,
  );
  console.log(
    `server time p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
  );
}

async function main() {
  if (process.argv.includes("--signed-in")) {
    if (!(await isUp())) {
      console.error(`No web app answers at ${base}. Start it first (npm start), or set BENCH_URL.`);
      process.exit(2);
    }
    await signedInFigure();
    return;
  }
  const failing = [];
  if (await isUp()) {
    failing.push(
      ...(await figure("One instance (BENCH_URL; no Redis unless that app has REDIS_URL)", {
        bare: true,
      })),
    );
  } else if (isBalanced) {
    console.log(
      `No web app answers at ${base}: the one-instance figure is skipped (start one with npm start).`,
    );
  } else {
    console.error(`No web app answers at ${base}. Start it first (npm start), or set BENCH_URL.`);
    process.exit(2);
  }
  if (isBalanced) {
    console.log("\nStarting two instances, Redis and HAProxy (scripts/multi-instance.mjs)…");
    const stack = await startStack({
      quiet: true,
      onFailure: () => {
        console.error("A part of the stack stopped during the bench: no figure.");
        process.exit(1);
      },
    });
    try {
      base = stack.balancerUrl;
      failing.push(...(await figure("Through the balancer (HAProxy, 2 instances, Redis)")));
    } finally {
      await stack.stop();
    }
  }
  if (failing.length > 0) {
    console.log(
      `\nBelow the goal (or with errors, time-outs or non-2xx): ${failing.map((row) => `${row.target} (${row.goal})`).join(", ")}`,
    );
    process.exit(1);
  }
  console.log(
    `\nEvery page meets its goal (one instance ≥ ${BARE_GOAL}× the bare page; balanced ≥ ${CHUNK_GOAL_BALANCED}× the chunk), with no errors.`,
  );
}

await main();
