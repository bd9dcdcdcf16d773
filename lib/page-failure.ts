import { messages } from "@/lib/messages";

/** Shown when the consultancy page's projects cannot be read (our text; the spec names none). */
export const PROJECTS_FAILED_TEXT = "We could not load our projects right now. Please try again later.";

/** Shown when a certificate cannot be checked (our text; the spec names none). */
export const CERTIFICATE_FAILED_TEXT = "The certificate could not be checked right now. Please try again later.";

/** Shown for a page with no failure text of its own in the spec. */
export const GENERIC_FAILURE_TEXT = "This page could not be loaded just now. Please try again in a moment.";

const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, messages.public.headerPhotosFailed],
  [/^\/onDemandCourses\/?$/, messages.public.onDemandCoursesFailed],
  [/^\/onlineCourses\/?$/, messages.public.onlineCoursesFailed],
  [/^\/(products|publications)\/?$/, messages.public.allProductsFailed],
  [/^\/(products|publications)\/[^/]+\/?$/, messages.public.documentFailed],
  [/^\/(onDemandCourseDetails|onlineCourseDetails)\/[^/]+\/?$/, messages.course.singleCourseFailed],
  [/^\/consultancyServices\/?$/, PROJECTS_FAILED_TEXT],
  [/^\/certificates\/[^/]+\/?$/, CERTIFICATE_FAILED_TEXT],
];

/**
 * The spec's failure text of a public page, by its path (the one the browser shows, e.g.
 * `/onDemandCourseDetails/…`). A public page whose data cannot be read throws, so that the
 * response is a 5xx and no cache keeps the failure; its error boundary shows this text.
 */
export function failureTextFor(pathname: string): string {
  for (const [pattern, text] of rules) if (pattern.test(pathname)) return text;
  return GENERIC_FAILURE_TEXT;
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
