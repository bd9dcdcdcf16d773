#!/usr/bin/env node
// `npm run cache-check -- /products /onDemandCourses …` (after `npm run build`): counts the
// upstream requests that repeat anonymous views of public pages cause. It starts the reference
// upstream on a fresh seeded database, a counting HTTP proxy in front of it, and the built web
// app pointed at the proxy; it views each page once to warm the cache, then 100 more times,
// and prints the upstream requests made during those 100 views (0 = served from the cache).
import { spawn } from "node:child_process";
import http from "node:http";
import { rmSync } from "node:fs";
import path from "node:path";
import { upstreamArgs } from "./processes.mjs";
import { loadLocalEnv } from "./with-env.mjs";

loadLocalEnv();
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (pages.length === 0) pages.push("/onDemandCourses", "/products", "/publications");
const views = 100;
const upstreamPort = 5290;
const proxyPort = 5291;
const webPort = 3290;
const dataDir = path.resolve(".data", "cache-check", "upstream");
rmSync(dataDir, { recursive: true, force: true });
rmSync(".next/cache/fetch-cache", { recursive: true, force: true });

const children = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
process.on("exit", stopAll);

function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

let counting = false;
const counts = new Map();
const proxy = http.createServer((request, response) => {
  if (counting) {
    const key = `${request.method} ${request.url?.split("?")[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const upstream = http.request(
    {
      host: "127.0.0.1",
      port: upstreamPort,
      path: request.url,
      method: request.method,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => response.destroy());
  request.pipe(upstream);
});
proxy.listen(proxyPort, "127.0.0.1");

// The demo catalogue is what the public pages show here: asked for (never a default).
start(upstreamArgs(), {
  UPSTREAM_PORT: String(upstreamPort),
  UPSTREAM_DATA_DIR: dataDir,
  UPSTREAM_SEED: "demo",
});
await waitFor(`http://127.0.0.1:${upstreamPort}/health`);
start(["node_modules/.bin/next", "start", "-p", String(webPort)], {
  UPSTREAM_URL: `http://127.0.0.1:${proxyPort}`,
  SITE_URL: `http://localhost:${webPort}`,
});
await waitFor(`http://127.0.0.1:${webPort}/login`);

console.log(`Upstream requests during ${views} anonymous views (after one warm-up view):`);
for (const page of pages) {
  await (await fetch(`http://127.0.0.1:${webPort}${page}`)).text();
  counts.clear();
  counting = true;
  for (let i = 0; i < views; i++) {
    const response = await fetch(`http://127.0.0.1:${webPort}${page}`);
    await response.text();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  }
  counting = false;
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const detail = [...counts].map(([key, n]) => `${key} ×${n}`).join(", ");
  console.log(`  ${page.padEnd(24)} ${String(total).padStart(4)} ${detail}`);
}
stopAll();
proxy.close();
process.exit(0);
