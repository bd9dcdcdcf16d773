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
// (scripts/floor-app.mjs: one page holding only the home banner's first slide, preloaded at high
// priority) with the project's own `next`, serves it with `next start` on a free port, and audits
// the floor page and each page in turn (floor, page, floor, page… the same number of runs each, so
// the machine's noise hits both alike; performance only), with DevTools throttling (observed
// values; `--throttling=simulate` for Lighthouse's estimate). It prints each page's median first
// contentful paint, LCP and transfer bytes as ratios to the floor runs paired with it, and whether
// every page is within FCP 1.3×, LCP 1.0× and bytes 1.2× (a public page should paint about as
// soon as a bare page does). A run whose first paint comes 0.7 s or more after its series'
// median is listed apart (lighthouse#17148). It exits 0 whatever the ratios: a benchmark, not a
// test; 1 only when an audit, the floor's build or its server failed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./chromium-args.mjs";
import { PUBLIC_LIST_PAGES } from "./public-pages.mjs";
import { startFloor } from "./floor-app.mjs";

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
// The goals of --floor: first paint ≤ 1.3× the bare page's, LCP ≤ 1.0×, bytes ≤ 1.2×.
const FLOOR_FCP_RATIO = 1.3;
const FLOOR_LCP_RATIO = 1.0;
const FLOOR_BYTES_RATIO = 1.2;
// Lighthouse's simulated throttling estimates from one fast load; it proved too noisy to compare
// two pages (the floor's own LCP read 0.99, 1.57 and 2.03 s in three quiet runs). --floor uses
// DevTools throttling instead: a real emulated slow 4G and 4× CPU slowdown, observed values.
const throttlingArg = process.argv.find((arg) => arg.startsWith("--throttling="));
const throttlingMethod = throttlingArg
  ? throttlingArg.slice("--throttling=".length)
  : floorMode
    ? "devtools"
    : "simulate";
if (!["simulate", "devtools", "provided"].includes(throttlingMethod)) {
  console.error("--throttling is simulate, devtools or provided");
  process.exit(2);
}

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
      throttlingMethod,
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
const fcpOf = (lhr) => lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN;

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

/** A run's first contentful paint and LCP (ms) and its transfer (bytes, total-byte-weight). */
function measure(lhr) {
  return { fcp: fcpOf(lhr), lcp: lcpOf(lhr), bytes: transfer(lhr).total };
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
  let failed = false;
  try {
    await warm(floor.url);
    for (const url of urls) {
      const row = { url, runs: [], floorRuns: [] };
      rows.push(row);
      try {
        await warm(url);
        for (let run = 1; run <= runs; run += 1) {
          // Floor first, then the page, run after run: what slows one slows the other.
          const floorRun = await audit(floor.url, ["performance"]);
          saveRun(`floor-for-${url}`, run, floorRun);
          row.floorRuns.push(measure(floorRun.lhr));
          const pageRun = await audit(url, ["performance"]);
          saveRun(url, run, pageRun);
          row.runs.push(measure(pageRun.lhr));
        }
      } catch (error) {
        failed = true;
        row.error = error instanceof Error ? error.message : String(error);
      }
    }
  } finally {
    await floor.stop();
  }

  const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "?");
  const ratio = (value, goal) =>
    Number.isFinite(value) ? `${value.toFixed(2)}×${value <= goal ? "" : " !"}` : "?";
  let allMeet = true;
  const withheld = [];
  const table = [
    [
      "URL",
      "FCP ms",
      "floor",
      "FCP ratio",
      "LCP ms",
      "floor",
      "LCP ratio",
      "KB",
      "floor",
      "bytes ratio",
    ],
  ];
  const allFloorRuns = [];
  for (const row of rows) {
    if (row.error) {
      allMeet = false;
      table.push([row.url, "error", "", "", "", "", "", "", "", ""]);
      continue;
    }
    // Headless Chromium sometimes withholds the first frames about a second after load
    // (GoogleChrome/lighthouse#17148): such a run is listed apart, not counted in the medians.
    const kept = (series, label) => {
      const typical = median(series.map((run) => run.fcp));
      return series.filter((run, index) => {
        const late = run.fcp > typical + 700;
        if (late)
          withheld.push(`${label} run ${index + 1}: FCP ${ms(run.fcp)} ms (median ${ms(typical)})`);
        return !late;
      });
    };
    const page = kept(row.runs, row.url);
    const floorRuns = kept(row.floorRuns, `floor before ${row.url}`);
    allFloorRuns.push(...floorRuns);
    const of = (series, key) => median(series.map((run) => run[key]));
    const fcpRatio = of(page, "fcp") / of(floorRuns, "fcp");
    const lcpRatio = of(page, "lcp") / of(floorRuns, "lcp");
    const bytesRatio = of(page, "bytes") / of(floorRuns, "bytes");
    if (!(
      fcpRatio <= FLOOR_FCP_RATIO &&
      lcpRatio <= FLOOR_LCP_RATIO &&
      bytesRatio <= FLOOR_BYTES_RATIO
    )) {
      allMeet = false;
    }
    table.push([
      row.url,
      ms(of(page, "fcp")),
      ms(of(floorRuns, "fcp")),
      ratio(fcpRatio, FLOOR_FCP_RATIO),
      ms(of(page, "lcp")),
      ms(of(floorRuns, "lcp")),
      ratio(lcpRatio, FLOOR_LCP_RATIO),
      kb(of(page, "bytes")),
      kb(of(floorRuns, "bytes")),
      ratio(bytesRatio, FLOOR_BYTES_RATIO),
    ]);
  }
  console.log("");
  printTable(table);
  console.log("");
  console.log(
    `Medians of ${runs} run${runs > 1 ? "s" : ""} each (${throttlingMethod} throttling, mobile), every page against the floor runs ` +
      `made just before its own (all floor runs: median FCP ${ms(median(allFloorRuns.map((run) => run.fcp)))} ms, ` +
      `LCP ${ms(median(allFloorRuns.map((run) => run.lcp)))} ms). KB: Lighthouse's total-byte-weight. ! marks a ratio over its goal.`,
  );
  for (const row of rows.filter((row) => !row.error)) {
    const list = (series, key) => series.map((run) => ms(run[key])).join(" ");
    console.log(
      `${row.url}  FCP ${list(row.runs, "fcp")} | floor ${list(row.floorRuns, "fcp")};  LCP ${list(row.runs, "lcp")} | floor ${list(row.floorRuns, "lcp")}`,
    );
  }
  if (withheld.length > 0) {
    console.log("\nRuns set apart (first frames withheld, lighthouse#17148):");
    for (const line of withheld) console.log(`  ${line}`);
  }
  for (const row of rows.filter((row) => row.error)) console.log(`${row.url}  ${row.error}`);
  const goals = `FCP ≤ ${FLOOR_FCP_RATIO}× the floor, LCP ≤ ${FLOOR_LCP_RATIO}×, bytes ≤ ${FLOOR_BYTES_RATIO}×`;
  console.log(
    allMeet ? `Every page meets the goal: ${goals}.` : `Not every page meets the goal (${goals}).`,
  );
  return failed ? 1 : 0;
}
