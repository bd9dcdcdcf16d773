#!/usr/bin/env node
// Lighthouse scores of running pages, mobile form factor (Lighthouse's default: a Moto G
// Power-sized screen with simulated slow 4G and 4x CPU slowdown).
//
//   npm run lighthouse -- http://localhost:3000/ http://localhost:3000/products
//   npm run lighthouse -- --runs=3                 the public pages of LIGHTHOUSE_URL, 3 runs each
//
// Uses the installed `lighthouse` package programmatically and Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) in headless mode; nothing is downloaded. Each run
// gets a fresh browser, so one page's cache never flatters the next.
//
// Without a URL it audits the public pages of LIGHTHOUSE_URL (default http://localhost:3000):
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
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const labels = { performance: "Perf", accessibility: "A11y", "best-practices": "Best", seo: "SEO" };

const runsArg = process.argv.find((arg) => arg.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 1;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs needs a whole number ≥ 1");
  process.exit(2);
}
const save = process.env.LIGHTHOUSE_SAVE === "1";

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
  return [
    "/",
    "/onDemandCourses",
    "/onlineCourses",
    "/products",
    "/publications",
    "/consultancyServices",
    firstLink(onDemand, /\/onDemandCourseDetails\/[^"?#]+/, null),
    firstLink(online, /\/onlineCourseDetails\/[^"?#]+/, null),
    firstLink(products, /\/products\/[^"?#/]+/, "/products/1"),
    firstLink(publications, /\/publications\/[^"?#/]+/, "/publications/1"),
  ]
    .filter((pathname) => pathname !== null)
    .map(at);
}

let urls = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (urls.length === 0) {
  const base = process.env.LIGHTHOUSE_URL || "http://localhost:3000";
  try {
    urls = await publicPages(base);
  } catch (error) {
    console.error(`Could not list the public pages of ${base}: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
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

const rows = [];
const problems = new Set();
const notes = [];
let failed = false;
for (const url of urls) {
  try {
    await visit(url);
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const { lhr, trace } = await audit(url);
      results.push(lhr);
      if (save) {
        mkdirSync(".lighthouse", { recursive: true });
        const name = url.replace(/^https?:\/\//, "").replace(/[^a-z0-9]+/gi, "_") + (runs > 1 ? `.${run}` : "");
        writeFileSync(path.join(".lighthouse", `${name}.json`), JSON.stringify(lhr, null, 2));
        if (trace) writeFileSync(path.join(".lighthouse", `${name}.trace.json`), JSON.stringify(trace));
      }
    }
    const lcpOf = (lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
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
    rows.push({ url, performance: "error", accessibility: "", "best-practices": "", seo: "", lcp: "", runs: "", kb: "", split: "" });
    problems.add(`${url}  ${error instanceof Error ? error.message : String(error)}`);
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
const table = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
const widths = columns.map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table) {
  console.log(line.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
}
console.log("");
console.log(`LCP: ${runs > 1 ? `median of ${runs} runs` : "one run"}; KB: total transfer of that run (total-byte-weight).`);
for (const note of notes) console.log(note);
if (problems.size > 0) {
  console.log("");
  for (const problem of problems) console.log(problem);
}
process.exit(failed ? 1 : 0);
