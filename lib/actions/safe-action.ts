import "server-only";
import { headers } from "next/headers";
import type * as z from "@/lib/zod";
import { localizeResult } from "@/lib/actions/localize-result";
import { redirectLocalized } from "@/lib/i18n/redirect";
import { splitLocalePath } from "@/lib/i18n/locale-path";
import { getRequestLocale } from "@/lib/i18n/server";
import { endSession, loginUrl, sessionEndedLoginUrl } from "@/lib/auth/guards";
import { sessionEndReason } from "@/lib/upstream/sessions";
import type { ActionResult } from "@/lib/actions/result";
import { flashFormResult, isProgressiveSubmission } from "@/lib/actions/form-flash";
import {
  formDataToObject,
  runMutation,
  type Access,
  type FailureTexts,
  type MutationHandler,
  type MutationOutcome,
  type SessionOf,
} from "@/lib/actions/mutation";

/** How an action turns failures into the spec's texts, and what it says after a success. */
interface ActionOptions<Input = never> extends FailureTexts {
  /**
   * Names of non-secret fields (never passwords or tokens) whose submitted text comes back in
   * every failed result as `values`, so a form the server re-renders without JavaScript keeps
   * what the user typed.
   */
  keepValues?: readonly string[];
  /** The success text of a handler that returns nothing (`ok(undefined, successMessage)`). */
  successMessage?: string;
  /**
   * Public cache tags to expire after a success, from the parsed input: the pages that show
   * what the action changed read the change at once (the mutation core expires them).
   */
  expire?: (input: Input) => Iterable<string>;
}

/** A handler: returns an {@link ActionResult}, or nothing for a plain success; may `redirect()`. */
type ActionHandler<Input, T, S> = MutationHandler<Input, T, S>;

/**
 * A server action built by {@link publicAction}, {@link studentAction} or {@link adminAction}.
 * Call it with the input (plain object or FormData), or hand it to `useActionState` / a form's
 * `action` (then React calls it with the previous state and the form's FormData).
 */
interface ServerAction<Input, T> {
  (input: Input | FormData): Promise<ActionResult<T>>;
  (previousState: ActionResult<T> | null, formData: FormData): Promise<ActionResult<T>>;
}

/**
 * The current page's address from the Referer (same origin by construction), with its query:
 * `/ar/login?next=…` on an Arabic page (where a failed plain post goes back to). With
 * `withoutLanguage`, the path of the site without the language (`/login?next=…`), for `?next=`.
 */
async function refererPath(withoutLanguage = false): Promise<string | undefined> {
  try {
    const referer = (await headers()).get("referer");
    if (!referer) return undefined;
    const url = new URL(referer);
    const pathname = withoutLanguage ? splitLocalePath(url.pathname).pathname : url.pathname;
    return `${pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The submitted text of the `keep` fields (strings only; files and arrays are never echoed). */
function pickValues(
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

function buildAction<A extends Access, S extends z.ZodType, T>(
  access: A,
  schema: S,
  handler: ActionHandler<z.output<S>, T, SessionOf<A>>,
  options: ActionOptions<z.output<S>>,
): ServerAction<z.input<S>, T> {
  async function action(first: unknown, second?: unknown): Promise<ActionResult<T>> {
    // Said in the page's language: texts fixed at module load are the English catalogue's.
    const result = localizeResult(await run(first, second), await getRequestLocale());
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
    const outcome = await runMutation({
      ...options,
      caller: "server-action",
      access,
      schema,
      input: () => raw,
      handler,
    });
    return actionResult(outcome, pickValues(raw, options.keepValues));
  }
  return action as ServerAction<z.input<S>, T>;
}

/**
 * How a server action says a {@link MutationOutcome}: a visitor is sent to log in in the page's
 * language (back to this page), a session the upstream refused is ended and sent to log in with the reason; everything
 * else is the outcome's result, with the kept `values` on every failure but a refused role.
 */
async function actionResult<T>(
  outcome: MutationOutcome<T>,
  values: Record<string, string> | undefined,
): Promise<ActionResult<T>> {
  switch (outcome.kind) {
    case "signed-out":
      return redirectLocalized(loginUrl(await refererPath(true)));
    case "session-ended":
      await endSession();
      return redirectLocalized(
        await sessionEndedLoginUrl(
          outcome.session.token,
          sessionEndReason(outcome.error),
          await refererPath(true),
        ),
      );
    case "forbidden":
      return outcome.result;
    default: {
      const { result } = outcome;
      return result.ok || !values || result.values ? result : { ...result, values };
    }
  }
}

/** The builder of server actions for one access (see the three below). */
function actionsFor<A extends Access>(access: A) {
  return <S extends z.ZodType, T = undefined>(
    schema: S,
    handler: ActionHandler<z.output<S>, T, SessionOf<A>>,
    options: ActionOptions<z.output<S>>,
  ): ServerAction<z.input<S>, T> => buildAction(access, schema, handler, options);
}

/**
 * A server action anyone may call (login, signup, password reset). The handler gets the
 * session or `null`. Validates with `schema` and maps failures as described in {@link ActionOptions}.
 */
export const publicAction = actionsFor("public");

/**
 * A server action for a logged-in Student. A visitor is redirected to `/login?next=…`, an Admin
 * gets `messages.auth.forbidden`; an upstream 401 ends the session and redirects to `/login`.
 */
export const studentAction = actionsFor("student");

/**
 * A server action for a logged-in Admin. A visitor is redirected to `/login?next=…`, a Student
 * gets `messages.auth.forbidden`; an upstream 401 ends the session and redirects to `/login`.
 */
export const adminAction = actionsFor("admin");
