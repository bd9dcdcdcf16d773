import { messages } from "@/lib/messages";
import { matchRoute } from "@/lib/routes/manifest";

/**
 * The failure text of a public page, by its path (the one the browser shows, e.g.
 * `/onDemandCourseDetails/…`): the route manifest's `failureText` of that page, else a general
 * text. A public page whose data cannot be read throws, so that the response is a 5xx and no
 * cache keeps the failure; its error boundary shows this text.
 */
export function failureTextFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return matchRoute(path)?.route.failureText ?? messages.public.pageFailed;
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
