// The web app's logging core, in plain JavaScript because plain Node scripts use it too
// (scripts/start.mjs) beside the app's server code (lib/log.ts, instrumentation.ts and the
// request log, bundled by Next). Types: lib/logging.d.mts.
//
// Secrets: the request line holds the method, the path WITHOUT its query string (and with a
// credential in the path replaced, see redactPath), the status, the duration and the request id;
// never headers, cookies, bodies or query strings.
import pino from "pino";
import PinoPretty from "pino-pretty";

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
 * A trace id (32 hex digits) written as a UUID (8-4-4-4-12): the request id of the request log,
 * the shape the reference upstream and the balancer use, so that one id reads the same in every
 * log (`lib/telemetry/request-log.ts`).
 */
export function traceIdAsRequestId(traceId) {
  const id = String(traceId);
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}
