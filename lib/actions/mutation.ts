import "server-only";
import { revalidateTag, updateTag } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import type * as z from "@/lib/zod";
import { getSession, type Session } from "@/lib/auth/guards";
import { throttleMessage } from "@/lib/auth/throttle-message";
import { fail, issuesToFieldErrors, ok, type ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { DecodeBusy } from "@/lib/files/decode-line";
import { log } from "@/lib/log";

/*
 * The one mutation core under the two adapters: server actions (`lib/actions/safe-action.ts`)
 * and route handlers (`lib/actions/admin-route.ts`). It decides WHAT the answer is (one
 * `MutationOutcome`, with the spec's text); each adapter decides only HOW to say it (an
 * `ActionResult` or a redirect; an HTTP status). So a 401, 403, 429, open breaker, refused input
 * or upstream failure reads the same through both.
 */

/** Who may run a mutation: anyone, a logged-in Student, or a logged-in Admin. */
export type Access = "public" | "student" | "admin";

/** The session a handler of each access receives. */
export type SessionOf<A extends Access> = A extends "admin"
  ? Session & { role: "Admin" }
  : A extends "student"
    ? Session & { role: "Student" }
    : Session | null;

/** A failed {@link ActionResult}. */
type Failure = Extract<ActionResult<never>, { ok: false }>;

/**
 * The one outcome of a mutation. `result` is what the caller is told (spec §5/§8 texts).
 * - `done`: the handler ran and returned its result (a success, or a failure of its own).
 * - `signed-out`: nobody is logged in and the mutation needs a role (HTTP 401).
 * - `forbidden`: logged in with the wrong role, or another site's request (403).
 * - `unreadable`: the request body was refused before reading it (411/413) or did not parse (400).
 * - `invalid`: the input failed the schema; `result.fieldErrors` holds every field's texts (400).
 * - `session-ended`: the upstream refused the session's token (its 401): the session must end.
 * - `throttled`: the upstream's 429, or one of our own counts ({@link TooManyAttempts});
 *   `retryAfterSeconds` as it said, if it did (429).
 * - `unavailable`: the upstream's circuit breaker is open, nothing was sent, or the upstream or
 *   this process's image decode line is busy for a moment (503; `retryAfterSeconds` when known).
 * - `upstream-failed`: any other upstream error (4xx refusals included), mapped to the
 *   operation's text (502).
 * - `unexpected`: anything else thrown; logged, the operation's text (500).
 */
export type MutationOutcome<T> =
  | { kind: "done"; result: ActionResult<T> }
  | { kind: "signed-out"; result: Failure }
  | { kind: "forbidden"; result: Failure }
  | { kind: "unreadable"; reason: UnreadableReason; result: Failure }
  | { kind: "invalid"; result: Failure }
  | { kind: "session-ended"; result: Failure; session: Session; error: UpstreamError }
  | { kind: "throttled"; result: Failure; retryAfterSeconds?: number }
  | { kind: "unavailable"; result: Failure; retryAfterSeconds?: number }
  | { kind: "upstream-failed"; result: Failure }
  | { kind: "unexpected"; result: Failure };

/** Why a request body was not read: no `Content-Length`, too large, or not a form. */
export type UnreadableReason = "length-required" | "too-large" | "malformed";

/** Thrown by a {@link MutationSpec.input} reader to refuse a request body with `message`. */
export class UnreadableInput extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
    this.name = "UnreadableInput";
  }
}

/**
 * Thrown by a `before` step when one of the web app's own counts refuses the request (e.g. uploads
 * per student): answered as an upstream 429 is, the throttle message and `Retry-After`.
 */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many attempts");
    this.name = "TooManyAttempts";
  }
}

/** How failures of one operation are said. */
export interface FailureTexts {
  /**
   * The spec §8 text for this operation's failure (upstream error or anything unexpected). An
   * upstream 429 says instead when to try again (`lib/auth/throttle-message.ts`), an open
   * breaker that the service is briefly unavailable.
   */
  failureMessage: string;
  /** A more precise text for some upstream failures (e.g. by status); `undefined` = default. */
  mapError?: (error: UpstreamError) => string | undefined;
}

/** What a {@link MutationHandler} receives besides its input. */
interface MutationContext<S> {
  session: S;
  /**
   * Names public cache tags this change touched that only the handler knows (ids read from the
   * upstream, a record made before a later step failed). The core expires them however the
   * handler ends: returned, failed, threw or redirected, since the change upstream is done.
   */
  expire: (cacheTags: Iterable<string>) => void;
}

/** A handler: returns an {@link ActionResult}, or nothing for a plain success. */
export type MutationHandler<Input, T, S> = (
  input: Input,
  context: MutationContext<S>,
) => Promise<ActionResult<T> | void>;

/**
 * Who runs the mutation, which decides how its tags are expired: a server action with
 * `updateTag` (its own answer already reads the change), a route handler with
 * `revalidateTag(tag, { expire: 0 })` (`updateTag` works only in server actions). Either way
 * the next visit, on any instance sharing the cache handler's store, reads the change.
 */
type MutationCaller = "server-action" | "route-handler";

/** What {@link runMutation} runs. */
export interface MutationSpec<A extends Access, S extends z.ZodType, T> extends FailureTexts {
  access: A;
  caller: MutationCaller;
  /**
   * Validates what `input` read (parsed asynchronously, so a schema may check a file's bytes);
   * its issues become `fieldErrors`, the first one the message.
   */
  schema: S;
  /**
   * Reads the raw input, after the role check (so an outsider learns nothing about the input).
   * May throw {@link UnreadableInput}.
   */
  input: () => unknown;
  /**
   * Checks made after the role check and BEFORE `input` is read: ownership, the item's state, a
   * throttle. A refused request then costs no body read, no parse and no image decode. Returns
   * the failure to answer at once, or nothing to go on; its upstream errors are mapped as the
   * handler's are.
   */
  before?: (context: { session: SessionOf<A> }) => Promise<ActionResult<never> | undefined>;
  handler: MutationHandler<z.output<S>, T, SessionOf<A>>;
  /** The result of a handler that returns nothing (default `{ ok: true }`). */
  successMessage?: string;
  /**
   * The public cache tags a successful change expires, from the parsed input (the pages that
   * show it read the change at once). Tags only the handler learns go to `context.expire`.
   */
  expire?: (input: z.output<S>) => Iterable<string>;
}

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

/** The refusal of another site's request (an adapter's own check), as every adapter says it. */
export const forbidden = (): MutationOutcome<never> => ({
  kind: "forbidden",
  result: fail(messages.auth.forbidden) as Failure,
});

/**
 * Runs one mutation: (1) checks the session and role (security boundary: on the server, for every
 * call; proxy.ts and hidden buttons are conveniences only), then `spec.before` (ownership, state,
 * throttle) before anything is read, (2) reads the input and validates it with `schema`, (3) runs
 * the handler, (4) expires the tags the change touched (`spec.expire` after
 * a success, and whatever the handler named), the only place a mutation expires tags, (5) maps
 * whatever it throws to one {@link MutationOutcome}.
 * Logs upstream failures without an answer (status 0 or 5xx) and anything unexpected.
 * @throws only Next's control flow (`redirect()`, `notFound()`) from the handler.
 */
export async function runMutation<A extends Access, S extends z.ZodType, T>(
  spec: MutationSpec<A, S, T>,
): Promise<MutationOutcome<T>> {
  const failed = (message: string) => fail(message) as Failure;
  const session = await getSession();
  if (spec.access !== "public") {
    if (!session) return { kind: "signed-out", result: failed(messages.auth.loginRequired) };
    if (session.role !== (spec.access === "admin" ? "Admin" : "Student")) return forbidden();
  }

  const touched = new Set<string>();
  const expire = (cacheTags: Iterable<string>) => {
    for (const tag of cacheTags) touched.add(tag);
  };
  try {
    if (spec.before) {
      const refusal = await spec.before({ session: session as SessionOf<A> });
      if (refusal) return { kind: "done", result: refusal };
    }
    let raw: unknown;
    try {
      raw = await spec.input();
    } catch (error) {
      if (!(error instanceof UnreadableInput)) throw error;
      return { kind: "unreadable", reason: error.reason, result: failed(error.message) };
    }
    const parsed = await spec.schema.safeParseAsync(raw);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? spec.failureMessage;
      return {
        kind: "invalid",
        result: fail(message, issuesToFieldErrors(parsed.error.issues)) as Failure,
      };
    }

    const result = await spec.handler(parsed.data, { session: session as SessionOf<A>, expire });
    const done = result ?? ok(undefined, spec.successMessage);
    if (done.ok && spec.expire) expire(spec.expire(parsed.data));
    return { kind: "done", result: done };
  } catch (error) {
    unstable_rethrow(error);
    // This process's image decode line is full (a schema's `checkImage`): come back in a moment.
    if (error instanceof DecodeBusy) {
      log.warn({ retryAfterSeconds: error.retryAfterSeconds }, "mutation: image decoding busy");
      return {
        kind: "unavailable",
        result: failed(messages.service.busy),
        retryAfterSeconds: error.retryAfterSeconds,
      };
    }
    // One of our own counts refused (the count logged it).
    if (error instanceof TooManyAttempts) {
      return {
        kind: "throttled",
        result: failed(throttleMessage(error.retryAfterSeconds)),
        retryAfterSeconds: error.retryAfterSeconds,
      };
    }
    if (!(error instanceof UpstreamError)) {
      log.error({ err: error }, "mutation: unexpected error");
      return { kind: "unexpected", result: failed(spec.failureMessage) };
    }
    if (error.isUnauthorized && spec.access !== "public") {
      // The upstream no longer accepts this session's token: the adapter ends the session.
      return {
        kind: "session-ended",
        result: failed(messages.auth.loginRequired),
        session: session!,
        error,
      };
    }
    // Busy for a moment (its password hashing full): say so, keep the form; not an error here.
    if (error.isBusy) {
      log.warn(
        { endpoint: error.endpoint, retryAfterSeconds: error.retryAfterSeconds },
        "mutation: upstream busy",
      );
      return { kind: "unavailable", result: failed(messages.service.busy) };
    }
    if (error.status === 0 || error.status >= 500) {
      log.error(
        { endpoint: error.endpoint, upstreamStatus: error.status, err: error },
        "mutation: upstream call failed",
      );
    }
    // Too many attempts (an upstream that throttles): say when to try again.
    if (error.isThrottled) {
      return {
        kind: "throttled",
        result: failed(throttleMessage(error.retryAfterSeconds)),
        retryAfterSeconds: error.retryAfterSeconds,
      };
    }
    // The breaker is open: nothing was sent; say so (a form keeps its input).
    if (error.failure === "circuit-open") {
      return { kind: "unavailable", result: failed(messages.service.briefDowntime) };
    }
    return {
      kind: "upstream-failed",
      result: failed(spec.mapError?.(error) ?? spec.failureMessage),
    };
  } finally {
    expireTags(touched, spec.caller);
  }
}

function expireTags(cacheTags: Iterable<string>, caller: MutationCaller): void {
  for (const tag of cacheTags) {
    if (caller === "server-action") updateTag(tag);
    else revalidateTag(tag, { expire: 0 });
  }
}
