/**
 * The public pages this process has served from the cached twin (their browser paths), so that
 * while the upstream is down the proxy can tell a page that may still be in Next's page cache
 * (let through) from one that never was (503 at once). Kept on `globalThis` because Next bundles
 * proxy.ts separately from the pages; bounded to {@link SERVED_PAGES_MAX} paths, oldest first out.
 */
export const SERVED_PAGES_MAX = 10_000;

const key: unique symbol = Symbol.for("brightway.servedPages");
type GlobalWithServed = typeof globalThis & { [key]?: Set<string> };

function served(): Set<string> {
  const global = globalThis as GlobalWithServed;
  global[key] ??= new Set();
  return global[key];
}

/** Notes that `pathname` was sent to the cached twin (called by the proxy while the upstream is up). */
export function rememberServedPage(pathname: string): void {
  const set = served();
  if (set.has(pathname)) return;
  if (set.size >= SERVED_PAGES_MAX) set.delete(set.values().next().value!);
  set.add(pathname);
}

/** True when `pathname` was sent to the cached twin before in this process. */
export function wasPageServed(pathname: string): boolean {
  return served().has(pathname);
}
