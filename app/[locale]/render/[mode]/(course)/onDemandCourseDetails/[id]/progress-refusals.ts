import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import type { UpstreamError } from "@/lib/upstream/client";
import { watchShortfallOf } from "@/lib/upstream/progress";
import { formatVideoDuration } from "@/lib/video-duration";

/**
 * What a student is told when the upstream refuses to record their progress in a lesson (a
 * completion, or a report of time played): not enrolled, access ended, a video of another
 * course, or (409, watched-lessons extension) a lesson not watched enough yet, with the time
 * still to watch ("Watch 3:12 more of this lesson to complete it."). Our texts, never the
 * upstream's words, in `locale` (English by default).
 * @returns the text, or undefined for the operation's own failure text.
 */
export function progressRefusalText(
  error: UpstreamError,
  locale: Locale = "en",
): string | undefined {
  const messages = catalogueFor(locale);
  if (error.status === 400) return messages.progress.wrongVideo;
  if (error.status === 403 && /ended/i.test(error.message)) return messages.progress.accessEnded;
  if (error.status === 403) return messages.progress.notEnrolled;
  if (error.status === 409) {
    const remaining = watchShortfallOf(error);
    return remaining !== null && remaining > 0
      ? messages.watch.watchMore(formatVideoDuration(remaining))
      : messages.watch.watchFirst;
  }
  return undefined;
}
