import { formatBusinessDateTime } from "@/lib/business-time";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import type { StartBlock } from "@/lib/upstream/assessments";

/**
 * Why a new attempt cannot start, in the catalogue's words in `locale` (English by default; a
 * wait's end in Cairo time).
 */
export function startBlockText(block: StartBlock, locale: Locale = "en"): string {
  const texts = catalogueFor(locale).assessments;
  switch (block.reason) {
    case "passed":
      return texts.alreadyPassed;
    case "noQuestions":
      return texts.noQuestions;
    case "noAttemptsLeft":
      return texts.noAttemptsLeft;
    case "wait":
      return block.until
        ? texts.waitUntil(formatBusinessDateTime(block.until, { locale }))
        : texts.cannotStart;
    case "notEnrolled":
      return texts.notEnrolled;
    case "accessEnded":
      return texts.accessEnded;
    default:
      return texts.cannotStart;
  }
}
