import { and, eq, isNotNull, max, sql } from "drizzle-orm";
import type { Executor } from "./db/client";
import { assessmentAttempts, assessmentQuestions, assessments } from "./db/schema";

/**
 * The student's standing in the course's final exam, for the certificate rule.
 * @returns `required`: the course (Guid) has a final exam with at least one question;
 *   `passedPercent`: the best score (whole percent) among the student's passed, submitted
 *   attempts of it, or null when none passed (or there is no final).
 */
export async function finalExamStanding(
  db: Executor,
  studentId: string,
  courseId: string,
): Promise<{ required: boolean; passedPercent: number | null }> {
  const [final] = await db
    .select({
      id: assessments.id,
      hasQuestions: sql<boolean>`exists (select 1 from ${assessmentQuestions} where ${assessmentQuestions.assessmentId} = ${assessments.id})`,
    })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.kind, "final")))
    .limit(1);
  if (!final) return { required: false, passedPercent: null };
  const [best] = await db
    .select({ percent: max(assessmentAttempts.scorePercent) })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.assessmentId, final.id),
        eq(assessmentAttempts.studentId, studentId),
        isNotNull(assessmentAttempts.submittedAt),
        eq(assessmentAttempts.passed, true),
      ),
    );
  return { required: Boolean(final.hasQuestions), passedPercent: best?.percent ?? null };
}
