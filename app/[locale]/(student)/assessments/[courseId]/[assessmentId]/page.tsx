import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { buttonClassName } from "@/components/ui/button";
import { InlineAlert } from "@/components/course/inline-alert";
import {
  AssessmentFacts,
  assessmentLabel,
  ResultBadge,
  StandingSummary,
} from "@/components/assessments/assessment-parts";
import { requireStudent, withSessionToken } from "@/lib/auth/guards";
import { assessmentPath, attemptPath } from "@/lib/assessments/links";
import { startBlockText } from "@/lib/assessments/start-block-text";
import { formatBusinessDateTime } from "@/lib/business-time";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { getMyStandings, startBlock, type AssessmentStanding } from "@/lib/upstream/assessments";
import { UpstreamError } from "@/lib/upstream/client";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { loadAssessment } from "../../_components/load-assessment";
import { StartAttemptForm } from "./_components/start-attempt-form";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.coursePages.meta.assessmentTitle, robots: { index: false } };
}

/** The assessment texts of one language. */
type AssessmentTexts = ReturnType<typeof catalogueFor>["assessments"];

type Props = PageProps<"/[locale]/assessments/[courseId]/[assessmentId]">;

/** The student's standing: shown, not enrolled (the upstream's 403), or a failed read. */
type StandingRead =
  | { status: "shown"; standing: AssessmentStanding | null }
  | { status: "notEnrolled" }
  | { status: "failed" };

/**
 * A quiz's or final exam's page for the session's student: its settings (questions per attempt,
 * pass mark, time limit, attempts allowed, wait), the student's standing and every attempt (date,
 * score, passed), and Start or Resume. A visitor goes to log in (the proxy, and again here); an
 * admin, an unknown id or an assessment of another course get not-found.
 */
export default async function AssessmentPage({ params }: Props) {
  const { courseId, assessmentId } = await params;
  const session = await requireStudent(assessmentPath(courseId, assessmentId));
  const loaded = await loadAssessment(session, courseId, assessmentId);
  if (!loaded) notFound();
  const { course, assessment } = loaded;
  const locale = await getRequestLocale();
  const texts = catalogueFor(locale).assessments;
  const read = await readStanding(session, course.id, assessment.id);
  const standing = read.status === "shown" ? read.standing : null;
  const block = standing ? startBlock(assessment, standing) : null;
  const label = assessmentLabel(
    assessment,
    new Map(course.sections.map((section) => [section.id.toLowerCase(), section.name])),
    locale,
  );

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link href={course.href} className="text-sm text-brand-700 underline">
        {texts.backToCourse}: <bdi>{course.name}</bdi>
      </Link>
      <p className="mt-6 text-xs font-semibold tracking-wide text-brand-800 uppercase">{label}</p>
      <h1 className="mt-1 text-3xl font-bold break-words text-slate-900">
        <bdi>{assessment.title}</bdi>
      </h1>

      <section aria-labelledby="settings-title" className="mt-6 space-y-2">
        <h2 id="settings-title" className="sr-only">
          {texts.settingsHeading}
        </h2>
        <AssessmentFacts assessment={assessment} showsWait locale={locale} />
      </section>

      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        {read.status === "failed" ? <InlineAlert message={texts.standingFailed} /> : null}
        {read.status === "notEnrolled" ? (
          <p role="status" className="text-sm text-slate-800">
            {texts.notEnrolled}
          </p>
        ) : null}
        {standing ? (
          <StandingSummary assessment={assessment} standing={standing} locale={locale} />
        ) : null}
        {standing?.openAttemptId ? (
          <Link
            href={attemptPath(course.id, assessment.id, standing.openAttemptId)}
            className={buttonClassName({ variant: "primary", size: "lg" }, "w-full sm:w-auto")}
            aria-label={`${texts.resume}: ${assessment.title}`}
          >
            {texts.resume}
          </Link>
        ) : read.status === "shown" && block === null ? (
          <StartAttemptForm
            courseId={course.id}
            assessmentId={assessment.id}
            title={assessment.title}
          />
        ) : block?.reason === "passed" ? (
          <p className="text-sm text-slate-700">{startBlockText(block, locale)}</p>
        ) : null}
      </div>

      {read.status === "shown" ? (
        <AttemptHistory
          courseId={course.id}
          assessmentId={assessment.id}
          attempts={standing?.attempts ?? []}
          locale={locale}
          texts={texts}
        />
      ) : null}
    </article>
  );
}

async function readStanding(
  session: Awaited<ReturnType<typeof requireStudent>>,
  courseId: string,
  assessmentId: string,
): Promise<StandingRead> {
  try {
    const standings = await withSessionToken(
      session,
      (token) => getMyStandings(courseId, token),
      assessmentPath(courseId, assessmentId),
    );
    if (!standings) return { status: "failed" };
    const wanted = assessmentId.toLowerCase();
    return {
      status: "shown",
      standing: standings.find((item) => item.assessmentId.toLowerCase() === wanted) ?? null,
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) return { status: "notEnrolled" };
    logUpstreamFailure(error, "assessments: standing read failed");
    return { status: "failed" };
  }
}

/** The student's attempts, newest first: date, score, passed, and a link to each. */
function AttemptHistory({
  courseId,
  assessmentId,
  attempts,
  locale,
  texts,
}: {
  courseId: string;
  assessmentId: string;
  attempts: AssessmentStanding["attempts"];
  locale: Locale;
  texts: AssessmentTexts;
}) {
  return (
    <section aria-labelledby="attempts-title" className="mt-10">
      <h2 id="attempts-title" className="text-xl font-bold text-slate-900">
        {texts.attemptsHeading}
      </h2>
      {attempts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{texts.noAttempts}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {attempts.map((attempt, index) => {
            const number = attempts.length - index;
            const isOpen = attempt.status === "open";
            return (
              <li
                key={attempt.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
              >
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="font-semibold text-slate-900">
                    {texts.attemptColumn} {number}
                  </p>
                  <p className="text-slate-700">
                    <time dateTime={attempt.submittedAt ?? attempt.startedAt}>
                      {formatBusinessDateTime(attempt.submittedAt ?? attempt.startedAt, { locale })}
                    </time>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  {attempt.scorePercent !== null ? (
                    <span className="font-semibold text-slate-900">
                      {texts.score(attempt.scorePercent)}
                    </span>
                  ) : null}
                  <ResultBadge passed={attempt.passed} isOpen={isOpen} locale={locale} />
                  <Link
                    href={attemptPath(courseId, assessmentId, attempt.id)}
                    className="inline-flex min-h-11 items-center text-brand-700 underline"
                  >
                    {isOpen ? texts.resume : texts.seeResults}
                    <span className="sr-only">
                      : {texts.attemptColumn} {number}
                    </span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
