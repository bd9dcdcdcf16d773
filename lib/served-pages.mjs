// The pages this web process has served with 200 (their browser paths), so that while the
// upstream is down the proxy can tell a page that may still be in Next's page cache (let through)
// from one that never was (503 at once). Plain JavaScript: scripts/web-server.mjs records each
// success, and proxy.ts (bundled by Next) reads it; both find one Set on globalThis.

/** At most this many paths are remembered, oldest first out. */
export const SERVED_PAGES_MAX = 10_000;

const key = Symbol.for("brightway.servedPages");

function served() {
  globalThis[key] ??= new Set();
  return globalThis[key];
}

/** Notes that the page at `pathname` was answered with 200. */
export function rememberServedPage(pathname) {
  const set = served();
  if (set.has(pathname)) return;
  if (set.size >= SERVED_PAGES_MAX) set.delete(set.values().next().value);
  set.add(pathname);
}

/** True when the page at `pathname` was answered with 200 before, by this process. */
export function wasPageServed(pathname) {
  return served().has(pathname);
}

/**
 * Wraps a Node request handler: a GET of a page (HTML or Next's page data) answered with 200 is
 * remembered by its path. Static files, media, downloads and /api are left out.
 */
export function withServedPages(handle) {
  return (req, res) => {
    if (req.method === "GET") {
      res.once("finish", () => {
        if (res.statusCode !== 200) return;
        const type = String(res.getHeader("content-type") ?? "");
        if (!type.startsWith("text/html") && !type.startsWith("text/x-component")) return;
        const pathname = (req.url ?? "/").split("?")[0];
        if (/^\/(_next|api|media|download)\//.test(pathname)) return;
        rememberServedPage(pathname);
      });
    }
    return handle(req, res);
  };
}
