#!/usr/bin/env node
// The production web server (`npm start`, the e2e suite): Next's own request handler inside a
// plain Node HTTP server, for what `next start` cannot do: an id for every request (sent on to
// the upstream), one JSON log line per request, and a graceful stop. Routing, proxy.ts, caching
// and server actions are Next's, unchanged (a custom server runs the same request handler).
//   PORT (3000), TRUST_PROXY (0), LOG_LEVEL (info), LOG_FORMAT (auto), SHUTDOWN_GRACE_MS (10000):
//   see the README.
// `npm run dev` keeps `next dev`.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import sirv from "sirv";
import { createLogger, isPrettyFormat, withRequestLog } from "../lib/logging.mjs";
import { withPageMicroCache } from "../lib/page-microcache.mjs";
import { withServedPages } from "../lib/served-pages.mjs";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * The settings this file reads itself (it runs outside Next, so it cannot use lib/env.ts, which
 * reads the same LOG_LEVEL, LOG_FORMAT and TRUST_PROXY for the app's code). Exits with a message
 * on a bad one.
 */
function readSettings(source) {
  const problems = [];
  const whole = (name, fallback, min) => {
    const raw = source[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) problems.push(`- ${name}: must be a whole number of at least ${min}`);
    return value;
  };
  const settings = {
    port: whole("PORT", 3000, 0),
    trustedProxies: whole("TRUST_PROXY", 0, 0),
    graceMs: whole("SHUTDOWN_GRACE_MS", 10_000, 0),
    level: source.LOG_LEVEL || "info",
    format: source.LOG_FORMAT || "auto",
  };
  if (!LOG_LEVELS.includes(settings.level)) problems.push(`- LOG_LEVEL: must be one of ${LOG_LEVELS.join(", ")}`);
  if (!["auto", "json", "pretty"].includes(settings.format)) problems.push("- LOG_FORMAT: must be auto, json or pretty");
  if (problems.length > 0) {
    console.error(`Invalid configuration:\n${problems.join("\n")}`);
    process.exit(1);
  }
  return settings;
}

const settings = readSettings(process.env);
// As `next start` does: React's production build, and Next's production behaviour.
process.env.NODE_ENV ??= "production";
const logger = createLogger({ level: settings.level, pretty: isPrettyFormat(settings.format) });

const { default: next } = await import("next");
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, ".."), port: settings.port });
await app.prepare();
const handle = app.getRequestHandler();

// Next's build output (`/_next/static/…`, content-hashed, never changes under its name) is sent
// straight from disk, with the Brotli or gzip copy `npm run build` wrote beside each file
// (scripts/compress-static.mjs): no pass through Next's router and no compression per request.
// A first visit asks for a dozen of these at once, beside the page's LCP image. Anything sirv
// does not find falls through to Next (its 404).
// The headers `next.config.ts` sets for these paths (the security headers) come from the build's
// routes manifest, so a static file carries exactly what Next would have sent.
const STATIC_PREFIX = "/_next/static/";
const dotNext = path.resolve(import.meta.dirname, "..", ".next");
const configHeaders = JSON.parse(readFileSync(path.join(dotNext, "routes-manifest.json"), "utf8"))
  .headers.filter((rule) => !rule.has && !rule.missing)
  .map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers }));
const serveStatic = sirv(path.join(dotNext, "static"), {
  brotli: true,
  gzip: true,
  etag: true,
  immutable: true,
  maxAge: 31_536_000,
  setHeaders(res, pathname) {
    const fullPath = STATIC_PREFIX.slice(0, -1) + pathname;
    for (const rule of configHeaders) {
      if (!rule.pattern.test(fullPath)) continue;
      for (const { key, value } of rule.headers) res.setHeader(key, value);
    }
  },
});

/** Serves `/_next/static/…` from disk, or calls `fallback` when the file is not there. */
function staticFile(req, res, fallback) {
  const original = req.url;
  let missing = false;
  // sirv looks the path up synchronously (it lists the folder once, at start) and calls the
  // fallback at once when the file is not there, so the URL is put back straight after.
  req.url = original.slice(STATIC_PREFIX.length - 1);
  serveStatic(req, res, () => {
    missing = true;
  });
  req.url = original;
  delete req._parsedUrl; // sirv's parse cache, of the shortened URL
  return missing ? fallback() : undefined;
}

// Responses from Next are compressed here (next.config.ts sets `compress: false`): Brotli when the
// browser accepts it, gzip otherwise. A page's HTML carries its stylesheet twice (inlined, and in
// the RSC payload for hydration); Brotli's window spans both copies, gzip's 32 KB does not.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

let isStopping = false;
// Pages answered 200 are remembered: while the upstream is down, proxy.ts lets them through.
// Shareable public pages are replayed from memory for a few seconds (lib/page-microcache.mjs),
// compressed as they were sent.
const pages = withServedPages(withPageMicroCache((req, res) =>
  compress(req, res, async () => {
    try {
      await handle(req, res);
    } catch (error) {
      logger.error({ err: error }, "request handler failed");
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  }),
));

const server = http.createServer(
  withRequestLog(
    (req, res) => {
      // A request on a kept-alive connection during the stop: served, then the connection ends.
      if (isStopping) res.setHeader("connection", "close");
      const isStatic = (req.method === "GET" || req.method === "HEAD") && req.url?.startsWith(STATIC_PREFIX);
      return isStatic ? staticFile(req, res, () => pages(req, res)) : pages(req, res);
    },
    { logger, trustedProxies: settings.trustedProxies },
  ),
);

server.on("error", (error) => {
  logger.fatal({ err: error }, "the web server could not listen");
  process.exit(1);
});
server.listen(settings.port, () => {
  logger.info({ port: settings.port }, `listening on http://localhost:${settings.port}`);
});

/**
 * Graceful stop: no new connections, requests in flight finish (up to SHUTDOWN_GRACE_MS, then
 * their connections are closed), Next closes, exit 0. A repeated signal changes nothing: a
 * terminal's Ctrl-C reaches both `npm start` and this process, and `npm start` passes it on too.
 */
async function stop(signal) {
  if (isStopping) return;
  isStopping = true;
  logger.info({ signal, graceMs: settings.graceMs }, "stopping: finishing the requests in flight");
  const closed = new Promise((resolve) => server.close(() => resolve()));
  // Kept-alive connections end as soon as they have nothing in flight (a request's response
  // finished and its body fully read), not when the client would next use them.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => {
    logger.warn("grace period over: closing the connections still open");
    server.closeAllConnections();
  }, settings.graceMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(force);
  await app.close().catch((error) => logger.error({ err: error }, "Next did not close cleanly"));
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
