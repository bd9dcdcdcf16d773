import "server-only";
import type * as z from "@/lib/zod";
import { endSession, type Session } from "@/lib/auth/guards";
import type { ActionResult } from "@/lib/actions/result";
import { localizeResult } from "@/lib/actions/localize-result";
import { splitLocalePath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";
import {
  formDataToObject,
  forbidden,
  runMutation,
  UnreadableInput,
  type FailureTexts,
  type MutationHandler,
  type MutationOutcome,
  type SessionOf,
} from "@/lib/actions/mutation";
import { DOCUMENT_MAX_BYTES, formatBytes } from "@/lib/files/limits";
import type { HandlerRoute, RouteHandler } from "@/lib/routes/route-handler";

/** Extra room for the multipart framing and the text fields of a form, in bytes (1 MB). */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** Default largest request body of an admin upload route: one document plus the form (26 MB). */
const DEFAULT_MAX_BODY_BYTES = DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** Options of a route handler built by {@link adminRoute} or `studentRoute`. */
export interface RouteOptions<Input> extends FailureTexts {
  /** Largest accepted request body in bytes (default {@link DEFAULT_MAX_BODY_BYTES}). */
  maxBodyBytes?: number;
  /** The result of a handler that returns nothing (`ok(undefined, successMessage)`). */
  successMessage?: string;
  /** Public cache tags a success expires, from the parsed input (the mutation core expires them). */
  expire?: (input: Input) => Iterable<string>;
  /**
   * Checks made after the role check and before the body is read (ownership, the item's state,
   * a throttle), from the route's dynamic segments (untrusted: validate them) and the session: a
   * refused upload costs no body read and no decode. Returns the failure to answer (400, its
   * message alone), or nothing to go on; upstream errors are mapped as the handler's are.
   */
  before?: (
    segments: Record<string, string>,
    context: { session: Session },
  ) => Promise<ActionResult<never> | undefined>;
}

function json<T>(result: ActionResult<T>, status: number): Response {
  return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The language of the page that sent the request, from its Referer (`/ar/payment` → "ar"): a
 * route handler's own address has no language (`/api/…`), so its answer follows the page's.
 * English when there is no readable Referer.
 */
function pageLocale(request: Request): Locale {
  try {
    const referer = request.headers.get("referer");
    return referer ? splitLocalePath(new URL(referer).pathname).locale : "en";
  } catch {
    return "en";
  }
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
 * In order: refuses another site's request (403), a visitor (401) and a non-Admin (403); runs
 * `options.before` (ownership, the item's state, a throttle); refuses
 * a body over `maxBodyBytes` by its `Content-Length` before reading it (413; 411 without one);
 * reads the form and validates it, with the route's dynamic segments, against `schema` (as the
 * server actions do: the form as `formDataToObject` gives it, the segments on top, so a field
 * cannot stand in for one), before `handler` makes its first upstream call; a refused input
 * answers the first issue's text and every field's texts. Failures are mapped, and the tags the
 * change touched expired, by the mutation core (`lib/actions/mutation.ts`), with the same texts
 * as the server actions.
 *
 * Answers JSON `ActionResult<T>`: 200 when ok, 400 for a refused input, 401 when the upstream
 * refused the session (which is ended), 429 with the throttle message and `Retry-After` when the
 * upstream throttled the request, 503 while its breaker is open or the image decode line is full
 * (with `Retry-After`), 502 for any other upstream
 * failure (`mapError` or `failureMessage`), 500 for anything unexpected (logged), 401/403/411/413
 * as above. Never echoes upstream bodies or file bytes.
 *
 * The route is the export's type: `export const POST: RouteHandler<'/api/admin/projects/[id]'> =
 * adminRoute(…)` (`lib/routes/route-handler.ts`); its dynamic segments reach the handler only
 * through `schema`.
 */
export const adminRoute = routesFor("admin");

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
 * How a route handler says a {@link MutationOutcome}: JSON `ActionResult` with its status, its
 * texts in `locale` (the page's, `localizeResult`); a session the upstream refused is ended first;
 * a 429 carries the upstream's `Retry-After`.
 */
async function respond<T>(given: MutationOutcome<T>, locale: Locale = "en"): Promise<Response> {
  const outcome = { ...given, result: localizeResult(given.result, locale) } as MutationOutcome<T>;
  switch (outcome.kind) {
    case "done":
      return json(outcome.result, outcome.result.ok ? 200 : 400);
    case "unreadable":
      return json(outcome.result, unreadableStatus[outcome.reason]);
    case "session-ended":
      await endSession();
      return json(outcome.result, statusOf[outcome.kind]);
    case "throttled":
    case "unavailable": {
      const response = json(outcome.result, statusOf[outcome.kind]);
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
async function readForm(request: Request, options: RouteOptions<never>): Promise<FormData> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const length = Number(request.headers.get("content-length"));
  if (!request.headers.has("content-length") || !Number.isFinite(length)) {
    throw new UnreadableInput("length-required", options.failureMessage);
  }
  if (length > maxBodyBytes) {
    throw new UnreadableInput(
      "too-large",
      `The upload is larger than ${formatBytes(maxBodyBytes)}.`,
    );
  }
  try {
    return await request.formData();
  } catch {
    throw new UnreadableInput("malformed", options.failureMessage);
  }
}

/**
 * The builder of route handlers for `access` (see {@link adminRoute}): each runs the Origin check,
 * then the mutation core with the form and the dynamic segments as the input.
 */
export function routesFor<A extends "admin" | "student">(access: A) {
  return <S extends z.ZodType, T = undefined, R extends HandlerRoute = never>(
    schema: S,
    handler: MutationHandler<z.output<S>, T, SessionOf<A>>,
    options: RouteOptions<z.output<S>>,
  ): RouteHandler<R> => routeFor(access, schema, handler, options);
}

function routeFor<A extends "admin" | "student", S extends z.ZodType, T, R extends HandlerRoute>(
  access: A,
  schema: S,
  handler: MutationHandler<z.output<S>, T, SessionOf<A>>,
  options: RouteOptions<z.output<S>>,
): RouteHandler<R> {
  return async (request, context) => {
    // Cookies are SameSite=Lax, and the Origin check refuses a cross-site form post outright;
    // the role is then checked by the mutation core on every request.
    const locale = pageLocale(request);
    if (isCrossSite(request)) return respond(forbidden(), locale);
    const params = (await context.params) as Record<string, string>;
    const { before } = options;
    const outcome = await runMutation({
      ...options,
      before: before && (({ session }: { session: SessionOf<A> }) => before(params, { session })),
      caller: "route-handler",
      access,
      schema,
      input: async () => ({ ...formDataToObject(await readForm(request, options)), ...params }),
      handler,
    });
    return respond(
      outcome.kind === "invalid" ? withFormFieldErrors(outcome, Object.keys(params)) : outcome,
      locale,
    );
  };
}

/**
 * A refused input's field errors for the form only: a dynamic segment, or the input as a whole,
 * is no field of the form, so its refusal is the message alone (no `fieldErrors` left = none).
 */
function withFormFieldErrors<T>(
  outcome: MutationOutcome<T> & { kind: "invalid" },
  segments: string[],
) {
  const { fieldErrors, ...result } = outcome.result;
  const kept = Object.entries(fieldErrors ?? {}).filter(
    ([field]) => field !== "_form" && !segments.includes(field),
  );
  return {
    ...outcome,
    result: kept.length > 0 ? { ...result, fieldErrors: Object.fromEntries(kept) } : result,
  };
}
