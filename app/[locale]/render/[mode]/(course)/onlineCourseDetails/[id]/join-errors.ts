import { coursePages } from "@/lib/catalogue/course-pages";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import * as z from "@/lib/zod";

/*
 * Why a Join did not open the meeting, carried back to the course page as `?joinError={code}`.
 * The page shows only the fixed text of a known code: a crafted link cannot put words on the page.
 */

const joinErrorTexts = coursePages.joinErrors;

/** A reason a Join failed (see {@link joinErrorText}). */
export type JoinErrorCode = keyof typeof joinErrorTexts;

/** `?joinError=` (for `parseSearchParams`): a known code, or null for anything else. */
export const joinErrorParam = z
  .enum(Object.keys(joinErrorTexts) as [JoinErrorCode, ...JoinErrorCode[]])
  .nullable()
  .catch(null);

/** The sentence shown on the course page for a Join that failed, in `locale` (default English). */
export function joinErrorText(code: JoinErrorCode, locale: Locale = "en"): string {
  return catalogueFor(locale).coursePages.joinErrors[code];
}

/**
 * The code of the upstream's 409 refusal: "This session has ended." is `ended`; any other 409
 * (the upstream's "Join opens 15 minutes before the session starts.") is `not-open`.
 */
export function joinConflictCode(upstreamMessage: string | null | undefined): JoinErrorCode {
  return upstreamMessage?.trim() === joinErrorTexts.ended ? "ended" : "not-open";
}
