import { formatBusinessDateTime } from "@/lib/business-time";
import { messages } from "@/lib/messages";
import type { StartBlock } from "@/lib/upstream/assessments";

const texts = messages.assessments;

/** Why a new attempt cannot start, in the catalogue's words (a wait's end in Cairo time). */
export function startBlockText(block: StartBlock): string {
  switch (block.reason) {
    case "passed":
      return texts.alreadyPassed;
    case "noQuestions":
      return texts.noQuestions;
    case "noAttemptsLeft":
      return texts.noAttemptsLeft;
    case "wait":
      return block.until ? texts.waitUntil(formatBusinessDateTime(block.until)) : texts.cannotStart;
    case "notEnrolled":
      return texts.notEnrolled;
    case "accessEnded":
      return texts.accessEnded;
    default:
      return texts.cannotStart;
  }
}
