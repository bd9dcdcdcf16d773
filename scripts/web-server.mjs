#!/usr/bin/env node
// The web server (`npm start`, `npm run dev` with `--dev`, the e2e suite): Next's own request
// handler inside a plain Node HTTP server, for what `next start` cannot do: an id for every
// request (sent on to the upstream), one deadline for a request's upstream reads, one JSON log
// line per request, and a graceful stop. Routing, proxy.ts, caching and server actions are
// Next's, unchanged (a custom server runs the same request handler); no page cache of our own
// sits in front of it.
//   PORT (3000), TRUST_PROXY (0), UPSTREAM_READ_TIMEOUT_MS (3000), LOG_LEVEL (info),
//   LOG_FORMAT (auto), SHUTDOWN_GRACE_MS (10000): see docs/settings.md.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import compression from "compression";
import isFresh from "fresh";
import { LRUCache } from "lru-cache";
import sirv from "sirv";
import { createLogger, isPrettyFormat, withRequestLog } from "../lib/logging.mjs";
import { SERVICE_UNAVAILABLE_TEXT, unavailablePageHtml } from "../lib/unavailable-page.mjs";
import { readWebServerSettings, refuseDemoPaymentDetails } from "../lib/env-schema.mjs";

// This server's settings, by the app's own schemas; a bad one stops it with a message.
const settings = readWebServerSettings(process.env);
const isDev = process.argv.includes("--dev");
// As `next start` / `next dev` do: React's production or development build.
process.env.NODE_ENV ??= isDev ? "development" : "production";
// A live site never tells buyers to pay the demo wallet: stop here, naming the settings.
refuseDemoPaymentDetails(process.env);
const logger = createLogger({
  level: settings.LOG_LEVEL,
  pretty: isPrettyFormat(settings.LOG_FORMAT),
});

const { default: next } = await import("next");
const app = next({ dev: isDev, dir: path.resolve(import.meta.dirname, ".."), port: settings.PORT });
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

/** The sirv handler of the build's static files (production only: `next dev` builds them on demand). */
function staticFiles() {
  const configHeaders = JSON.parse(readFileSync(path.join(dotNext, "routes-manifest.json"), "utf8"))
    .headers.filter((rule) => !rule.has && !rule.missing)
    .map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers }));
  return sirv(path.join(dotNext, "static"), {
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
}
const serveStatic = isDev ? null : staticFiles();

/** Serves `/_next/static/…` from disk, or calls `fallback` when the file is not there. */
function staticFile(req, res, fallback) {
  if (!serveStatic) return fallback();
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
// browser accepts it, gzip otherwise. HTML pages are left to `withFinalPageStatus`, which holds
// them whole anyway and compresses a stored page once (see `compressedPage`).
const isHtml = (res) => String(res.getHeader("content-type") ?? "").startsWith("text/html");
const compress = compression({
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) => !isHtml(res) && compression.filter(req, res),
});

/**
 * The Brotli and gzip copies of the pages Next served from its full-route cache (a visitor's
 * shared document: `x-nextjs-cache` HIT or STALE), by the page's digest and encoding. Next stores
 * a page but compresses it on every request; a page of ~220 KB costs ~5 ms of Brotli, ~20x the
 * cost of serving it from the cache. Compressed once here (at the highest quality, as the copy is
 * reused), a crowd of visitors costs what static files cost. A new render has a new digest, so an
 * admin's change is never served from here; 32 MB at most, least recently used first out.
 */
const compressedPages = new LRUCache({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
});

/** The encoding this request accepts: `br`, `gzip` or none. */
function acceptedEncoding(req) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/**
 * A stored page's strong ETag: the SHA-1 of its body, hashed natively (about 0.2 ms for 220 KB).
 * Next's own ETag (`generateEtags`, off in next.config.ts) hashes the page in JavaScript on every
 * request, about 0.5 ms: a fifth of the cost of serving a stored page.
 */
const pageDigest = (parts) => {
  const hash = createHash("sha1");
  for (const [part, encoding] of parts) hash.update(part, encoding);
  return `"${hash.digest("base64url")}"`;
};

/** The page's parts as one buffer. */
const joined = (parts) =>
  parts.length === 1 && Buffer.isBuffer(parts[0][0])
    ? parts[0][0]
    : Buffer.concat(
        parts.map(([part, encoding]) =>
          typeof part === "string" ? Buffer.from(part, encoding) : part,
        ),
      );

/**
 * An HTML page's body as this request takes it: compressed once for a page from Next's cache
 * (by its digest), per request otherwise (Brotli quality 5: a page rendered for one reader).
 * `parts` are the chunks Next wrote; `digest` is set for a stored page.
 */
function compressedPage(req, parts, digest) {
  const encoding = acceptedEncoding(req);
  const key = digest && encoding ? `${encoding} ${digest}` : null;
  const kept = key ? compressedPages.get(key) : undefined;
  if (kept) return { body: kept, encoding };
  const body = joined(parts);
  if (!encoding || body.length < 1024) return { body, encoding: null };
  const isStored = digest !== undefined;
  const quality = isStored ? 11 : 5;
  const compressed =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: isStored ? 9 : 6 });
  if (key) compressedPages.set(key, compressed);
  return { body: compressed, encoding };
}

let isStopping = false;

// The breaker of lib/upstream/breaker.ts, as the app's bundles registered it on globalThis.
const breakers = Symbol.for("brightway.upstream.breakers");

/**
 * A visitor's page may be kept by a shared cache in front (the load balancer's micro-cache,
 * deploy/haproxy.cfg; a CDN) for one second; a browser keeps nothing (no max-age, no validator
 * for a heuristic): a crowd costs one render per second and an admin's change shows a second
 * later at most. (HAProxy's cache stores nothing marked `max-age=0`, whatever `s-maxage` says.) Next marks every page it renders
 * per request `private, no-store`; this server knows which ones are a visitor's.
 */
const SHARED_PAGE_CACHE_CONTROL = "public, s-maxage=1";

/** A GET or HEAD of a page (not a build file, route handler, image or download). */
function isPageRequest(req) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !/^\/(?:_next|api|media|download|calendar)\//.test(req.url ?? "")
  );
}

/** The most of a page this server holds back before sending it as it comes (bytes). */
const MAX_HELD_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * Holds an HTML page back until it is complete, then sends it with its final status.
 *
 * Why: with Cache Components, Next writes a page's head (status 200) before the page has
 * finished rendering, and only afterwards sets `res.statusCode` to 404 (an unknown item) or 500
 * (a page that could not be built; vercel/next.js #95561). Every page here waits for its cached
 * data anyway, so holding it back costs little, and the status is the truth: never a 200 that a
 * cache or a crawler could keep for a failed page. A 500 while the upstream's circuit breaker is
 * open becomes a 503 with the breaker's `Retry-After` (the upstream is down and Next's cache did
 * not hold what the page needed), as the proxy answers a signed-in page then.
 * Only HTML is held (not files, route handlers or Next's RSC payloads), and at most
 * {@link MAX_HELD_PAGE_BYTES}: a larger page goes out as it comes.
 */
function withFinalPageStatus(handler) {
  return (req, res) => {
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    let isHolding = false;
    let headArgs = [];
    let held = [];
    let heldBytes = 0;

    /**
     * True for a visitor's page that any visitor may be given: a GET without the session cookie,
     * answered 200, with the public pages' policy (a page with a per-request CSP nonce, the
     * auth pages, is never shared). `bw_session` (`__Host-bw_session` on https) is
     * SESSION_COOKIE_NAME of lib/auth/session.ts, which this plain-Node file cannot import.
     */
    const isShareable = () =>
      (req.method === "GET" || req.method === "HEAD") &&
      res.statusCode === 200 &&
      !/(?:^|;\s*)(?:__Host-)?bw_session=/.test(req.headers.cookie ?? "") &&
      !String(res.getHeader("content-security-policy") ?? "").includes("'nonce-");

    /** The breaker, when this response is a page that failed while it is open. */
    const openBreaker = () => {
      const breaker = res.statusCode === 500 ? globalThis[breakers]?.currentState?.() : undefined;
      return breaker?.state === "open" ? breaker : undefined;
    };
    const sendHead = (breaker = openBreaker()) => {
      if (!breaker) {
        if (isShareable()) res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
        return writeHead.call(res, res.statusCode, ...headArgs);
      }
      res.setHeader("Retry-After", String(breaker.retryAfterSeconds));
      res.setHeader("Cache-Control", "no-store");
      return writeHead.call(res, 503, ...headArgs);
    };
    const release = () => {
      isHolding = false;
      sendHead();
      for (const [chunk, encoding] of held) write.call(res, chunk, encoding);
      held = [];
    };

    res.writeHead = function (statusCode, ...rest) {
      const type = String(res.getHeader("content-type") ?? "");
      // A visitor's stored page that could not be built answers a plain-text 500 from Next: held
      // too, to say what the visitor can do (and 503 with Retry-After while the breaker is open).
      const isFailedPage = statusCode === 500 && isPageRequest(req);
      if (res.headersSent || isHolding || !(type.startsWith("text/html") || isFailedPage)) {
        return isHolding ? res : writeHead.call(res, statusCode, ...rest);
      }
      res.statusCode = statusCode;
      headArgs = rest.filter((arg) => typeof arg !== "string");
      isHolding = true;
      return res;
    };
    res.write = function (chunk, encoding, callback) {
      if (!isHolding) return write.call(res, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) {
        held.push([chunk, typeof encoding === "string" ? encoding : undefined]);
        heldBytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
      }
      if (heldBytes > MAX_HELD_PAGE_BYTES) release();
      if (typeof encoding === "function") encoding();
      else if (typeof callback === "function") callback();
      return true;
    };
    res.end = function (chunk, encoding, callback) {
      if (!isHolding) return end.call(res, chunk, encoding, callback);
      if (typeof chunk === "function") [chunk, callback] = [undefined, chunk];
      if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
      if (chunk !== undefined && chunk !== null) held.push([chunk, encoding]);
      const parts = held;
      held = [];
      isHolding = false;
      const breaker = openBreaker();
      const isStored =
        !breaker && isHtml(res) && res.statusCode === 200 && res.hasHeader("x-nextjs-cache");
      const digest = isStored ? pageDigest(parts) : undefined;
      if (digest) {
        res.setHeader("ETag", digest);
        if (isFresh(req.headers, { etag: digest })) {
          res.statusCode = 304;
          res.removeHeader("content-length");
          sendHead();
          return end.call(res, callback);
        }
      }
      let body;
      if (breaker || !isHtml(res)) {
        // The page's own error text would say it failed; the truth is that the service is down.
        parts.splice(0, parts.length, [unavailablePageHtml(SERVICE_UNAVAILABLE_TEXT), "utf8"]);
        res.setHeader("Content-Type", "text/html; charset=utf-8");
      }
      if (req.method !== "HEAD") {
        const sent = compressedPage(req, parts, digest);
        body = sent.body;
        if (sent.encoding) res.setHeader("Content-Encoding", sent.encoding);
        const vary = [res.getHeader("vary") ?? []].flat().join(", ");
        if (!/accept-encoding/i.test(vary))
          res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
      if (body && !res.hasHeader("transfer-encoding")) res.setHeader("Content-Length", body.length);
      sendHead(breaker);
      return end.call(res, body, callback);
    };
    return handler(req, res);
  };
}

const pages = withFinalPageStatus((req, res) =>
  compress(req, res, async () => {
    try {
      await handle(req, res);
    } catch (error) {
      logger.error({ err: error }, "request handler failed");
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  }),
);

const server = http.createServer(
  withRequestLog(
    (req, res) => {
      // A request on a kept-alive connection during the stop: served, then the connection ends.
      if (isStopping) res.setHeader("connection", "close");
      const isStatic =
        (req.method === "GET" || req.method === "HEAD") && req.url?.startsWith(STATIC_PREFIX);
      return isStatic ? staticFile(req, res, () => pages(req, res)) : pages(req, res);
    },
    // One deadline for all the upstream reads of a request, 250 ms short of the read timeout so
    // that the page (or its error page) is drawn and sent within it.
    {
      logger,
      trustedProxies: settings.TRUST_PROXY,
      readBudgetMs: Math.max(1, settings.UPSTREAM_READ_TIMEOUT_MS - 250),
    },
  ),
);

server.on("error", (error) => {
  logger.fatal({ err: error }, "the web server could not listen");
  process.exit(1);
});
server.listen(settings.PORT, () => {
  logger.info({ port: settings.PORT }, `listening on http://localhost:${settings.PORT}`);
});

/**
 * Graceful stop: no new connections, requests in flight finish (up to SHUTDOWN_GRACE_MS, then
 * their connections are closed), Next closes, exit 0. A repeated signal changes nothing: a
 * terminal's Ctrl-C reaches both `npm start` and this process, and `npm start` passes it on too.
 */
async function stop(signal) {
  if (isStopping) return;
  isStopping = true;
  logger.info(
    { signal, graceMs: settings.SHUTDOWN_GRACE_MS },
    "stopping: finishing the requests in flight",
  );
  const closed = new Promise((resolve) => server.close(() => resolve()));
  // Kept-alive connections end as soon as they have nothing in flight (a request's response
  // finished and its body fully read), not when the client would next use them.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => {
    logger.warn("grace period over: closing the connections still open");
    server.closeAllConnections();
  }, settings.SHUTDOWN_GRACE_MS);
  await closed;
  clearInterval(sweep);
  clearTimeout(force);
  await app.close().catch((error) => logger.error({ err: error }, "Next did not close cleanly"));
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
