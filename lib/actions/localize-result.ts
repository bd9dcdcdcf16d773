import type { ActionResult } from "@/lib/actions/result";
import { throttleMessage } from "@/lib/auth/throttle-message";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { messages } from "@/lib/messages";

/*
 * Server actions decide many of their texts once, when their module loads: a schema's messages,
 * `failureMessage`, a refusal table. Those are the English catalogue's texts. Rather than build
 * every action per request, the action's answer is put into the page's language at the end
 * (`lib/actions/safe-action.ts`): a text that IS one of `lib/messages.ts`'s fixed texts becomes the
 * same key's text in the other catalogue; the throttle's sentence is rewritten with its minutes.
 * A text with someone's data in it (built by a function) is left as the handler wrote it: a
 * handler that builds one reads `getCatalogue()` itself.
 */

type Path = readonly string[];

let englishPaths: Map<string, Path> | null = null;

/** English fixed text → its key path in the catalogue (the first one, when a text repeats). */
function pathsOfEnglish(): Map<string, Path> {
  if (englishPaths) return englishPaths;
  const found = new Map<string, Path>();
  const walk = (node: unknown, path: Path) => {
    if (typeof node === "string") {
      if (!found.has(node)) found.set(node, path);
    } else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    }
  };
  walk(messages, []);
  englishPaths = found;
  return found;
}

const minutesPattern = new RegExp(
  `^${messages.auth.tooManyAttempts
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace("\\{minutes\\}", "(\\d+) minutes?")}$`,
);

/**
 * `text` (an English text of `lib/messages.ts`) in `locale`: the same key's text in that
 * catalogue, the throttle's sentence with its minutes in that language, or `text` unchanged when
 * it is not a fixed text of the catalogue (or `locale` is English). Pure.
 */
export function localizeText(text: string, locale: Locale): string {
  if (locale === "en") return text;
  const waited = minutesPattern.exec(text);
  if (waited) return throttleMessage(Number(waited[1]) * 60, locale);
  const path = pathsOfEnglish().get(text);
  if (!path) return text;
  let node: unknown = catalogueFor(locale);
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === "string" ? node : text;
}

/**
 * A server action's result with its `message` and every field error put into `locale` (see
 * {@link localizeText}); data, kept values and `redirectTo` unchanged. English results are
 * returned as they are.
 */
export function localizeResult<T>(result: ActionResult<T>, locale: Locale): ActionResult<T> {
  if (locale === "en") return result;
  if (result.ok) {
    return result.message === undefined
      ? result
      : { ...result, message: localizeText(result.message, locale) };
  }
  const fieldErrors = result.fieldErrors
    ? Object.fromEntries(
        Object.entries(result.fieldErrors).map(([field, texts]) => [
          field,
          texts.map((text) => localizeText(text, locale)),
        ]),
      )
    : undefined;
  return {
    ...result,
    message: localizeText(result.message, locale),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}
