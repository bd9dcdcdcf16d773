import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { messages } from "@/lib/messages";

/**
 * One student's result in one assessment, as the enrolment tables show it: best score (whole
 * percent) and attempts (null and 0 without a submitted attempt), and the day they passed in
 * Cairo, in words, or null.
 */
export interface StudentAssessmentResult {
  assessmentId: string;
  title: string;
  bestPercent: number | null;
  attempts: number;
  passedOn: string | null;
}

/** The words of one result: "best 80% · 2 attempts · passed on 20 November 2026", "No attempt". */
export function resultText(result: StudentAssessmentResult): string {
  return resultTextIn(messages.assessmentAdmin, result);
}

/** {@link resultText} in the words of `text` (the page's `assessmentAdmin` texts). */
function resultTextIn(text: Catalogue["assessmentAdmin"], result: StudentAssessmentResult): string {
  if (result.attempts === 0 || result.bestPercent === null) return text.resultNoAttempt;
  return [
    text.resultBest(result.bestPercent),
    text.resultAttempts(result.attempts),
    result.passedOn ? text.resultPassedOn(result.passedOn) : text.resultNotPassed,
  ].join(" · ");
}

/**
 * A student's results in a course's assessments, one line each (the assessment's title, then
 * {@link resultText}), for a cell of an enrolment table: on a phone the lines wrap inside the
 * row's card.
 */
export function AssessmentResultsCell({
  results,
}: {
  results: readonly StudentAssessmentResult[];
}) {
  const text = useCatalogue().assessmentAdmin;
  return (
    <ul className="flex min-w-48 flex-col gap-1 text-xs text-slate-700">
      {results.map((result) => (
        <li key={result.assessmentId}>
          <span className="font-semibold text-slate-900">
            <bdi>{result.title}</bdi>:
          </span>{" "}
          <span
            className={
              result.passedOn ? "text-emerald-800" : result.attempts > 0 ? "text-amber-800" : ""
            }
          >
            {resultTextIn(text, result)}
          </span>
        </li>
      ))}
    </ul>
  );
}
