#!/usr/bin/env node
// Lighthouse scores of running pages, mobile form factor (Lighthouse's default: a Moto G
// Power-sized screen with simulated slow 4G and 4x CPU slowdown).
//
//   npm run lighthouse -- http://localhost:3000/ http://localhost:3000/products
//   npm run lighthouse -- --runs=3                 the public pages of LIGHTHOUSE_URL, 3 runs each
//   npm run lighthouse -- --floor --runs=5         the same, as ratios to a bare Next page (below)
//
// Uses the installed `lighthouse` package programmatically and Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) in headless mode; nothing is downloaded. Each run
// gets a fresh browser, so one page's cache never flatters the next.
//
// Without a URL it audits the public pages of LIGHTHOUSE_URL (default http://localhost:3000),
// each in English and in Arabic (/ar):
// home, the lists, consultancy, and one details page of each kind (the first linked from its
// list). Each page is first requested once without cookies, so a visitor's cached page exists
// before it is measured (the first visitor's render is not what a crowd gets).
//
// `--runs=N` (default 1) audits each URL N times and reports the run with the median LCP: its
// four category scores, its LCP (with every run's LCP beside it), and its total transfer in KB
// (Lighthouse's total-byte-weight) split into the HTML document, CSS, JavaScript and the rest.
// Then it prints every non-performance audit that did not pass in any run. Writes the full JSON
// reports (and the Chromium trace, `*.trace.json`, for DevTools' Performance panel) to
// .lighthouse/ when LIGHTHOUSE_SAVE=1.
//
// `--floor` compares instead of scoring: it builds the bare Next app of scripts/lighthouse-floor/
// (one page holding only the home banner's first slide, preloaded at high priority) with the
// project's own `next`, serves it with `next start` on a free port, and audits the floor page and
// each page in turn (floor, page, floor, page… the same number of runs each, so the machine's
// noise hits both alike; performance only). It prints each page's median LCP and transfer bytes
// as ratios to the floor runs paired with it, and whether every page is within
// FLOOR_LCP_RATIO (1.1) and FLOOR_BYTES_RATIO (1.3). It exits 0 whatever the ratios: a benchmark,
// not a test; 1 only when an audit, the floor's build or its server failed.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./chromium-args.mjs";
import { PUBLIC_LIST_PAGES } from "./public-pages.mjs";
import { freePort } from "./processes.mjs";

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = ["--headless=new", ...CHROMIUM_ARGS];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const labels = { performance: "Perf", accessibility: "A11y", "best-practices": "Best", seo: "SEO" };

const runsArg = process.argv.find((arg) => arg.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 1;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs needs a whole number ≥ 1");
  process.exit(2);
}
const save = process.env.LIGHTHOUSE_SAVE === "1";
const floorMode = process.argv.includes("--floor");
const FLOOR_LCP_RATIO = 1.1;
const FLOOR_BYTES_RATIO = 1.3;

/** The first `href` in `html` matching `pattern` (a path), or `fallback`. */
function firstLink(html, pattern, fallback) {
  const match = html.match(new RegExp(`href="(${pattern.source})"`));
  return match ? match[1] : fallback;
}

/** A visitor's (cookie-less) GET of `url`: warms the page cache; returns the HTML. */
async function visit(url) {
  const response = await fetch(url, { redirect: "follow" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** The public pages of `base`, the details ids taken from the list pages. */
async function publicPages(base) {
  const at = (pathname) => new URL(pathname, base).href;
  const onDemand = await visit(at("/onDemandCourses"));
  const online = await visit(at("/onlineCourses"));
  const products = await visit(at("/products"));
  const publications = await visit(at("/publications"));
  const english = [
    ...PUBLIC_LIST_PAGES,
    firstLink(onDemand, /\/onDemandCourseDetails\/[^"?#]+/, null),
    firstLink(online, /\/onlineCourseDetails\/[^"?#]+/, null),
    firstLink(products, /\/products\/[^"?#/]+/, "/products/1"),
    firstLink(publications, /\/publications\/[^"?#/]+/, "/publications/1"),
  ].filter((pathname) => pathname !== null);
  // Each page in Arabic too (under /ar): it must stay within the English pages' bars.
  const arabic = english.map((pathname) => (pathname === "/" ? "/ar" : `/ar${pathname}`));
  for (const pathname of arabic) await visit(at(pathname));
  return [...english, ...arabic].map(at);
}

let urls = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (urls.length === 0) {
  const base = process.env.LIGHTHOUSE_URL || "http://localhost:3000";
  try {
    urls = await publicPages(base);
  } catch (error) {
    console.error(
      `Could not list the public pages of ${base}: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(2);
  }
}

async function audit(url, onlyCategories = categories) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories,
      formFactor: "mobile",
    });
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) {
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    }
    return { lhr: result.lhr, trace: result.artifacts?.Trace };
  } finally {
    await chrome.kill();
  }
}

/** Transferred bytes of a run by kind (Lighthouse's network-requests audit). */
function transfer(lhr) {
  const sums = { total: 0, html: 0, css: 0, js: 0, other: 0 };
  for (const request of lhr.audits["network-requests"]?.details?.items ?? []) {
    const bytes = request.transferSize ?? 0;
    const kind =
      request.resourceType === "Document"
        ? "html"
        : request.resourceType === "Stylesheet"
          ? "css"
          : request.resourceType === "Script"
            ? "js"
            : "other";
    sums[kind] += bytes;
    sums.total += bytes;
  }
  // total-byte-weight is the figure Lighthouse reports; the split above explains it.
  sums.total = lhr.audits["total-byte-weight"]?.numericValue ?? sums.total;
  return sums;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);
const lcpOf = (lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;

/** Writes a run's report (and trace) to .lighthouse/ when LIGHTHOUSE_SAVE=1. */
function saveRun(url, run, { lhr, trace }) {
  if (!save) return;
  mkdirSync(".lighthouse", { recursive: true });
  const name =
    url.replace(/^https?:\/\//, "").replace(/[^a-z0-9]+/gi, "_") + (runs > 1 ? `.${run}` : "");
  writeFileSync(path.join(".lighthouse", `${name}.json`), JSON.stringify(lhr, null, 2));
  if (trace) writeFileSync(path.join(".lighthouse", `${name}.trace.json`), JSON.stringify(trace));
}

if (floorMode) process.exit(await compareWithFloor(urls));

const rows = [];
const problems = new Set();
const notes = [];
let failed = false;
for (const url of urls) {
  try {
    await visit(url);
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await audit(url);
      results.push(result.lhr);
      saveRun(url, run, result);
    }
    const sorted = [...results].sort((a, b) => lcpOf(a) - lcpOf(b));
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const scores = Object.fromEntries(
      categories.map((id) => {
        const score = median.categories[id]?.score;
        return [id, score == null ? "n/a" : String(Math.round(score * 100))];
      }),
    );
    const bytes = transfer(median);
    rows.push({
      url,
      ...scores,
      lcp: seconds(lcpOf(median)),
      runs: results.map((lhr) => seconds(lcpOf(lhr))).join(" "),
      kb: kb(bytes.total),
      split: `${kb(bytes.html)}/${kb(bytes.css)}/${kb(bytes.js)}/${kb(bytes.other)}`,
    });
    for (const lhr of results) {
      for (const id of categories.filter((category) => category !== "performance")) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const result = lhr.audits[ref.id];
          if (ref.weight > 0 && result && result.score !== null && result.score < 1) {
            problems.add(`${url}  [${labels[id]}] ${result.id}: ${result.title}`);
          }
        }
      }
    }
    const audits = median.audits;
    notes.push(
      `${url}  median run: FCP ${audits["first-contentful-paint"]?.displayValue ?? "?"}, ` +
        `TBT ${audits["total-blocking-time"]?.displayValue ?? "?"}, CLS ${audits["cumulative-layout-shift"]?.displayValue ?? "?"}`,
    );
  } catch (error) {
    failed = true;
    rows.push({
      url,
      performance: "error",
      accessibility: "",
      "best-practices": "",
      seo: "",
      lcp: "",
      runs: "",
      kb: "",
      split: "",
    });
    problems.add(`${url}  ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Prints `table` (rows of strings, the first the titles) with each column padded to its widest cell. */
function printTable(table) {
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const line of table) {
    console.log(
      line
        .map((cell, column) => cell.padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    );
  }
}

const columns = [
  ["URL", (row) => row.url],
  ...categories.map((id) => [labels[id], (row) => row[id]]),
  ["LCP s", (row) => row.lcp],
  [runs > 1 ? `LCP runs` : "", (row) => (runs > 1 ? row.runs : "")],
  ["KB", (row) => row.kb],
  ["HTML/CSS/JS/other KB", (row) => row.split],
];
const table = [
  columns.map(([title]) => title),
  ...rows.map((row) => columns.map(([, cell]) => cell(row))),
];
printTable(table);
console.log("");
console.log(
  `LCP: ${runs > 1 ? `median of ${runs} runs` : "one run"}; KB: total transfer of that run (total-byte-weight).`,
);
for (const note of notes) console.log(note);
if (problems.size > 0) {
  console.log("");
  for (const problem of problems) console.log(problem);
}
process.exit(failed ? 1 : 0);

// ---- --floor ----------------------------------------------------------------------------------

/** Runs `command` to its end with its output kept; rejects with that output when it fails. */
function runQuietly(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${path.basename(command)} ${args[0]} failed (${signal ?? `exit code ${code}`}):\n${output}`,
            ),
          ),
    );
  });
}

/**
 * Builds scripts/lighthouse-floor with the project's own `next` and starts it on a free port.
 * @returns the floor page's URL and a function that stops its server.
 */
async function startFloor() {
  const dir = path.resolve(import.meta.dirname, "lighthouse-floor");
  const next = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  console.log("Building the floor app (scripts/lighthouse-floor)…");
  await runQuietly(next, ["build", dir], env);
  const port = await freePort();
  const server = spawn(next, ["start", dir, "--port", String(port), "--hostname", "127.0.0.1"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise((resolve) => server.once("exit", () => resolve((exited = true))));
  const stop = async () => {
    if (exited) return;
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 5000);
    await exit;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 30_000; ;) {
    if (exited) throw new Error(`the floor server stopped:\n${output}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the floor server did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`Floor app serving at ${url}`);
  return { url, stop };
}

/**
 * A visitor's GET of `url` (as {@link visit}), then of every width of each image the page
 * preloads, as Chromium asks for it: the image optimizer's first encoding of the LCP image then
 * falls on no measured run, the floor's or the page's.
 */
async function warm(url) {
  const html = await visit(url);
  const sources = new Set();
  for (const [link] of html.matchAll(/<link\b[^>]*\bas="image"[^>]*>/gi)) {
    const srcset = link.match(/\bimagesrcset="([^"]+)"/i)?.[1];
    const href = link.match(/\bhref="([^"]+)"/i)?.[1];
    for (const candidate of srcset ? srcset.split(",") : href ? [href] : []) {
      sources.add(new URL(candidate.trim().split(/\s+/)[0].replaceAll("&amp;", "&"), url).href);
    }
  }
  for (const source of sources) {
    const response = await fetch(source, {
      headers: { Accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" },
    });
    await response.arrayBuffer();
  }
}

/** The lower median of `values` (the same pick as the median run elsewhere in this script). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * `--floor`: audits the floor and each of `urls` alternately, prints the ratios.
 * @returns the exit code: 0 when every audit ran, 1 when one failed or the floor could not start.
 */
async function compareWithFloor(urls) {
  let floor;
  try {
    floor = await startFloor();
  } catch (error) {
    console.error(
      `Could not start the floor app: ${error instanceof Error ? error.message : error}`,
    );
    return 1;
  }
  const stopOnSignal = (signal) => {
    void floor.stop().finally(() => process.exit(128 + (signal === "SIGINT" ? 2 : 15)));
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);

  const rows = [];
  const allFloorLcps = [];
  let failed = false;
  try {
    await warm(floor.url);
    for (const url of urls) {
      const row = { url, lcps: [], bytes: [], floorLcps: [], floorBytes: [] };
      rows.push(row);
      try {
        await warm(url);
        for (let run = 1; run <= runs; run += 1) {
          // Floor first, then the page, run after run: what slows one slows the other.
          const floorRun = await audit(floor.url, ["performance"]);
          saveRun(`floor-for-${url}`, run, floorRun);
          row.floorLcps.push(lcpOf(floorRun.lhr));
          row.floorBytes.push(transfer(floorRun.lhr).total);
          const pageRun = await audit(url, ["performance"]);
          saveRun(url, run, pageRun);
          row.lcps.push(lcpOf(pageRun.lhr));
          row.bytes.push(transfer(pageRun.lhr).total);
        }
        allFloorLcps.push(...row.floorLcps);
      } catch (error) {
        failed = true;
        row.error = error instanceof Error ? error.message : String(error);
      }
    }
  } finally {
    await floor.stop();
  }

  const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "?");
  const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "?");
  let allMeet = true;
  const table = [
    [
      "URL",
      "LCP ms",
      "floor ms",
      "LCP ratio",
      "KB",
      "floor KB",
      "bytes ratio",
      "LCP runs (page | floor)",
    ],
  ];
  for (const row of rows) {
    if (row.error) {
      allMeet = false;
      table.push([row.url, "error", "", "", "", "", "", ""]);
      continue;
    }
    const lcp = median(row.lcps);
    const floorLcp = median(row.floorLcps);
    const bytes = median(row.bytes);
    const floorBytes = median(row.floorBytes);
    const lcpRatio = lcp / floorLcp;
    const bytesRatio = bytes / floorBytes;
    const meets = lcpRatio <= FLOOR_LCP_RATIO && bytesRatio <= FLOOR_BYTES_RATIO;
    if (!meets) allMeet = false;
    table.push([
      row.url,
      ms(lcp),
      ms(floorLcp),
      ratio(lcpRatio) + (lcpRatio <= FLOOR_LCP_RATIO ? "" : " !"),
      kb(bytes),
      kb(floorBytes),
      ratio(bytesRatio) + (bytesRatio <= FLOOR_BYTES_RATIO ? "" : " !"),
      `${row.lcps.map(ms).join(" ")} | ${row.floorLcps.map(ms).join(" ")}`,
    ]);
  }
  console.log("");
  printTable(table);
  console.log("");
  console.log(
    `Medians of ${runs} run${runs > 1 ? "s" : ""} each, every page against the floor runs made just before its own ` +
      `(all ${allFloorLcps.length} floor runs: median LCP ${ms(median(allFloorLcps))} ms). ` +
      "KB: Lighthouse's total-byte-weight. ! marks a ratio over its goal.",
  );
  for (const row of rows.filter((row) => row.error)) console.log(`${row.url}  ${row.error}`);
  console.log(
    allMeet
      ? `Every page meets the goal: LCP ≤ ${FLOOR_LCP_RATIO}× the floor and bytes ≤ ${FLOOR_BYTES_RATIO}×.`
      : `Not every page meets the goal (LCP ≤ ${FLOOR_LCP_RATIO}× the floor and bytes ≤ ${FLOOR_BYTES_RATIO}×).`,
  );
  return failed ? 1 : 0;
}
