// The web app's logging core, in plain JavaScript because two worlds use it: the custom server
// (scripts/web-server.mjs, plain Node, outside Next's bundler) and the app's server code
// (lib/log.ts, lib/request-context.ts, bundled by Next). Types: lib/logging.d.mts.
//
// Secrets: the request line holds the method, the path WITHOUT its query string (and with a
// credential in the path replaced, see redactPath), the status, the duration and the request id;
// never headers, cookies, bodies or query strings.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino from "pino";
import PinoPretty from "pino-pretty";

/** A request id we accept from a trusted proxy: a short token that cannot break a log line. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9_=-]{1,128}$/;

/**
 * The id of a request: the incoming `x-request-id` when a trusted reverse proxy set it
 * (`trustedProxies` > 0, see TRUST_PROXY) and it matches {@link REQUEST_ID_PATTERN}; otherwise a
 * new one from `generate` (a random UUID). A browser's own `x-request-id` is never believed.
 */
export function requestIdFor(incoming, trustedProxies, generate = randomUUID) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  if (trustedProxies > 0 && typeof value === "string" && REQUEST_ID_PATTERN.test(value))
    return value;
  return generate();
}

// Why on globalThis: the custom server runs every request inside this storage, while Next bundles
// server code into chunks that may each hold their own copy of this module; `Symbol.for` gives
// them all the one instance.
const STORAGE_KEY = Symbol.for("brightway.requestContext");

/** This process's request-context storage (`{ requestId }`), shared through globalThis. */
export function requestContextStorage() {
  return (globalThis[STORAGE_KEY] ??= new AsyncLocalStorage());
}

/** Never logged: an upstream error's body (it may echo what was sent). */
function errorWithoutBody(error) {
  const serialized = pino.stdSerializers.err(error);
  if (serialized && typeof serialized === "object") delete serialized.body;
  return serialized;
}

/**
 * pino-pretty's options for a person reading (the reference upstream's are the same): one line
 * per record, local clock time, and without the fields a request line's message already says.
 */
export function prettyOptions({ colorize = true } = {}) {
  return {
    colorize,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,service,method,path,status,durationMs",
  };
}

/**
 * Whether to write readable lines instead of JSON: `LOG_FORMAT` `pretty`, or `auto` (the
 * default) when stdout is a terminal.
 */
export function isPrettyFormat(format = "auto", isTerminal = process.stdout.isTTY === true) {
  return format === "pretty" || (format !== "json" && isTerminal);
}

/**
 * A pino logger with the reference upstream's line shape: `time` (ISO 8601), `level` (its name),
 * `service` (default "web"), `msg` and fields. JSON lines to `destination` (default stdout), or
 * one readable line per record through pino-pretty when `pretty`. Error bodies are dropped and
 * credential-looking fields (`password`, `token`, `authorization`, `cookie`, also one level
 * down) redacted; `mixin` adds fields to every line (lib/log.ts: the request id).
 */
export function createLogger({
  level = "info",
  destination,
  pretty = false,
  service = "web",
  mixin,
} = {}) {
  const stream = pretty
    ? PinoPretty({ ...prettyOptions({ colorize: process.stdout.isTTY === true }), sync: true })
    : (destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorWithoutBody, error: errorWithoutBody },
      redact: {
        paths: [
          "password",
          "token",
          "authorization",
          "cookie",
          "*.password",
          "*.token",
          "*.authorization",
          "*.cookie",
        ],
        censor: "[redacted]",
      },
      ...(mixin ? { mixin } : {}),
    },
    stream,
  );
}

/** What stands in a log line where a credential was. */
const REDACTED = "[redacted]";

/** Query parameters whose value is a credential (a reset, confirmation or unsubscribe token, a code). */
const SECRET_PARAMETER = /token|code|secret|signature|^sig$|password|key/i;

/**
 * A path as it may be logged: every segment that is itself a credential replaced by
 * {@link REDACTED}. Today that is the calendar feed's token, in the web's address
 * (`/calendar/{token}`, the link a student pastes into a calendar app) and in the upstream's
 * (`…/Calendar/Feed/{token}`): whoever holds it reads every meeting link of the student, with no
 * expiry. Case-insensitive, like the upstream's routes; the reference upstream applies the same
 * rule (`upstream/src/log.ts` `pathForLog`).
 */
function redactPath(path) {
  const segments = String(path).split("/");
  return segments
    .map((segment, index) => {
      const before = segments[index - 1] ?? "";
      const isWebFeed = index === 2 && /^calendar$/i.test(before) && segments[0] === "";
      const isUpstreamFeed =
        index >= 2 && /^feed$/i.test(before) && /^calendar$/i.test(segments[index - 2] ?? "");
      return segment !== "" && (isWebFeed || isUpstreamFeed) ? REDACTED : segment;
    })
    .join("/");
}

/**
 * A request target (`/path?query`) as it may be logged: the path through {@link redactPath}, and
 * the value of every query parameter named like a credential (`token`, `code`, `key`,
 * `signature`, `password`…) replaced by {@link REDACTED}; other parameters and a fragment kept.
 * The one redaction rule of the web app's logs: the request log, and any log line that names an
 * upstream endpoint (`UpstreamError.endpoint`, `lib/upstream/client.ts`).
 */
export function redactTarget(target) {
  const text = String(target ?? "");
  const queryAt = text.search(/[?#]/);
  if (queryAt === -1) return redactPath(text);
  const rest = text.slice(queryAt);
  const hashAt = rest.indexOf("#");
  const query = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const fragment = hashAt === -1 ? "" : rest.slice(hashAt);
  const redactedQuery = query.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, separator, name) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, " "));
    } catch {
      // A malformed escape: judged as sent.
    }
    return SECRET_PARAMETER.test(decoded) ? `${separator}${name}=${REDACTED}` : whole;
  });
  return `${redactPath(text.slice(0, queryAt))}${redactedQuery}${fragment}`;
}

/**
 * The path of a request target as the request log writes it: without its query string or
 * fragment ("/" when empty), credential segments replaced ({@link redactPath}).
 */
export function requestPath(url) {
  const path = String(url ?? "/").split(/[?#]/, 1)[0];
  return path === "" ? "/" : redactPath(path);
}

/**
 * Wraps a Node request handler (Next's): gives each request its id (set on the request headers,
 * returned in the `x-request-id` response header, and available to server code through
 * {@link requestContextStorage}), and writes one log line when the response ends: time, level,
 * method, path, status, durationMs, requestId (`aborted` when the client left first), with the
 * message `GET /path 200 12.3 ms` as the reference upstream writes its own. Static
 * files under /_next/static are logged at debug, server errors (5xx) at error, the rest at info.
 * @param options.trustedProxies TRUST_PROXY: reverse proxies whose `x-request-id` is believed.
 * @param options.readBudgetMs when set, a GET or HEAD request's upstream reads must end this many
 *   ms after it arrived (`readDeadline` in the context; UPSTREAM_READ_TIMEOUT_MS): one deadline
 *   per page render. A POST (a server action, a form) gets none: each call has its own timeout.
 * @param options.now a clock in milliseconds (tests inject one).
 */
export function withRequestLog(
  handle,
  { logger, trustedProxies = 0, readBudgetMs, now = () => performance.now(), generate } = {},
) {
  return (req, res) => {
    const requestId = requestIdFor(req.headers["x-request-id"], trustedProxies, generate);
    req.headers["x-request-id"] = requestId;
    res.setHeader("x-request-id", requestId);
    const started = now();
    res.once("close", () => {
      const path = requestPath(req.url);
      const status = res.statusCode;
      const level = status >= 500 ? "error" : path.startsWith("/_next/static/") ? "debug" : "info";
      const line = {
        method: req.method,
        path,
        status,
        durationMs: Math.round((now() - started) * 10) / 10,
        requestId,
      };
      if (!res.writableFinished) line.aborted = true;
      logger[level](
        line,
        `${line.method} ${path} ${status} ${line.durationMs} ms${line.aborted ? " (aborted)" : ""}`,
      );
    });
    const context = { requestId };
    // A page's reads share one deadline, so that the page (or its error page) answers in time. A
    // form post's do not: under a crowd it may wait on the busy event loop for longer than the
    // budget before its first read, and a change must not fail for the loop's delay; each of its
    // calls keeps its own timeout.
    const isPageRead = req.method === "GET" || req.method === "HEAD";
    if (readBudgetMs !== undefined && isPageRead) context.readDeadline = Date.now() + readBudgetMs;
    return requestContextStorage().run(context, () => handle(req, res));
  };
}
