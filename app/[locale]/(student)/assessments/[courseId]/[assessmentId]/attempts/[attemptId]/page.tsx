import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { buttonClassName } from "@/components/ui/button";
import { QuestionView } from "@/components/assessments/question-view";
import { ResultBadge } from "@/components/assessments/assessment-parts";
import { CertificateEarnedOnArrival } from "@/components/course/certificate-earned-dialog";
import { CertificateLinks } from "@/components/course/course-progress-panel";
import { requireStudent, withSessionToken, type Session } from "@/lib/auth/guards";
import { assessmentPath, attemptPath } from "@/lib/assessments/links";
import { formatBusinessDateTime } from "@/lib/business-time";
import { catalogueFor } from "@/lib/i18n/catalogue";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { getViewerCourseProgress } from "@/lib/progress/viewer";
import { flagParam, parseSearchParams } from "@/lib/search-params";
import { getAttempt, type Attempt } from "@/lib/upstream/assessments";
import { getScheduleForViewer } from "@/lib/upstream/live-sessions";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { loadAssessment, type AssessmentCourse } from "../../../../_components/load-assessment";
import { AttemptForm } from "./_components/attempt-form";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.coursePages.meta.attemptTitle, robots: { index: false } };
}

type Props = PageProps<"/[locale]/assessments/[courseId]/[assessmentId]/attempts/[attemptId]">;

/**
 * One attempt of the session's student: while open, the questions to answer (saved as given,
 * timed by the upstream); once submitted (or read after its deadline, which the upstream grades
 * then), its result: score, passed or not against the pass mark, per question right or wrong and,
 * when the assessment reveals them, the right answers and explanations. After a passed final exam
 * that earned the certificate, links to it; arriving from the submission (`?submitted=1`), the
 * "Certificate earned" dialog too, in view however far down the form the student was.
 *
 * Security boundary: the attempt is read with the session's token; another student's attempt
 * (the upstream's 403), an unknown one, or one that is not of this course and assessment is
 * not-found, so an attempt id reveals nothing. A visitor goes to log in.
 */
export default async function AttemptPage({ params, searchParams }: Props) {
  const [{ courseId, assessmentId, attemptId }, query] = await Promise.all([params, searchParams]);
  const { submitted: isJustSubmitted } = parseSearchParams(query, { submitted: flagParam });
  const path = attemptPath(courseId, assessmentId, attemptId);
  const session = await requireStudent(path);
  const [attempt, loaded] = await Promise.all([
    withSessionToken(session, (token) => getAttempt(attemptId, token), path),
    loadAssessment(session, courseId, assessmentId),
  ]);
  if (
    !attempt ||
    !loaded ||
    attempt.courseId.toLowerCase() !== loaded.course.id.toLowerCase() ||
    attempt.assessmentId.toLowerCase() !== loaded.assessment.id.toLowerCase()
  ) {
    notFound();
  }
  const { course } = loaded;
  const locale = await getRequestLocale();

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link
        href={assessmentPath(course.id, attempt.assessmentId)}
        className="text-sm text-brand-700 underline"
      >
        <bdi>{attempt.title}</bdi>
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-slate-900">
        <bdi>{attempt.title}</bdi>
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        <bdi>{course.name}</bdi>
      </p>
      <div className="mt-6">
        {attempt.status === "open" || !attempt.result ? (
          <AttemptForm
            courseId={course.id}
            assessmentId={attempt.assessmentId}
            attemptId={attempt.id}
            questions={attempt.questions}
            savedAnswers={new Map(attempt.answers.map((answer) => [answer.questionId, answer]))}
            deadlineAt={attempt.deadlineAt}
            serverNow={attempt.now}
            deadlineText={
              attempt.deadlineAt ? formatBusinessDateTime(attempt.deadlineAt, { locale }) : null
            }
          />
        ) : (
          <AttemptResult
            attempt={attempt}
            course={course}
            session={session}
            isJustSubmitted={isJustSubmitted}
          />
        )}
      </div>
    </article>
  );
}

/** A submitted attempt's result (see {@link AttemptPage}). */
async function AttemptResult({
  attempt,
  course,
  session,
  isJustSubmitted,
}: {
  attempt: Attempt;
  course: AssessmentCourse;
  session: Session;
  /** Reached from the submission: a certificate it earned is greeted with the dialog. */
  isJustSubmitted: boolean;
}) {
  const result = attempt.result!;
  const locale = await getRequestLocale();
  const texts = catalogueFor(locale).assessments;
  const certificateCode =
    attempt.kind === "final" && result.passed
      ? await certificateCodeOf(
          course,
          session,
          attemptPath(course.id, attempt.assessmentId, attempt.id),
        )
      : null;
  const answers = new Map(attempt.answers.map((answer) => [answer.questionId, answer]));
  const grading = new Map(result.questions.map((question) => [question.questionId, question]));

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="result-title"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="result-title" className="text-xl font-bold text-slate-900">
          {texts.resultHeading}
        </h2>
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-3xl font-bold text-slate-900">
            {texts.score(result.scorePercent)}
          </span>
          <ResultBadge passed={result.passed} locale={locale} />
        </p>
        <p className="text-sm text-slate-800">
          {texts.correctOf(result.correctCount, result.total)} ·{" "}
          {result.passed
            ? texts.passedAgainst(attempt.passMark)
            : texts.failedAgainst(attempt.passMark)}
        </p>
        {certificateCode ? (
          <div className="space-y-3">
            <p className="font-semibold text-emerald-900">{texts.certificateEarned}</p>
            <CertificateLinks code={certificateCode} courseName={course.name} />
            {isJustSubmitted ? (
              <CertificateEarnedOnArrival
                code={certificateCode}
                resultPath={attemptPath(course.id, attempt.assessmentId, attempt.id)}
              />
            ) : null}
          </div>
        ) : null}
        {!result.revealed ? <p className="text-sm text-slate-700">{texts.answersHidden}</p> : null}
        <div className="flex flex-wrap gap-3 pt-1">
          {!result.passed ? (
            <Link
              href={assessmentPath(course.id, attempt.assessmentId)}
              className={buttonClassName({ variant: "primary", size: "lg" })}
            >
              {texts.tryAgain}
            </Link>
          ) : null}
          <Link
            href={course.href}
            className={buttonClassName({ variant: "secondary", size: "lg" })}
          >
            {texts.backToCourse}
          </Link>
        </div>
      </section>
      <ol className="space-y-4">
        {attempt.questions.map((question, index) => {
          const answer = answers.get(question.id);
          return (
            <li key={question.id}>
              <QuestionView
                question={question}
                number={index + 1}
                total={attempt.questions.length}
                choice={answer?.choice ?? null}
                value={answer?.value ?? null}
                readOnly
                grading={grading.get(question.id) ?? null}
                locale={locale}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The code of the student's certificate of the course, once issued: an on-demand course's from
 * the student's progress, an online course's from its schedule's viewer part. Null when none (or
 * the read failed: the result still shows).
 */
async function certificateCodeOf(
  course: AssessmentCourse,
  session: Session,
  returnPath: string,
): Promise<string | null> {
  if (course.kind === "on-demand") {
    const progress = await getViewerCourseProgress(session, course.id);
    return progress.status === "shown" ? (progress.progress.certificate?.code ?? null) : null;
  }
  try {
    const schedule = await withSessionToken(
      session,
      (token) => getScheduleForViewer(course.id, token),
      returnPath,
    );
    return schedule?.viewer?.certificateCode ?? null;
  } catch (error) {
    logUpstreamFailure(error, "assessments: certificate read failed");
    return null;
  }
}
