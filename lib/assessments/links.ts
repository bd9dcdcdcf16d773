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
