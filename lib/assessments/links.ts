import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";

/** The page of one quiz or final exam: its settings, the student's attempts, Start / Resume. */
export function assessmentPath(courseId: string, assessmentId: string): Route {
  return hrefFor("/assessments/[courseId]/[assessmentId]", { courseId, assessmentId });
}

/** The page of one attempt: taking it while open, its result once submitted. */
export function attemptPath(courseId: string, assessmentId: string, attemptId: string): Route {
  return hrefFor("/assessments/[courseId]/[assessmentId]/attempts/[attemptId]", {
    courseId,
    assessmentId,
    attemptId,
  });
}

/**
 * The page of an attempt just submitted: its result, flagged (`?submitted=1`) so that the page
 * may greet a certificate earned by it once (the flag is dropped when the greeting is closed).
 */
export function submittedAttemptPath(
  courseId: string,
  assessmentId: string,
  attemptId: string,
): Route {
  return hrefFor(
    "/assessments/[courseId]/[assessmentId]/attempts/[attemptId]",
    { courseId, assessmentId, attemptId },
    { query: { submitted: 1 } },
  );
}
