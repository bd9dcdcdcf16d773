import { catalogueFor } from "@/lib/i18n/catalogue";
import { splitLocalePath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";
import { messages } from "@/lib/messages";
import { matchRoute } from "@/lib/routes/manifest";

/**
 * The failure text of a public page in `locale` (English by default), by its path (the one the
 * browser shows, e.g. `/onDemandCourseDetails/…` or `/ar/products`): the route manifest's
 * `failureText` of that page, else a general text. A public page whose data cannot be read
 * throws, so that the response is a 5xx and no cache keeps the failure; its error boundary shows
 * this text.
 */
export function failureTextFor(pathname: string, locale: Locale = "en"): string {
  const { pathname: sitePath } = splitLocalePath(pathname);
  const path = sitePath.length > 1 ? sitePath.replace(/\/$/, "") : sitePath;
  const english = matchRoute(path)?.route.failureText ?? messages.public.pageFailed;
  return translateFailure(english, locale);
}

/**
 * The manifest keeps each page's failure text in English (a text of `messages.public` or
 * `messages.course`); the same key of `locale`'s catalogue gives it in that language.
 */
function translateFailure(english: string, locale: Locale): string {
  const catalogue = catalogueFor(locale);
  for (const section of ["public", "course"] as const) {
    const texts: Readonly<Record<string, unknown>> = messages[section];
    const key = Object.keys(texts).find((name) => texts[name] === english);
    if (key !== undefined) {
      const translated: Readonly<Record<string, unknown>> = catalogue[section];
      const text = translated[key];
      if (typeof text === "string") return text;
    }
  }
  return english;
}

/**
 * Thrown by a public page whose data could not be read from the upstream (the read already
 * logged why). Next answers 500 and renders the route group's `error.tsx`; a cached copy of the
 * page, if any, is kept instead of a failure.
 */
export class PageUnavailableError extends Error {
  constructor(page: string) {
    super(`${page}: the upstream read failed; the page cannot be built`);
    this.name = "PageUnavailableError";
  }
}
