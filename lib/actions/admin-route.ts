import "server-only";
import { revalidateTag } from "next/cache";
import { endSession, getSession, type Session } from "@/lib/auth/guards";
import { throttleMessage } from "@/lib/auth/throttle-message";
import { fail, type ActionResult } from "@/lib/actions/result";
import { DOCUMENT_MAX_BYTES, formatBytes } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { log } from "@/lib/log";

/** Extra room for the multipart framing and the text fields of a form, in bytes (1 MB). */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** Default largest request body of an admin upload route: one document plus the form (26 MB). */
export const DEFAULT_MAX_BODY_BYTES = DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** What an {@link adminRoute} handler receives besides the form. */
export interface AdminRouteContext<P> {
  session: Session & { role: "Admin" };
  /** The route's dynamic segments, as Next gives them (untrusted: validate them). */
  params: P;
}

/** Options of {@link adminRoute}. */
export interface AdminRouteOptions {
  /** The spec §8 text for this operation's failure (upstream error or anything unexpected). */
  failureMessage: string;
  /** A more precise text for some upstream failures; `undefined` = `failureMessage`. */
  mapError?: (error: UpstreamError) => string | undefined;
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
 * its first upstream call and returns an {@link ActionResult}. An `UpstreamError` thrown by the
 * handler becomes `failureMessage` (a 401 from the upstream ends the session); anything else
 * unexpected is logged and becomes `failureMessage` too.
 *
 * Answers JSON `ActionResult<T>`: 200 when ok, 400 for a refused input, 502 for an upstream
 * failure, 429 with the throttle message when the upstream throttled the request (its
 * `Retry-After` in minutes), 401/403/411/413 as above. Never echoes upstream bodies or file bytes.
 */
export function adminRoute<P, T = undefined>(
  handler: (form: FormData, context: AdminRouteContext<P>) => Promise<ActionResult<T>>,
  options: AdminRouteOptions,
): RouteHandler<P> {
  return roleRoute("Admin", handler, options);
}

/** What a {@link studentRoute} handler receives besides the form. */
export interface StudentRouteContext<P> {
  session: Session & { role: "Student" };
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
  return roleRoute("Student", handler, options);
}

function roleRoute<P, T, R extends "Admin" | "Student">(
  role: R,
  handler: (
    form: FormData,
    context: { session: Session & { role: R }; params: P },
  ) => Promise<ActionResult<T>>,
  options: AdminRouteOptions,
): RouteHandler<P> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (request, { params }) => {
    // Security boundary: the role is checked here on every request; the page that shows the
    // form and proxy.ts are conveniences only. Cookies are SameSite=Lax, and the Origin check
    // refuses a cross-site form post outright.
    if (isCrossSite(request)) return json(fail(messages.auth.forbidden), 403);
    const session = await getSession();
    if (!session) return json(fail(messages.auth.loginRequired), 401);
    if (session.role !== role) return json(fail(messages.auth.forbidden), 403);

    const length = Number(request.headers.get("content-length"));
    if (!request.headers.has("content-length") || !Number.isFinite(length)) {
      return json(fail(options.failureMessage), 411);
    }
    if (length > maxBodyBytes) {
      return json(fail(`The upload is larger than ${formatBytes(maxBodyBytes)}.`), 413);
    }

    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return json(fail(options.failureMessage), 400);
    }

    try {
      const result = await handler(form, {
        session: session as Session & { role: R },
        params: await params,
      });
      return json(result, result.ok ? 200 : 400);
    } catch (error) {
      if (error instanceof UpstreamError) {
        if (error.isUnauthorized) {
          await endSession();
          return json(fail(messages.auth.loginRequired), 401);
        }
        // The upstream's limit (e.g. payment proofs per order): said as every throttled form says it.
        if (error.isThrottled) return json(fail(throttleMessage(error.retryAfterSeconds)), 429);
        log.error({ endpoint: error.endpoint, upstreamStatus: error.status, err: error }, "upload: upstream call failed");
        if (error.failure === "circuit-open") return json(fail(messages.service.briefDowntime), 503);
        return json(fail(options.mapError?.(error) ?? options.failureMessage), 502);
      }
      log.error({ err: error }, "upload: unexpected error");
      return json(fail(options.failureMessage), 500);
    }
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
