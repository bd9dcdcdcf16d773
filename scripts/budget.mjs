#!/usr/bin/env node
// First-load JavaScript per route of the last `next build`, gzip-compressed (Next's default, the
// figure a bare `next start` app is compared by, and what Next sends) and Brotli-compressed at
// quality 11 (what a balancer or CDN that compresses build files once could send).
//
//   npm run budget                 print the table
//   npm run budget -- --max=200    also fail (exit 1) when a route's first load exceeds 200 KB gzip
//
// How it is computed: Next 16 writes `.next/diagnostics/route-bundle-stats.json` at build time,
// listing for each route the chunk files a browser loads on the first visit (the shared runtime
// chunks plus the chunks of the route's layouts and page). This script reads that list, gzips
// each file with Node's zlib at its default level (what `next start` compresses with), and sums
// the sizes. When that file is missing (an older or different build), it rebuilds the list from
// `build-manifest.json` (`rootMainFiles`, loaded by every page) plus the `entryJSFiles` of each
// page's `*_client-reference-manifest.js` (its layouts and page). Polyfills are left out: they
// are `nomodule` scripts that modern browsers never fetch. Route handlers ship no JavaScript.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.cwd();
const dotNext = path.join(root, ".next");
const maxArg = process.argv.find((arg) => arg.startsWith("--max="));
const maxKb = maxArg ? Number(maxArg.slice("--max=".length)) : undefined;

if (!existsSync(path.join(dotNext, "build-manifest.json"))) {
  console.error("No build found in .next/: run `npm run build` first.");
  process.exit(2);
}

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** route → chunk paths relative to the project root. */
function routesFromStats() {
  const file = path.join(dotNext, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(file)) return null;
  return new Map(readJson(file).map((entry) => [entry.route, entry.firstLoadChunkPaths]));
}

function* clientManifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* clientManifests(full);
    else if (entry.name.endsWith("_client-reference-manifest.js")) yield full;
  }
}

function routesFromManifests() {
  const shared = readJson(path.join(dotNext, "build-manifest.json")).rootMainFiles ?? [];
  const appPaths = readJson(path.join(dotNext, "app-path-routes-manifest.json"));
  const routes = new Map();
  for (const file of clientManifests(path.join(dotNext, "server", "app"))) {
    const sandbox = { globalThis: {} };
    sandbox.globalThis = sandbox;
    vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
    for (const [appPath, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      const route = appPaths[appPath] ?? appPath;
      const chunks = new Set(shared);
      for (const files of Object.values(manifest.entryJSFiles ?? {})) {
        for (const chunk of files) chunks.add(chunk);
      }
      routes.set(
        route,
        [...chunks].map((chunk) => path.join(".next", chunk)),
      );
    }
  }
  return routes;
}

const routes = routesFromStats() ?? routesFromManifests();
const gzipCache = new Map();
function sizes(chunk) {
  if (!gzipCache.has(chunk)) {
    const bytes = readFileSync(path.join(root, chunk));
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).byteLength;
    gzipCache.set(chunk, { raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength, brotli });
  }
  return gzipCache.get(chunk);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [...routes.entries()]
  .filter(([route]) => route !== "/_global-error")
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([route, chunks]) => {
    const total = chunks.reduce(
      (sum, chunk) => {
        const size = sizes(chunk);
        return {
          raw: sum.raw + size.raw,
          gzip: sum.gzip + size.gzip,
          brotli: sum.brotli + size.brotli,
        };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
    return { route, files: chunks.length, ...total };
  });

const table = [
  ["Route", "Files", "Raw KB", "Gzip KB", "Brotli KB"],
  ...rows.map((row) => [row.route, String(row.files), kb(row.raw), kb(row.gzip), kb(row.brotli)]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table) {
  console.log(
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join("  "),
  );
}

if (maxKb !== undefined) {
  const over = rows.filter((row) => row.gzip / 1024 > maxKb);
  if (over.length > 0) {
    console.error(`\nOver the ${maxKb} KB gzip budget: ${over.map((row) => row.route).join(", ")}`);
    process.exit(1);
  }
}
