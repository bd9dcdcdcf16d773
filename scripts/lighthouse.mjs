#!/usr/bin/env node
// Lighthouse scores of running pages, mobile form factor (Lighthouse's default: a Moto G
// Power-sized screen with simulated slow 4G and 4x CPU slowdown).
//
//   npm run lighthouse -- http://localhost:3000/ http://localhost:3000/products
//
// Uses the installed `lighthouse` package programmatically and Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) in headless mode; nothing is downloaded. Each URL
// gets a fresh browser, so one page's cache never flatters the next. Prints the four category
// scores per URL as a table, then every non-performance audit that did not pass. Writes the
// full JSON reports to .lighthouse/ when LIGHTHOUSE_SAVE=1.
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

const urls = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (urls.length === 0) {
  console.error("Usage: npm run lighthouse -- URL [URL…]");
  process.exit(2);
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
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const rows = [];
const problems = [];
let failed = false;
for (const url of urls) {
  try {
    const lhr = await audit(url);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      categories.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, score == null ? "n/a" : String(Math.round(score * 100))];
      }),
    );
    rows.push({ url, ...scores });
    for (const id of categories.filter((category) => category !== "performance")) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id];
        if (ref.weight > 0 && result && result.score !== null && result.score < 1) {
          problems.push(`${url}  [${labels[id]}] ${result.id}: ${result.title}`);
        }
      }
    }
    const lcp = lhr.audits["largest-contentful-paint"]?.displayValue;
    const cls = lhr.audits["cumulative-layout-shift"]?.displayValue;
    const tbt = lhr.audits["total-blocking-time"]?.displayValue;
    problems.push(`${url}  metrics: LCP ${lcp ?? "?"}, TBT ${tbt ?? "?"}, CLS ${cls ?? "?"}`);
    if (process.env.LIGHTHOUSE_SAVE === "1") {
      mkdirSync(".lighthouse", { recursive: true });
      const name = url.replace(/^https?:\/\//, "").replace(/[^a-z0-9]+/gi, "_");
      writeFileSync(path.join(".lighthouse", `${name}.json`), JSON.stringify(lhr, null, 2));
    }
  } catch (error) {
    failed = true;
    rows.push({ url, performance: "error", accessibility: "", "best-practices": "", seo: "" });
    problems.push(`${url}  ${error instanceof Error ? error.message : String(error)}`);
  }
}

const header = ["URL", ...categories.map((id) => labels[id])];
const table = [header, ...rows.map((row) => [row.url, ...categories.map((id) => row[id])])];
const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table) {
  console.log(line.map((cell, column) => cell.padEnd(widths[column])).join("  "));
}
if (problems.length > 0) {
  console.log("");
  for (const problem of problems) console.log(problem);
}
process.exit(failed ? 1 : 0);
