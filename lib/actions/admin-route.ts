import "server-only";
import { revalidateTag } from "next/cache";
import * as z from "@/lib/zod";
import { endSession } from "@/lib/auth/guards";
import type { ActionResult } from "@/lib/actions/result";
import {
  forbidden,
  runMutation,
  UnreadableInput,
  type FailureTexts,
  type MutationOutcome,
  type SessionOf,
} from "@/lib/actions/mutation";
import { DOCUMENT_MAX_BYTES, formatBytes } from "@/lib/files/limits";

/** Extra room for the multipart framing and the text fields of a form, in bytes (1 MB). */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** Default largest request body of an admin upload route: one document plus the form (26 MB). */
const DEFAULT_MAX_BODY_BYTES = DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** What an {@link adminRoute} handler receives besides the form. */
export interface AdminRouteContext<P> {
  session: SessionOf<"admin">;
  /** The route's dynamic segments, as Next gives them (untrusted: validate them). */
  params: P;
}

/** Options of {@link adminRoute}. */
export interface AdminRouteOptions extends FailureTexts {
  /** Largest accepted request body in bytes (default {@link DEFAULT_MAX_BODY_BYTES}). */
  maxBodyBytes?: number;
}

/** A Next route handler for POST/PUT (the second argument carries the dynamic segments). */
export type RouteHandler<P> = (
  request: Request,
  context: { params: Promise<P> },
) => Promise<Response>;

function json<T>(result: ActionResult<T>, status: number): Response {
  return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
}

/** True when the request comes from another site (browsers send `Origin` on every POST). */
function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Builds a route handler that receives files from the admin screens (multipart, sent with XHR so
 * the browser can show upload progress; server actions have a small body limit).
 *
 * In order: refuses another site's request (403), a visitor (401) and a non-Admin (403); refuses
 * a body over `maxBodyBytes` by its `Content-Length` before reading it (413; 411 without one);
 * reads the form and runs `handler`, which validates everything (fields and file bytes) before
 * its first upstream call and returns an {@link ActionResult}. Failures are mapped by the mutation
 * core (`lib/actions/mutation.ts`), with the same texts as the server actions.
 *
 * Answers JSON `ActionResult<T>`: 200 when ok, 400 for a refused input, 401 when the upstream
 * refused the session (which is ended), 429 with the throttle message and `Retry-After` when the
 * upstream throttled the request, 503 while its breaker is open, 502 for any other upstream
 * failure (`mapError` or `failureMessage`), 500 for anything unexpected (logged), 401/403/411/413
 * as above. Never echoes upstream bodies or file bytes.
 */
export function adminRoute<P, T = undefined>(
  handler: (form: FormData, context: AdminRouteContext<P>) => Promise<ActionResult<T>>,
  options: AdminRouteOptions,
): RouteHandler<P> {
  return roleRoute("admin", handler, options);
}

/** What a {@link studentRoute} handler receives besides the form. */
export interface StudentRouteContext<P> {
  session: SessionOf<"student">;
  /** The route's dynamic segments, as Next gives them (untrusted: validate them). */
  params: P;
}

/**
 * {@link adminRoute} for a logged-in Student (e.g. a buyer's payment proof): the same checks in
 * the same order, with the Student role required (an Admin gets 403). The handler must still
 * check that the student owns what it touches.
 */
export function studentRoute<P, T = undefined>(
  handler: (form: FormData, context: StudentRouteContext<P>) => Promise<ActionResult<T>>,
  options: AdminRouteOptions,
): RouteHandler<P> {
  return roleRoute("student", handler, options);
}

/** Every form reaches the handler as it came: route handlers check their fields and files. */
const anyForm = z.instanceof(FormData);

/** The HTTP status that says each {@link MutationOutcome} (the body is always its result). */
const statusOf = {
  "signed-out": 401,
  forbidden: 403,
  invalid: 400,
  "session-ended": 401,
  throttled: 429,
  unavailable: 503,
  "upstream-failed": 502,
  unexpected: 500,
} as const;

const unreadableStatus = { "length-required": 411, "too-large": 413, malformed: 400 } as const;

/**
 * How a route handler says a {@link MutationOutcome}: JSON `ActionResult` with its status; a
 * session the upstream refused is ended first; a 429 carries the upstream's `Retry-After`.
 */
async function respond<T>(outcome: MutationOutcome<T>): Promise<Response> {
  switch (outcome.kind) {
    case "done":
      return json(outcome.result, outcome.result.ok ? 200 : 400);
    case "unreadable":
      return json(outcome.result, unreadableStatus[outcome.reason]);
    case "session-ended":
      await endSession();
      return json(outcome.result, statusOf[outcome.kind]);
    case "throttled": {
      const response = json(outcome.result, statusOf.throttled);
      if (outcome.retryAfterSeconds !== undefined) {
        response.headers.set("Retry-After", String(Math.ceil(outcome.retryAfterSeconds)));
      }
      return response;
    }
    default:
      return json(outcome.result, statusOf[outcome.kind]);
  }
}

/** Reads the multipart form once its size is known to be acceptable (see {@link adminRoute}). */
async function readForm(request: Request, options: AdminRouteOptions): Promise<FormData> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const length = Number(request.headers.get("content-length"));
  if (!request.headers.has("content-length") || !Number.isFinite(length)) {
    throw new UnreadableInput("length-required", options.failureMessage);
  }
  if (length > maxBodyBytes) {
    throw new UnreadableInput("too-large", `The upload is larger than ${formatBytes(maxBodyBytes)}.`);
  }
  try {
    return await request.formData();
  } catch {
    throw new UnreadableInput("malformed", options.failureMessage);
  }
}

function roleRoute<P, T, A extends "admin" | "student">(
  access: A,
  handler: (form: FormData, context: { session: SessionOf<A>; params: P }) => Promise<ActionResult<T>>,
  options: AdminRouteOptions,
): RouteHandler<P> {
  return async (request, { params }) => {
    // Cookies are SameSite=Lax, and the Origin check refuses a cross-site form post outright;
    // the role is then checked by the mutation core on every request.
    if (isCrossSite(request)) return respond(forbidden());
    return respond(
      await runMutation({
        ...options,
        access,
        schema: anyForm,
        input: () => readForm(request, options),
        handler: async (form, { session }) => handler(form, { session, params: await params }),
      }),
    );
  };
}

/**
 * The string fields of a form as a plain object for a zod schema (files and repeated keys are
 * left out; read those with `form.get` / `form.getAll`).
 */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  }
  return fields;
}

/**
 * Expires cache tags at once from a route handler, so the next visit to a public page reads
 * the change (`updateTag` works only in server actions; there, use it instead).
 */
export function expireTags(cacheTags: readonly string[]): void {
  for (const tag of cacheTags) revalidateTag(tag, { expire: 0 });
}
