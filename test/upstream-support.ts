import { expect, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";

/** One request the code under test sent through `fetch`, as recorded by {@link stubUpstream}. */
export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
  init: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
}

/**
 * Test support only (imported by `*.test.ts`): replaces `global.fetch` with `reply` and records
 * every call. Undo with `vi.unstubAllGlobals()`.
 * @returns the live list of recorded calls.
 */
export function stubUpstream(
  reply: (call: RecordedCall) => Response | Promise<Response>,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init: RecordedCall["init"] = {}) => {
      const call: RecordedCall = {
        method: init.method ?? "GET",
        url: new URL(String(input)),
        headers: new Headers(init.headers),
        body: init.body,
        init,
      };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

/**
 * Test support: {@link stubUpstream} as a reference upstream with the live-sessions extension: its
 * probe (GET /api/LiveSessions/Mine, sent without a token) answers 401, every other call `answer`.
 * @returns the live list of recorded calls.
 */
export function stubLiveSessionsUpstream(
  answer: (call: RecordedCall) => Response | Promise<Response>,
): RecordedCall[] {
  return stubUpstream((call) =>
    call.url.pathname === "/api/LiveSessions/Mine" ? textResponse(401) : answer(call),
  );
}

/**
 * Test support: the error of an upstream that answered `status` with `message`, as the client
 * throws it for `endpoint` ("METHOD /route").
 */
export function upstreamRefusal(status: number, message: string, endpoint: string): UpstreamError {
  return new UpstreamError({ status, endpoint, message });
}

/** Test support: a JSON response (`body` serialised) with the given status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** Test support: a response with a plain-text body, or no body when `body` is empty. */
export function textResponse(status: number, body = ""): Response {
  return new Response(status === 204 || body === "" ? null : body, { status });
}

/**
 * Test support: waits for `promise` to reject, checks that it rejected with an `UpstreamError` (a
 * resolution fails the test) and returns that error for further assertions.
 */
export async function upstreamFailure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

/** Test support: replaces `global.fetch` with one that fails as `AbortSignal.timeout` does (a `TimeoutError`). */
export function stubTimedOutUpstream(): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    }),
  );
}

/** Test support: replaces `global.fetch` with one that never answers and rejects only when its signal aborts. */
export function stubHangingUpstream(): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (_url: URL, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    ),
  );
}

/** Test support: throws what `fetch` throws when the upstream cannot be reached; use as `stubUpstream(networkFailure)`. */
export function networkFailure(): never {
  throw new TypeError("fetch failed");
}

/** Test support: the requests {@link stubUpstream} recorded, in order, as `METHOD /path` lines. */
export function requestLines(calls: RecordedCall[]): string[] {
  return calls.map((call) => `${call.method} ${call.url.pathname}`);
}

/**
 * Test support: a function that fails as an upstream call does, throwing `new UpstreamError(init)`
 * (a mutation's handler, or a stand-in for an upstream function).
 */
export function failsUpstream(init: ConstructorParameters<typeof UpstreamError>[0]): () => never {
  return () => {
    throw new UpstreamError(init);
  };
}
