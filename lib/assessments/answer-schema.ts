import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { guidSchema, positiveIntIdSchema } from "@/lib/validation/student";
import { isChoiceKind, questionIdOfField } from "./answers";

/*
 * What the attempt page's actions accept. Everything in them is untrusted (a forged request can
 * send anything): ids have their upstream form, an answer is a few option ids (0–9) or a short
 * text, and the questions an answer names are kept only when the attempt, as the upstream reads it
 * for the session's student, has them.
 */

const texts = messages.assessments;

/** The most option ids an answer names, and the longest typed value (the contract's bounds). */
const MAX_CHOICES = 10;
const MAX_VALUE_LENGTH = 50;
/** The most answer fields one submission may carry (an assessment draws at most 500). */
const MAX_ANSWER_FIELDS = 500;

const optionId = z
  .number({ message: texts.answerRejected })
  .int(texts.answerRejected)
  .min(0, texts.answerRejected)
  .max(9, texts.answerRejected);

/**
 * One answer saved as it is given: the attempt, the question, and either `choice` (option ids,
 * no repeat) or `value` (the typed text, any text up to 50 characters: an unreadable number is
 * graded wrong), the other null.
 */
export const saveAnswerSchema = z
  .object({
    attemptId: guidSchema(texts.answerRejected),
    questionId: positiveIntIdSchema(texts.answerRejected),
    choice: z
      .array(optionId, { message: texts.answerRejected })
      .max(MAX_CHOICES, texts.answerRejected)
      .refine((ids) => new Set(ids).size === ids.length, texts.answerRejected)
      .nullable(),
    value: z
      .string({ message: texts.answerRejected })
      .max(MAX_VALUE_LENGTH, texts.answerRejected)
      .nullable(),
  })
  .refine((answer) => (answer.choice === null) !== (answer.value === null), {
    message: texts.answerRejected,
  });

/** A posted answer field: one text, or several (checkboxes). */
const fieldValue = z.union([
  z.string().max(MAX_VALUE_LENGTH),
  z.array(z.string().max(2)).max(MAX_CHOICES),
]);

/**
 * A submission (the attempt page's form, posted with or without JavaScript): the attempt's ids
 * and its `answer-{questionId}` fields, read into `answers` by question id. Other fields are
 * dropped; too many answer fields, or a field too long, refuse the whole submission.
 */
export const submitAttemptSchema = z
  .looseObject({
    courseId: guidSchema(texts.submitFailed),
    assessmentId: guidSchema(texts.submitFailed),
    attemptId: guidSchema(texts.submitFailed),
  })
  .transform((form, context) => {
    const answers = new Map<number, string[]>();
    for (const [field, raw] of Object.entries(form)) {
      const questionId = questionIdOfField(field);
      if (questionId === null) continue;
      const parsed = fieldValue.safeParse(raw);
      if (!parsed.success || answers.size >= MAX_ANSWER_FIELDS) {
        context.addIssue({ code: "custom", message: texts.submitFailed, path: [field] });
        return z.NEVER;
      }
      answers.set(questionId, typeof parsed.data === "string" ? [parsed.data] : parsed.data);
    }
    return {
      courseId: form.courseId,
      assessmentId: form.assessmentId,
      attemptId: form.attemptId,
      answers,
    };
  });

/** An answer read from a submission, for the upstream's Submit. */
export interface PostedAnswer {
  questionId: number;
  choice: number[] | null;
  value: string | null;
}

/** A question of the attempt, as far as reading a posted answer needs it. */
interface PostedQuestion {
  id: number;
  kind: string;
  options: readonly { id: number }[];
}

/**
 * The posted answers that answer a question of the attempt: a choice question's option ids that
 * the question has (one at most unless multiple choice), a numeric question's text. Answers to
 * questions the attempt does not have, and option ids it does not offer, are dropped.
 */
export function answersForAttempt(
  questions: readonly PostedQuestion[],
  posted: ReadonlyMap<number, readonly string[]>,
): PostedAnswer[] {
  return questions.flatMap((question): PostedAnswer[] => {
    const values = posted.get(question.id);
    if (!values || values.length === 0) return [];
    if (!isChoiceKind(question.kind)) {
      const value = values[0]!;
      return value.trim() === "" ? [] : [{ questionId: question.id, choice: null, value }];
    }
    const offered = new Set(
      question.kind === "trueFalse" && question.options.length === 0
        ? [0, 1]
        : question.options.map((option) => option.id),
    );
    const ids = [...new Set(values.filter((value) => /^\d$/.test(value)).map(Number))]
      .filter((id) => offered.has(id))
      .sort((a, b) => a - b);
    const choice = question.kind === "multiple" ? ids : ids.slice(0, 1);
    return choice.length === 0 ? [] : [{ questionId: question.id, choice, value: null }];
  });
}
