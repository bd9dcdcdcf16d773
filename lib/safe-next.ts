const PROBE_ORIGIN = "http://same-origin.invalid";

/**
 * Sanitises a `next` (return-to) value from a URL or form: returns it only when it is a
 * same-origin relative path (`/x`, `/x?y#z`), otherwise `fallback` (default `/`).
 *
 * Why: `next` is attacker-controlled; redirecting to it unchecked is an open redirect. Rejected:
 * non-strings, absolute URLs (`https:`, `javascript:`), protocol-relative `//host`, `/\host`
 * (browsers read `\` as `/`), paths that become either once dot segments are resolved
 * (`/.//host`), and control characters (browsers drop tabs and newlines, which
 * would turn `/\t/host` into `//host`).
 */
export function safeNext(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved above: `/.//evil.com` comes out as `//evil.com`, another host.
  return path.startsWith("//") || path.startsWith("/\\") ? fallback : path;
}
