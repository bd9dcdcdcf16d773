// A micro-cache in front of Next for the pages a shared cache may keep: a visitor's plain GET of a
// public page that Next answered from its page cache (200, `x-nextjs-cache: HIT`, `Cache-Control`
// with `s-maxage`, no Set-Cookie) is kept in memory for a few seconds and replayed without running
// Next's router, the proxy or the page cache again: what a CDN in front would do, for a crowd
// that reaches the origin directly. Any change to public data (`bumpPageGeneration`, called
// wherever the app invalidates cache tags) empties it, so an admin's change shows at the next load.
// Plain JavaScript: scripts/web-server.mjs uses it, and the app's bundles bump the generation;
// both find one state on globalThis.

const key = Symbol.for("brightway.pageMicroCache");

function state() {
  globalThis[key] ??= { generation: 0, entries: new Map() };
  return globalThis[key];
}

/** Forgets every kept page (called with each cache-tag invalidation). */
export function bumpPageGeneration() {
  const current = state();
  current.generation += 1;
  current.entries.clear();
}

/** Headers that belong to one response only, never replayed. */
const perResponse = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** True for a request a shared cache may answer: GET, no query, no session, no router or action headers. */
function isPlainVisit(req) {
  if (req.method !== "GET" || (req.url ?? "").includes("?")) return false;
  const headers = req.headers;
  if (headers.rsc || headers["next-action"] || headers["next-router-prefetch"] || headers["next-router-state-tree"]) return false;
  return !/(?:^|;\s*)bw_session=/.test(headers.cookie ?? "");
}

/**
 * Wraps a Node request handler with the micro-cache.
 * @param options.ttlMs how long a page is replayed (default 5000 ms).
 * @param options.maxEntries pages kept at most (default 500; oldest first out).
 * @param options.now a clock in ms (tests inject one).
 */
export function withPageMicroCache(handle, { ttlMs = 5000, maxEntries = 500, now = Date.now } = {}) {
  const isFresh = (kept) => kept !== undefined && kept.generation === state().generation && now() - kept.storedAt < ttlMs;

  /** Sends a kept page. */
  function replay(kept, res) {
    for (const [name, value] of Object.entries(kept.headers)) res.setHeader(name, value);
    res.statusCode = kept.status;
    res.end(kept.body);
    return undefined;
  }

  /** Lets Next answer, and keeps the answer when a shared cache may keep it. */
  function answer(req, res, cacheKey) {
    const generation = state().generation;
    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = (chunk, ...rest) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
      return end(chunk, ...rest);
    };
    res.once("finish", () => {
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const shareable =
        res.statusCode === 200 &&
        res.getHeader("x-nextjs-cache") === "HIT" &&
        /\bs-maxage=\d+/.test(cacheControl) &&
        !/\bprivate\b/.test(cacheControl) &&
        res.getHeader("set-cookie") === undefined &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html");
      if (!shareable || state().generation !== generation) return;
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!perResponse.has(name)) headers[name] = value;
      const entries = state().entries;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
      entries.set(cacheKey, { status: 200, headers, body: Buffer.concat(chunks), generation, storedAt: now() });
    });
    return handle(req, res);
  }

  return (req, res) => {
    if (!isPlainVisit(req)) return handle(req, res);
    // Kept as sent: the same page compressed for each Accept-Encoding a client sends.
    const cacheKey = `${req.headers["accept-encoding"] ?? ""} ${req.url}`;
    const current = state();
    current.inflight ??= new Map();
    const kept = current.entries.get(cacheKey);
    if (isFresh(kept)) return replay(kept, res);
    if (kept === undefined) return answer(req, res, cacheKey);
    // A kept page that has expired: one request asks Next again, and those arriving meanwhile
    // wait for its answer and replay it (a crowd asks Next once, not once per visitor).
    const pending = current.inflight.get(cacheKey);
    if (pending) {
      return pending.then(() => {
        const renewed = state().entries.get(cacheKey);
        return isFresh(renewed) ? replay(renewed, res) : answer(req, res, cacheKey);
      });
    }
    current.inflight.set(
      cacheKey,
      new Promise((resolve) => res.once("close", resolve)).then(() => {
        current.inflight.delete(cacheKey);
      }),
    );
    return answer(req, res, cacheKey);
  };
}
