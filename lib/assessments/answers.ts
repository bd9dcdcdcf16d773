/*
 * Pure helpers of a student's answers, shared by the attempt page (browser) and its actions
 * (server): the form field of each question, whether a question is answered, and how a posted
 * form becomes answers. Client-safe: no server import.
 */

/** An answer as the page holds it: chosen option ids (choice questions) or typed text (numeric). */
export interface AnswerValue {
  choice: number[] | null;
  value: string | null;
}

/** The kinds of question whose answer is a choice of options. */
export function isChoiceKind(kind: string): boolean {
  return kind !== "numeric";
}

/** The form field of a question's answer (a radio group, checkboxes or a text input). */
export function answerFieldName(questionId: number): string {
  return `answer-${questionId}`;
}

const answerFieldPattern = /^answer-([1-9]\d{0,8})$/;

/** The question id a form field names, or null when it is not an answer field. */
export function questionIdOfField(field: string): number | null {
  const match = answerFieldPattern.exec(field);
  return match ? Number(match[1]) : null;
}

/** True when the answer says something: an option chosen, or text other than spaces. */
export function isAnswered(answer: AnswerValue | undefined): boolean {
  if (!answer) return false;
  if (answer.choice && answer.choice.length > 0) return true;
  return answer.value !== null && answer.value.trim() !== "";
}

/** How many of `questionIds` have no answer in `answers` (keyed by question id). */
export function countUnanswered(
  questionIds: readonly number[],
  answers: ReadonlyMap<number, AnswerValue>,
): number {
  return questionIds.filter((id) => !isAnswered(answers.get(id))).length;
}

/** True when two answers say the same (the order of chosen options does not matter). */
export function sameAnswer(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  const choiceKey = (answer: AnswerValue | undefined) =>
    answer?.choice ? [...answer.choice].sort((x, y) => x - y).join(",") : "";
  return choiceKey(a) === choiceKey(b) && (a?.value ?? "") === (b?.value ?? "");
}
