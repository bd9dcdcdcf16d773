import "server-only";
import * as z from "@/lib/zod";
import { env } from "@/lib/env";
import { currentRequestId, renderReadSignal, requestIdHeader } from "@/lib/request-context";
import { isIdOfKind, type IdKind } from "@/lib/ids";
import { callThroughUpstreamBreaker } from "@/lib/upstream/breaker";
import { redactTarget } from "@/lib/logging.mjs";
import type { UpstreamFile } from "@/lib/upstream/types";

/** Why an upstream call got no answer (see {@link UpstreamError.failure}). */
export type UpstreamFailure = "timeout" | "unreachable" | "circuit-open";

/**
 * A failed upstream call: a non-2xx answer, a body that does not match the expected shape, a
 * timeout, a network failure, or a call refused at once because the circuit breaker is open.
 * `status` is the HTTP status (0 for network failures and timeouts, 502 for a malformed body,
 * 503 while the breaker is open); `endpoint` is "METHOD /path" without the host and
 * with any credential in the path replaced (`[redacted]`), so it can be logged without revealing
 * the upstream's address or a token; `message` carries the upstream's own
 * text when it sent one (never shown to users: actions map failures to spec texts).
 */
export class UpstreamError extends Error {
  readonly status: number;
  readonly endpoint: string;
  readonly body: string;
  /**
   * On a 429 or 503: the upstream's `Retry-After`, in seconds (undefined when it sent none); while
   * the circuit breaker is open, the seconds left of its cool-down.
   */
  readonly retryAfterSeconds?: number;
  /**
   * Why no answer came, when none did: `timeout` and `unreachable` (status 0), `circuit-open`
   * (status 503, nothing sent). Undefined when the upstream answered.
   */
  readonly failure?: UpstreamFailure;

  constructor(options: {
    status: number;
    endpoint: string;
    message: string;
    body?: string;
    retryAfterSeconds?: number;
    failure?: UpstreamFailure;
  }) {
    super(options.message);
    this.name = "UpstreamError";
    this.status = options.status;
    this.endpoint = options.endpoint;
    this.body = options.body ?? "";
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.failure = options.failure;
  }

  /** True when the upstream refused because of too many attempts (429). */
  get isThrottled(): boolean {
    return this.status === 429;
  }

  /** True when the upstream said the resource does not exist (404). */
  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** True when the upstream rejected the caller's token (the session must end). */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /**
   * True when the service is briefly unavailable (503): the circuit breaker is open and nothing
   * was sent, or the upstream said so itself. `retryAfterSeconds` says when to try again.
   */
  get isUnavailable(): boolean {
    return this.status === 503;
  }

  /**
   * True when the upstream answered that it is busy for a moment (503 with `Retry-After`: the
   * reference upstream's full password-hashing line): a live upstream's answer, not an outage,
   * so it never counts towards the circuit breaker. A 503 without `Retry-After` (a gateway with
   * no server behind it) and an open breaker are outages.
   */
  get isBusy(): boolean {
    return (
      this.status === 503 && this.failure === undefined && this.retryAfterSeconds !== undefined
    );
  }

  /**
   * True when the upstream gave no usable answer: a network failure, a timeout, a 5xx, a
   * malformed body or an open breaker. False for 4xx, which are answers (not found, refused…).
   */
  get isOutage(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/**
 * The failures that count towards opening the circuit breaker: network failures, timeouts and
 * 502/503/504 (a gateway or the upstream saying it is down or overloaded). Not counted, as they
 * are answers from a live upstream: a busy 503 with `Retry-After` ({@link UpstreamError.isBusy}),
 * every 4xx, and 500, which the legacy API answers for unknown
 * ids, taken names and missing files (contract §5), so that a crawler of unknown ids cannot open
 * the breaker for everyone. A malformed body is not counted either: it is checked after the
 * breaker has seen the answer, since one endpoint's wrong shape does not make the others fail.
 */
function isBreakerOutage(error: unknown): boolean {
  return (
    error instanceof UpstreamError && [0, 502, 503, 504].includes(error.status) && !error.isBusy
  );
}

/** Runs `call` (one fetch, never retried) through the upstream's circuit breaker. */
function throughBreaker<T>(endpoint: string, call: () => Promise<T>): Promise<T> {
  return callThroughUpstreamBreaker(call, {
    isOutage: isBreakerOutage,
    whenOpen: (retryAfterSeconds) =>
      new UpstreamError({
        status: 503,
        endpoint,
        message: "The upstream is unavailable (circuit breaker open)",
        retryAfterSeconds,
        failure: "circuit-open",
      }),
  });
}

/** One id an upstream call names, with the form it must have (`lib/ids.ts`). */
export type IdCheck = readonly [kind: IdKind, value: unknown];

/**
 * Checks the ids an upstream call names before anything is sent, so user input never builds odd
 * paths (`upstreamFetch` runs it for its `ids`; a function that makes several calls runs it first).
 * @param endpoint "METHOD /route/{template}" as the error names it.
 * @throws UpstreamError with status 404 and `endpoint` for the first id of the wrong form (an id
 *   of the wrong form names nothing).
 */
export function checkIds(endpoint: string, ids: readonly IdCheck[]): void {
  for (const [kind, value] of ids) {
    if (!isIdOfKind(kind, value))
      throw new UpstreamError({ status: 404, endpoint, message: `Invalid ${kind} id` });
  }
}

type UpstreamMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Where an upstream call goes: a `path`, or a route alone (`endpoint`, "METHOD /route/{template}"),
 * which gives the method and the path, its `{…}` filled with `ids` in order (ids beyond them are
 * the query's). The route is written once, and an id check's failure names it, not the malformed id.
 */
type UpstreamTarget = (
  | {
      /** Path starting with `/api/…`; may include a query string. */
      path: string;
      /** How an id check's failure names the call (default: the method and `path`). */
      endpoint?: string;
    }
  | { path?: undefined; endpoint: `${UpstreamMethod} /${string}` }
) & {
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | undefined>;
  /** The session's upstream token, sent as `Authorization: Bearer`. */
  token?: string;
  /** The ids `path` (or `endpoint`) and `query` name, each with its form: checked before anything is sent. */
  ids?: readonly IdCheck[];
};

/** Options of {@link upstreamFetch} for a JSON (or empty) answer. */
export type UpstreamRequest<T> = UpstreamTarget & {
  /** Default: the route's method with `endpoint` alone, else GET. */
  method?: UpstreamMethod;
  file?: false;
  /** A JSON body (serialised here) or a FormData body (multipart, sent as is). */
  body?: unknown;
  /** Schema for a JSON response. Omit for calls whose success has no body (201/204). */
  schema?: z.ZodType<T>;
  /**
   * Override of the default timeout, in milliseconds: `env.UPSTREAM_READ_TIMEOUT_MS` for GET,
   * `env.UPSTREAM_TIMEOUT_MS` for writes.
   */
  timeoutMs?: number;
  /**
   * The visitor's address (`lib/auth/client-address.ts`), sent as `X-Forwarded-For` so that an
   * upstream limiting per address counts the visitor, not this app.
   */
  clientAddress?: string;
  /**
   * The visitor's browser (`User-Agent`), sent as `X-Client-User-Agent` so that the upstream's
   * session list can name the device (the reference upstream trusts it only from its trusted
   * proxies, as `X-Forwarded-For`).
   */
  clientUserAgent?: string;
};

/**
 * The function of a route that deletes one record named by its id and answers no body: it takes
 * the id and the session's token (the role the route needs), checks the id's form, calls
 * `endpoint` with the id in its `{…}` and resolves when the upstream answers 2xx. The many deletes
 * of the API differ only in their route and the id's form, so they are written once here.
 * @param endpoint the route, "DELETE /api/…/{id}".
 * @param kind the form the id must have (`lib/ids.ts`).
 * @returns `(id, token) => Promise<void>`, which throws UpstreamError: 404 before anything is sent
 *   for an id of the wrong form, else as {@link upstreamFetch}.
 */
export function deleteById<Id extends string | number>(
  endpoint: `DELETE /${string}`,
  kind: IdKind,
): (id: Id, token: string) => Promise<void> {
  return async (id, token) => {
    await upstreamFetch({ endpoint, ids: [[kind, id]], token });
  };
}

/**
 * The signal that ends one read: its own timeout, or earlier the render's read deadline
 * (`renderReadSignal`, `lib/request-context.ts`), so a page that makes several reads still answers
 * within one read timeout however the upstream hangs.
 */
function readSignal(timeoutMs: number): AbortSignal {
  return AbortSignal.any([AbortSignal.timeout(timeoutMs), renderReadSignal()]);
}

/** Options of {@link upstreamFetch} for a file download (`file: true`): a GET whose body is streamed. */
export type UpstreamFileRequest = UpstreamTarget & { file: true };

/** A request with its method and path settled (from `endpoint` when no `path` was given). */
type Resolved<R> = R & { method: UpstreamMethod; path: string };

/** `request`'s method and path: its own, or its route's, the route's `{…}` filled with its ids in order. */
function resolveTarget<R extends UpstreamRequest<unknown> | UpstreamFileRequest>(
  request: R,
): Resolved<R> {
  const method: UpstreamMethod = request.file
    ? "GET"
    : (request.method ??
      (request.path === undefined ? (request.endpoint.split(" ")[0] as UpstreamMethod) : "GET"));
  if (request.path !== undefined) return { ...request, method, path: request.path };
  const ids = request.ids ?? [];
  let index = 0;
  const path = request.endpoint.slice(request.endpoint.indexOf(" ") + 1).replace(/\{\w+\}/g, () => {
    const id = ids[index++];
    if (!id) throw new Error(`upstreamFetch(${request.endpoint}): fewer ids than the route names`);
    return String(id[1]);
  });
  return { ...request, method, path };
}

/**
 * The one way the web app talks to the upstream REST API.
 *
 * Joins `env.UPSTREAM_URL` and `path`, sends JSON (or multipart) with a Bearer token when given,
 * aborts after `timeoutMs` (default `env.UPSTREAM_READ_TIMEOUT_MS` for GET,
 * `env.UPSTREAM_TIMEOUT_MS` for POST/PUT/DELETE), and parses a JSON response with `schema`.
 * Nothing is cached here (`cache: "no-store"`): public reads are cached by the `'use cache'`
 * functions that call this (`lib/upstream/catalogue-cache.ts`), the one cache of upstream reads.
 * Every call goes through the upstream's circuit breaker (`lib/upstream/breaker.ts`). Each call is
 * sent at most once: nothing is retried, least of all a write (a retried enrolment could enrol twice).
 *
 * With `file: true` it is a file download instead: a GET whose raw body is returned as a stream
 * with its content type and length, never buffered, with a longer timeout
 * (`env.UPSTREAM_TIMEOUT_MS` × 6, body included), through the breaker too.
 *
 * @returns the parsed body, or `undefined` when no schema was given; for `file: true` the
 *   {@link UpstreamFile}.
 * @throws UpstreamError: 404 before anything is sent when one of `ids` has the wrong form; on a
 *   non-2xx status, a timeout, a network failure, a body that does not match `schema`, or at once
 *   with status 503 (`isUnavailable`, `retryAfterSeconds`) while the breaker is open.
 */
export function upstreamFetch(request: UpstreamFileRequest): Promise<UpstreamFile>;
export function upstreamFetch<T = undefined>(request: UpstreamRequest<T>): Promise<T>;
export async function upstreamFetch<T>(
  request: UpstreamRequest<T> | UpstreamFileRequest,
): Promise<T | UpstreamFile> {
  checkIds(
    request.endpoint ?? `${request.file ? "GET" : (request.method ?? "GET")} ${request.path}`,
    request.ids ?? [],
  );
  return request.file ? fetchFile(resolveTarget(request)) : fetchJson(resolveTarget(request));
}

async function fetchJson<T>(request: Resolved<UpstreamRequest<T>>): Promise<T> {
  const method = request.method;
  const endpoint = endpointForLog(method, request.path);
  const url = upstreamUrl(request.path, request.query);

  const headers = new Headers({ Accept: "application/json" });
  if (request.token) headers.set("Authorization", `Bearer ${request.token}`);
  if (request.clientAddress) headers.set("X-Forwarded-For", request.clientAddress);
  if (request.clientUserAgent)
    headers.set("X-Client-User-Agent", request.clientUserAgent.slice(0, 512));
  // The request id, for following one request through both logs.
  const requestId = currentRequestId();
  if (requestId) headers.set("X-Request-Id", requestId);
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(request.body);
  }

  // A read made while rendering a page also stops at the render's read deadline.
  const signal =
    request.timeoutMs !== undefined
      ? AbortSignal.timeout(request.timeoutMs)
      : method === "GET"
        ? readSignal(env.UPSTREAM_READ_TIMEOUT_MS)
        : AbortSignal.timeout(env.UPSTREAM_TIMEOUT_MS);

  const send = async (): Promise<string> => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        signal,
        cache: "no-store",
      });
      // The timeout covers the body too: an upstream that stalls mid-body is down as well.
      text = await response.text();
    } catch (error) {
      throw noAnswer(error, endpoint);
    }
    if (!response.ok) {
      throw new UpstreamError({
        status: response.status,
        endpoint,
        message: describeFailure(response.status, text),
        body: text,
        retryAfterSeconds: parseRetryAfter(response.headers.get("retry-after")),
      });
    }
    return text;
  };
  const text = await throughBreaker(endpoint, send);
  if (!request.schema) return undefined as T;

  let json: unknown;
  try {
    json = text === "" ? null : JSON.parse(text);
  } catch {
    throw new UpstreamError({
      status: 502,
      endpoint,
      message: "The upstream sent malformed JSON",
      body: text,
    });
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new UpstreamError({
      status: 502,
      endpoint,
      message: `The upstream sent an unexpected shape: ${z.prettifyError(parsed.error)}`,
      body: text,
    });
  }
  return parsed.data;
}

/** The file download of {@link upstreamFetch} (`file: true`). */
async function fetchFile(request: Resolved<UpstreamFileRequest>): Promise<UpstreamFile> {
  const endpoint = endpointForLog("GET", request.path);
  const url = upstreamUrl(request.path, request.query);
  const { response, body } = await throughBreaker(endpoint, async () => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          ...requestIdHeader(),
          ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
        },
        signal: AbortSignal.timeout(env.UPSTREAM_TIMEOUT_MS * 6),
        cache: "no-store",
      });
    } catch (error) {
      throw noAnswer(error, endpoint);
    }
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => "");
      throw new UpstreamError({
        status: response.status,
        endpoint,
        message: describeFailure(response.status, text),
        body: text,
      });
    }
    return { response, body: response.body };
  });
  return {
    body,
    contentType: response.headers.get("content-type") ?? "application/octet-stream",
    contentLength: response.headers.get("content-length"),
  };
}

/**
 * "METHOD /path" as `UpstreamError.endpoint` names a call: the path's credentials (the calendar
 * feed's token) replaced by `[redacted]` (`redactTarget`, the web's one rule), since every
 * failure is logged with its endpoint.
 */
function endpointForLog(method: string, path: string): string {
  return `${method} ${redactTarget(path)}`;
}

/** The upstream URL of `path` (`env.UPSTREAM_URL` joined) with the `query` values that are defined. */
function upstreamUrl(path: string, query: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(env.UPSTREAM_URL + path);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** The status-0 `UpstreamError` of a call that got no answer: `fetch` timed out or failed. */
function noAnswer(error: unknown, endpoint: string): UpstreamError {
  const isTimeout = error instanceof Error && error.name === "TimeoutError";
  return new UpstreamError({
    status: 0,
    endpoint,
    message: isTimeout ? "The upstream did not answer in time" : "The upstream is unreachable",
    failure: isTimeout ? "timeout" : "unreachable",
  });
}

/** The upstream's own words for a failure: a problem title/detail, a plain text, or the status. */
function describeFailure(status: number, text: string): string {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json === "string") return json;
    if (json && typeof json === "object") {
      const record = json as Record<string, unknown>;
      if (typeof record.detail === "string") return record.detail;
      if (typeof record.title === "string") return record.title;
    }
  } catch {
    if (text.trim() !== "") return text.slice(0, 300);
  }
  return `The upstream answered ${status}`;
}

/**
 * A `Retry-After` value in seconds: delay-seconds, or an HTTP date (seconds from now, at least 0).
 * @returns undefined when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Runs an upstream read and turns the given statuses into `null` ("not found").
 * @throws UpstreamError for any other failure.
 */
export async function nullWhen<T>(statuses: number[], read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError && statuses.includes(error.status)) return null;
    throw error;
  }
}
