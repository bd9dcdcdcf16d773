import { assessmentAttempts, assessmentQuestions, assessments } from "../src/db/schema";
import { insertRow } from "./helpers";

/*
 * A course's final exam and a student's attempts written straight into the database, for the
 * certificate rule's tests (progress and live sessions): they exercise what the rule reads, not
 * the assessment routes, which have contract tests of their own.
 */

/**
 * Inserts the final exam of `courseId` (pass mark 70 %) with `questions` true/false questions;
 * returns its id. With no question the exam does not hold a certificate back.
 */
export async function insertFinalExam(courseId: string, questions = 1): Promise<string> {
  const exam = await insertRow(assessments, {
    courseId,
    kind: "final",
    title: "Final exam",
    passMark: 70,
  });
  for (let position = 0; position < questions; position += 1) {
    await insertRow(assessmentQuestions, {
      assessmentId: exam.id,
      position,
      kind: "trueFalse",
      prompt: `Statement ${position + 1}`,
      options: ["True", "False"],
      correctOptions: [0],
    });
  }
  return exam.id;
}

/**
 * Inserts a submitted, graded attempt of `assessmentId` by `studentId` at `submittedAt` (naive
 * UTC): `scorePercent`, passed at 70 % or more. `submittedAt` null leaves it open and ungraded.
 */
export async function insertAttempt(
  assessmentId: string,
  studentId: string,
  scorePercent: number,
  submittedAt: string | null = "2026-12-01T09:00:00",
): Promise<void> {
  await insertRow(assessmentAttempts, {
    assessmentId,
    studentId,
    startedAt: "2026-12-01T08:30:00",
    submittedAt,
    questions: [],
    scorePercent: submittedAt === null ? null : scorePercent,
    passed: submittedAt === null ? null : scorePercent >= 70,
    correctIds: submittedAt === null ? null : [],
  });
}
