/**
 * Pure helpers for showing learning progress (client-safe).
 */
import type { Route } from "next";
import type { ActionResult } from "@/lib/actions/result";
import { hrefFor } from "@/lib/routes/manifest";

/** The business named on every certificate. */
export const CERTIFICATE_ISSUER = "BrightWay Engineering";

/** A video as the course page lists it. */
export interface ListedVideo {
  id: number;
  title: string;
}

/**
 * The video "Continue" opens: the first video, in section then list order, that is not in
 * `completedVideoIds`; null when every video is done (or there are none). Sections whose videos
 * could not be read ("failed") are skipped.
 */
export function firstUndoneVideo(
  sections: { videos: ListedVideo[] | "failed" }[],
  completedVideoIds: readonly number[],
): ListedVideo | null {
  const done = new Set(completedVideoIds);
  for (const section of sections) {
    if (section.videos === "failed") continue;
    const next = section.videos.find((video) => !done.has(video.id));
    if (next) return next;
  }
  return null;
}

/** Whole percent (rounded down, 100 only when complete); 0 when there is nothing to do. */
export function percentOf(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}

/** The address of a certificate's public verification page. */
export function certificatePath(code: string): Route {
  return hrefFor("/certificates/[code]", { code });
}

/** The address that plays a video of a course: the playing video lives in the URL (`?video=`). */
export function videoHref(courseId: string, videoId: number): Route {
  return hrefFor(
    "/onDemandCourseDetails/[id]",
    { id: courseId },
    { query: { video: videoId }, hash: "player" },
  );
}

/**
 * The certificate a lesson's recording just earned: the code it answered, when the student had no
 * certificate of the course as the lesson opened (one already held is not earned again, e.g. after
 * a video was added to a finished course); null otherwise (a refusal, no certificate yet).
 */
export function certificateJustEarned(
  answer: ActionResult<{ certificateCode: string | null }> | null,
  hadCertificate: boolean,
): string | null {
  if (!answer?.ok || hadCertificate) return null;
  return answer.data?.certificateCode ?? null;
}

/** The address of a certificate's PDF; in Arabic with `locale` "ar" (`?lang=ar`). */
export function certificatePdfPath(code: string, locale: "en" | "ar" = "en"): string {
  return hrefFor(
    "/certificates/[code]/pdf",
    { code },
    { query: { lang: locale === "ar" ? "ar" : undefined } },
  );
}

/**
 * A live course certificate's attendance line, "attended N of M live sessions" (the page and the
 * PDF say the same); null for an on-demand course's certificate (`liveAttendance` null).
 */
export function liveAttendanceText(
  liveAttendance: { attended: number; total: number } | null,
): string | null {
  if (!liveAttendance) return null;
  const { attended, total } = liveAttendance;
  return `attended ${attended} of ${total} live session${total === 1 ? "" : "s"}`;
}

/**
 * A course's length as a certificate states it: "30 hours", "1 hour", "12.5 hours" for a number;
 * any other text the admin typed (the wire's `hours` is free text) as it is, trimmed.
 */
export function courseHoursText(hours: string): string {
  const text = hours.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return text;
  return `${text} hour${Number(text) === 1 ? "" : "s"}`;
}
