import { startBlockText } from "@/lib/assessments/start-block-text";
import { catalogueFor, type Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { startBlock, type Assessment, type AssessmentStanding } from "@/lib/upstream/assessments";
import { cn } from "@/lib/utils";

/** The assessment texts of one language. */
type AssessmentTexts = Catalogue["assessments"];

/** "Quiz after: {section}" or "Final exam · required for the certificate". */
export function assessmentLabel(
  assessment: Pick<Assessment, "kind" | "sectionId">,
  sectionNames: ReadonlyMap<string, string>,
  locale: Locale = "en",
): string {
  const texts = catalogueFor(locale).assessments;
  if (assessment.kind === "final") return texts.finalExam;
  const section = assessment.sectionId
    ? sectionNames.get(assessment.sectionId.toLowerCase())
    : undefined;
  return texts.quizAfter(section ?? "—");
}

/** Questions per attempt, pass mark, time limit and attempts allowed, as one wrapping line. */
export function AssessmentFacts({
  assessment,
  showsWait = false,
  className,
  locale = "en",
}: {
  assessment: Assessment;
  /** Also the wait between attempts (the assessment's own page). */
  showsWait?: boolean;
  className?: string;
  /** The page's language. */
  locale?: Locale;
}) {
  const texts = catalogueFor(locale).assessments;
  const facts = [
    texts.questionsPerAttempt(assessment.questionsPerAttempt),
    texts.passMark(assessment.passMark),
    texts.timeLimit(assessment.timeLimitMinutes),
    texts.attemptsAllowed(assessment.maxAttempts),
    ...(showsWait && assessment.retryWaitMinutes > 0
      ? [texts.retryWait(assessment.retryWaitMinutes)]
      : []),
  ];
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700", className)}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/**
 * The student's standing in one assessment: best score and passed (or not taken yet), attempts
 * left, and why a new attempt cannot start now.
 */
export function StandingSummary({
  assessment,
  standing,
  locale = "en",
}: {
  assessment: Assessment;
  standing: AssessmentStanding;
  /** The page's language. */
  locale?: Locale;
}) {
  const texts = catalogueFor(locale).assessments;
  const hasScore = standing.bestPercent !== null;
  const block = startBlock(assessment, standing);
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {hasScore ? (
          <span className="font-semibold text-slate-900">
            {texts.bestScore(standing.bestPercent!)}
          </span>
        ) : null}
        <ResultBadge
          passed={standing.passedAt !== null ? true : hasScore ? false : null}
          isOpen={standing.openAttemptId !== null && !hasScore}
          locale={locale}
        />
        {standing.attemptsLeft !== null && standing.passedAt === null ? (
          <span className="text-slate-700">{texts.attemptsLeft(standing.attemptsLeft)}</span>
        ) : null}
      </p>
      {block && block.reason !== "passed" ? (
        <p className="text-slate-700">{startBlockText(block, locale)}</p>
      ) : null}
    </div>
  );
}

/** "Passed" (green), "Not passed" (red), "In progress" or "Not taken yet" (grey). */
export function ResultBadge({
  passed,
  isOpen = false,
  locale = "en",
}: {
  passed: boolean | null;
  isOpen?: boolean;
  /** The page's language. */
  locale?: Locale;
}) {
  const texts: AssessmentTexts = catalogueFor(locale).assessments;
  const [text, tone] =
    passed === true
      ? [texts.passed, "bg-emerald-100 text-emerald-900"]
      : passed === false
        ? [texts.notPassed, "bg-red-100 text-red-900"]
        : [isOpen ? texts.inProgress : texts.notTaken, "bg-slate-100 text-slate-800"];
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{text}</span>
  );
}
