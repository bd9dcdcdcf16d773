import "server-only";
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import type * as z from "@/lib/zod";
import { endSession, getSession, loginUrl, sessionEndedLoginUrl, type Session } from "@/lib/auth/guards";
import { sessionEndReason } from "@/lib/upstream/sessions";
import { throttleMessage } from "@/lib/auth/throttle-message";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { fail, type ActionResult } from "@/lib/actions/result";
import { flashFormResult, isProgressiveSubmission } from "@/lib/actions/form-flash";
import { log } from "@/lib/log";

export { fail, ok, type ActionResult } from "@/lib/actions/result";

/** How an action turns failures into the spec's texts. */
export interface ActionOptions {
  /**
   * The spec §8 text for this operation's failure (upstream error or anything unexpected). An
   * upstream 429 says instead when to try again (`lib/auth/throttle-message.ts`).
   */
  failureMessage: string;
  /** A more precise text for some upstream failures (e.g. by status); `undefined` = default. */
  mapError?: (error: UpstreamError) => string | undefined;
  /**
   * Names of non-secret fields (never passwords or tokens) whose submitted text comes back in
   * every failed result as `values`, so a form the server re-renders without JavaScript keeps
   * what the user typed.
   */
  keepValues?: readonly string[];
}

/** What a handler receives besides its parsed input. */
export interface ActionContext<S> {
  session: S;
}

/** A handler: returns an {@link ActionResult}, or nothing for a plain success; may `redirect()`. */
export type ActionHandler<Input, T, S> = (
  input: Input,
  context: ActionContext<S>,
) => Promise<ActionResult<T> | void>;

/**
 * A server action built by {@link publicAction}, {@link studentAction} or {@link adminAction}.
 * Call it with the input (plain object or FormData), or hand it to `useActionState` / a form's
 * `action` (then React calls it with the previous state and the form's FormData).
 */
export interface ServerAction<Input, T> {
  (input: Input | FormData): Promise<ActionResult<T>>;
  (previousState: ActionResult<T> | null, formData: FormData): Promise<ActionResult<T>>;
}

type Access = "public" | "student" | "admin";

/**
 * Turns FormData into a plain object for zod: repeated keys become arrays, an empty file input
 * (a 0-byte File with no name) becomes `undefined`, and React's own `$ACTION…` fields are dropped.
 */
export function formDataToObject(formData: FormData): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = formData
      .getAll(key)
      .map((value) =>
        typeof value !== "string" && value.size === 0 && value.name === "" ? undefined : value,
      );
    object[key] = values.length === 1 ? values[0] : values;
  }
  return object;
}

/** Field name → messages, in the order zod reported them (the schemas' rule order). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** The current page's path from the Referer (same origin by construction), for `?next=`. */
async function refererPath(): Promise<string | undefined> {
  try {
    const referer = (await headers()).get("referer");
    if (!referer) return undefined;
    const url = new URL(referer);
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The submitted text of the `keep` fields (strings only; files and arrays are never echoed). */
export function pickValues(
  raw: unknown,
  keep: readonly string[] | undefined,
): Record<string, string> | undefined {
  if (!keep || keep.length === 0 || typeof raw !== "object" || raw === null) return undefined;
  const values: Record<string, string> = {};
  for (const field of keep) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === "string") values[field] = value;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

function buildAction<S extends z.ZodType, T, Sess>(
  access: Access,
  schema: S,
  handler: ActionHandler<z.output<S>, T, Sess>,
  options: ActionOptions,
): ServerAction<z.input<S>, T> {
  async function action(first: unknown, second?: unknown): Promise<ActionResult<T>> {
    const result = await run(first, second);
    // A public form posted without JavaScript (login, signup, password reset) gets its failed
    // result on its own page after a redirect (lib/actions/form-flash.ts).
    if (access === "public" && !result.ok && (await isProgressiveSubmission())) {
      const page = await refererPath();
      if (page) await flashFormResult(page, result);
    }
    return result;
  }

  async function run(first: unknown, second?: unknown): Promise<ActionResult<T>> {
    const payload = second instanceof FormData ? second : first;
    const raw = payload instanceof FormData ? formDataToObject(payload) : payload;
    const values = pickValues(raw, options.keepValues);
    const withValues = (result: ActionResult<T>): ActionResult<T> =>
      result.ok || !values || result.values ? result : { ...result, values };

    // Security boundary: the role is checked here, on the server, for every call; proxy.ts and
    // hidden buttons are conveniences only.
    const session = await getSession();
    if (access !== "public") {
      if (!session) redirect(loginUrl(await refererPath()));
      const required = access === "admin" ? "Admin" : "Student";
      if (session.role !== required) return fail(messages.auth.forbidden);
    }

    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.error.issues);
      return withValues(
        fail(parsed.error.issues[0]?.message ?? options.failureMessage, fieldErrors),
      );
    }

    try {
      const result = await handler(parsed.data, { session: session as Sess });
      return result ? withValues(result) : { ok: true };
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof UpstreamError) {
        if (error.isUnauthorized && access !== "public") {
          // The upstream no longer accepts this session's token: end the session.
          await endSession();
          redirect(await sessionEndedLoginUrl(session!.token, sessionEndReason(error), await refererPath()));
        }
        if (error.status === 0 || error.status >= 500) {
          log.error({ endpoint: error.endpoint, upstreamStatus: error.status, err: error }, "action: upstream call failed");
        }
        // Too many attempts (an upstream that throttles): say when to try again.
        if (error.isThrottled) return withValues(fail(throttleMessage(error.retryAfterSeconds)));
        // The breaker is open: nothing was sent; say so, and the form keeps its input.
        if (error.failure === "circuit-open") return withValues(fail(messages.service.briefDowntime));
        return withValues(fail(options.mapError?.(error) ?? options.failureMessage));
      }
      log.error({ err: error }, "action: unexpected error");
      return withValues(fail(options.failureMessage));
    }
  }
  return action as ServerAction<z.input<S>, T>;
}

/**
 * A server action anyone may call (login, signup, password reset). The handler gets the
 * session or `null`. Validates with `schema` and maps failures as described in {@link ActionOptions}.
 */
export function publicAction<S extends z.ZodType, T = undefined>(
  schema: S,
  handler: ActionHandler<z.output<S>, T, Session | null>,
  options: ActionOptions,
): ServerAction<z.input<S>, T> {
  return buildAction("public", schema, handler, options);
}

/**
 * A server action for a logged-in Student. A visitor is redirected to `/login?next=…`, an Admin
 * gets `messages.auth.forbidden`; an upstream 401 ends the session and redirects to `/login`.
 */
export function studentAction<S extends z.ZodType, T = undefined>(
  schema: S,
  handler: ActionHandler<z.output<S>, T, Session & { role: "Student" }>,
  options: ActionOptions,
): ServerAction<z.input<S>, T> {
  return buildAction("student", schema, handler, options);
}

/**
 * A server action for a logged-in Admin. A visitor is redirected to `/login?next=…`, a Student
 * gets `messages.auth.forbidden`; an upstream 401 ends the session and redirects to `/login`.
 */
export function adminAction<S extends z.ZodType, T = undefined>(
  schema: S,
  handler: ActionHandler<z.output<S>, T, Session & { role: "Admin" }>,
  options: ActionOptions,
): ServerAction<z.input<S>, T> {
  return buildAction("admin", schema, handler, options);
}
