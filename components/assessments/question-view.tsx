import type { ChangeEvent, ReactNode } from "react";
import { parseNumericAnswer } from "@brightway/contract/numeric-answer";
import { Input } from "@/components/ui/input";
import { answerFieldName } from "@/lib/assessments/answers";
import { catalogueFor, type Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { messages } from "@/lib/messages";
import { cn } from "@/lib/utils";

/** The assessment texts of one language. */
type AssessmentTexts = Catalogue["assessments"];

/** A question as {@link QuestionView} draws it: what a student sees, never its key. */
export interface QuestionViewQuestion {
  id: number;
  kind: "single" | "multiple" | "trueFalse" | "numeric";
  prompt: string;
  /** In the order to show; `id` is what an answer names. Ignored for a numeric question. */
  options: readonly { id: number; text: string }[];
  /** Shown beside a numeric field (e.g. "kN"). */
  unit: string | null;
}

/** How a submitted question was graded; the key fields are null when not revealed. */
interface QuestionViewGrading {
  isCorrect: boolean;
  correctOptions: readonly number[] | null;
  numericAnswer: number | null;
  tolerance: number | null;
  toleranceKind: "absolute" | "percent" | null;
  explanation: string | null;
}

/** Props of {@link QuestionView}. */
export interface QuestionViewProps {
  question: QuestionViewQuestion;
  /** 1-based place in the attempt, and how many questions it has ("Question 3 of 10"). */
  number: number;
  total: number;
  /** The chosen option ids (choice questions). */
  choice?: readonly number[] | null;
  /** The typed text (numeric). */
  value?: string | null;
  /**
   * Shown but not answerable (a submitted attempt, an admin's preview): choices disabled, the
   * numeric field read-only, and no input is named, so nothing of it is posted.
   */
  readOnly?: boolean;
  /** A choice changed (the whole new choice). Without it the choices are uncontrolled. */
  onChoiceChange?: (choice: number[]) => void;
  /** The numeric text changed. Without it the field is uncontrolled. */
  onValueChange?: (value: string) => void;
  /** The numeric field lost the focus. */
  onValueBlur?: () => void;
  /** Beside the heading: e.g. the save status of the answer. */
  status?: ReactNode;
  /** The grading of a submitted attempt: right or wrong, and the key and explanation when revealed. */
  grading?: QuestionViewGrading | null;
  className?: string;
  /** The page's language (the caller's `getRequestLocale()` or `usePageLocale()`); English by default. */
  locale?: Locale;
}

/**
 * One question of an assessment: its number, prompt and answer control, with a visible label for
 * every control. Single choice and True/False are a radio group, multiple choice checkboxes (each
 * option a 44 px tall row), numeric a text field with `inputMode="decimal"`, its unit beside it
 * and a hint saying how the typed text is read ("3,5" and "٣٫٥" are 3.5). Presentational: no
 * state of its own, so it serves the attempt page (controlled by it, or a plain form posted
 * without JavaScript: each control is named `answer-{questionId}`) and an admin's read-only
 * preview alike.
 */
export function QuestionView({
  question,
  number,
  total,
  choice = null,
  value = null,
  readOnly = false,
  onChoiceChange,
  onValueChange,
  onValueBlur,
  status,
  grading = null,
  className,
  locale = "en",
}: QuestionViewProps) {
  const texts = catalogueFor(locale).assessments;
  const baseId = `question-${question.id}`;
  const headingId = `${baseId}-heading`;
  return (
    <fieldset
      aria-labelledby={headingId}
      className={cn("min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5", className)}
    >
      <div id={headingId} className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600">
            {texts.questionOf(number, total)}
          </h2>
          {status}
          {grading ? <GradeBadge isCorrect={grading.isCorrect} texts={texts} /> : null}
        </div>
        <p
          dir="auto"
          className="text-base font-medium break-words whitespace-pre-line text-slate-900"
        >
          {question.prompt}
        </p>
      </div>
      <div className="mt-4">
        {question.kind === "numeric" ? (
          <NumericAnswer
            baseId={baseId}
            name={readOnly ? undefined : answerFieldName(question.id)}
            unit={question.unit}
            value={value}
            readOnly={readOnly}
            onValueChange={onValueChange}
            onValueBlur={onValueBlur}
            texts={texts}
          />
        ) : (
          <ChoiceAnswer
            question={question}
            name={readOnly ? undefined : answerFieldName(question.id)}
            choice={choice}
            readOnly={readOnly}
            onChoiceChange={onChoiceChange}
            correctOptions={grading?.correctOptions ?? null}
            texts={texts}
          />
        )}
      </div>
      {grading ? <GradingDetails question={question} grading={grading} texts={texts} /> : null}
    </fieldset>
  );
}

/** The options of a choice question; True/False shows the catalogue's words for ids 0 and 1. */
function optionsOf(
  question: QuestionViewQuestion,
  texts: AssessmentTexts,
): { id: number; text: string }[] {
  if (question.kind !== "trueFalse") return [...question.options];
  const ids = question.options.length > 0 ? question.options.map((option) => option.id) : [0, 1];
  return ids.map((id) => ({ id, text: id === 0 ? texts.trueLabel : texts.falseLabel }));
}

function ChoiceAnswer({
  question,
  name,
  choice,
  readOnly,
  onChoiceChange,
  correctOptions,
  texts,
}: {
  question: QuestionViewQuestion;
  name: string | undefined;
  choice: readonly number[] | null;
  readOnly: boolean;
  onChoiceChange?: (choice: number[]) => void;
  correctOptions: readonly number[] | null;
  texts: AssessmentTexts;
}) {
  const isMultiple = question.kind === "multiple";
  const chosen = new Set(choice ?? []);
  const isControlled = onChoiceChange !== undefined;
  // Only a controlled group has a handler: a server-rendered preview may hold no function.
  const change = (optionId: number, checked: boolean) => {
    if (!onChoiceChange) return;
    if (!isMultiple) return onChoiceChange([optionId]);
    const next = new Set(chosen);
    if (checked) next.add(optionId);
    else next.delete(optionId);
    onChoiceChange([...next].sort((a, b) => a - b));
  };
  return (
    <ul className="space-y-2">
      {optionsOf(question, texts).map((option) => {
        const inputId = `question-${question.id}-option-${option.id}`;
        const isRight = correctOptions?.includes(option.id) ?? false;
        return (
          <li key={option.id}>
            <label
              htmlFor={inputId}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm text-slate-900",
                chosen.has(option.id) ? "border-brand-600 bg-brand-50" : "border-slate-200",
                readOnly && "cursor-default",
                isRight && "border-emerald-600 bg-emerald-50",
              )}
            >
              <input
                id={inputId}
                type={isMultiple ? "checkbox" : "radio"}
                name={name}
                value={option.id}
                {...(isControlled
                  ? {
                      checked: chosen.has(option.id),
                      onChange: (event: ChangeEvent<HTMLInputElement>) =>
                        change(option.id, event.currentTarget.checked),
                    }
                  : { defaultChecked: chosen.has(option.id) })}
                disabled={readOnly}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 break-words">{option.text}</span>
              {isRight ? (
                <span className="ms-auto shrink-0 text-xs font-semibold text-emerald-800">
                  {texts.rightAnswer}
                </span>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** The hint under a numeric field: how the text typed so far is read (in `texts`' language). */
export function numericHint(
  value: string | null,
  texts: AssessmentTexts = messages.assessments,
): { text: string; isInvalid: boolean } {
  const typed = value?.trim() ?? "";
  if (typed === "") return { text: texts.numericHint, isInvalid: false };
  const number = parseNumericAnswer(typed);
  if (number === null) return { text: texts.numericInvalid, isInvalid: true };
  return { text: texts.numericReadAs(String(number)), isInvalid: false };
}

function NumericAnswer({
  baseId,
  name,
  unit,
  value,
  readOnly,
  onValueChange,
  onValueBlur,
  texts,
}: {
  baseId: string;
  name: string | undefined;
  unit: string | null;
  value: string | null;
  readOnly: boolean;
  onValueChange?: (value: string) => void;
  onValueBlur?: () => void;
  texts: AssessmentTexts;
}) {
  const inputId = `${baseId}-answer`;
  const unitId = `${baseId}-unit`;
  const hintId = `${baseId}-hint`;
  const hint = numericHint(value, texts);
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {texts.answerLabel}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          dir="ltr"
          {...(onValueChange
            ? { value: value ?? "", onChange: (event) => onValueChange(event.currentTarget.value) }
            : { defaultValue: value ?? "" })}
          {...(onValueBlur ? { onBlur: onValueBlur } : {})}
          readOnly={readOnly}
          invalid={hint.isInvalid}
          aria-invalid={hint.isInvalid || undefined}
          aria-describedby={[unit ? unitId : null, readOnly ? null : hintId]
            .filter(Boolean)
            .join(" ")}
          className="h-11 w-full max-w-48 text-base"
        />
        {unit ? (
          <span id={unitId} className="text-sm font-medium text-slate-700">
            <bdi>{unit}</bdi>
          </span>
        ) : null}
      </div>
      {readOnly ? null : (
        <p
          id={hintId}
          className={cn("text-xs", hint.isInvalid ? "text-red-700" : "text-slate-600")}
        >
          {hint.text}
        </p>
      )}
    </div>
  );
}

function GradeBadge({ isCorrect, texts }: { isCorrect: boolean; texts: AssessmentTexts }) {
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-semibold",
        isCorrect ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900",
      )}
    >
      {isCorrect ? texts.correct : texts.wrong}
    </span>
  );
}

/** The revealed key of a numeric question ("1250 kN ± 2%") and the explanation, when given. */
function GradingDetails({
  question,
  grading,
  texts,
}: {
  question: QuestionViewQuestion;
  grading: QuestionViewGrading;
  texts: AssessmentTexts;
}) {
  const showsNumeric = question.kind === "numeric" && grading.numericAnswer !== null;
  if (!showsNumeric && !grading.explanation) return null;
  const tolerance =
    grading.tolerance && grading.tolerance > 0
      ? texts.tolerance(
          grading.toleranceKind === "percent"
            ? `${grading.tolerance}%`
            : `${grading.tolerance}${question.unit ? ` ${question.unit}` : ""}`,
        )
      : null;
  return (
    <dl className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
      {showsNumeric ? (
        <div>
          <dt className="font-semibold text-slate-800">{texts.rightAnswer}</dt>
          <dd dir="ltr" className="text-start text-slate-900">
            <bdi>
              {grading.numericAnswer}
              {question.unit ? ` ${question.unit}` : ""}
              {tolerance ? ` ${tolerance}` : ""}
            </bdi>
          </dd>
        </div>
      ) : null}
      {grading.explanation ? (
        <div>
          <dt className="font-semibold text-slate-800">{texts.explanation}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{grading.explanation}</dd>
        </div>
      ) : null}
    </dl>
  );
}
