import { Link } from "@/components/ui/link";
import { InlineAlert } from "@/components/course/inline-alert";
import { buttonClassName } from "@/components/ui/button";
import {
  AssessmentFacts,
  assessmentLabel,
  StandingSummary,
} from "@/components/assessments/assessment-parts";
import { assessmentPath, attemptPath } from "@/lib/assessments/links";
import type { Session } from "@/lib/auth/guards";
import { getViewerStandings, type ViewerStandings } from "@/lib/assessments/viewer";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { getRequestLocale } from "@/lib/i18n/server";
import {
  listAssessments,
  startBlock,
  type Assessment,
  type AssessmentStanding,
} from "@/lib/upstream/assessments";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** The assessment texts of one language. */
type AssessmentTexts = ReturnType<typeof catalogueFor>["assessments"];

/** The viewer's enrolment in the course, as the course page knows it. */
type PanelEnrolment = "active" | "ended" | null;

/** Props of {@link AssessmentPanel}. */
export interface AssessmentPanelProps {
  courseId: string;
  /** The page's reader (`viewerOf(mode)`): null for a visitor and in the shared document. */
  session: Session | null;
  /** The course's address, where a refused session comes back after logging in again. */
  coursePath: string;
  /** The course's sections (an on-demand course's), to name the section a quiz follows. */
  sections?: readonly { id: string; name: string }[];
  /**
   * The viewer's enrolment: "active" (may start), "ended" (results only), null for a visitor, an
   * admin or a student not enrolled (the public settings only, no session read).
   */
  enrolment: PanelEnrolment;
  /**
   * The course's own rule for the certificate is met (an on-demand course's lessons all done)
   * but no certificate was issued: the panel says the final exam is what is missing.
   */
  isCertificateWaitingForExam?: boolean;
}

/**
 * The course's quizzes ("Quiz after: {section}") and final exam ("Final exam · required for the
 * certificate") on both course pages, one component for both kinds: each with its questions per
 * attempt, pass mark, time limit and attempts allowed; for an enrolled student their standing
 * (best score, passed, attempts left, the wait) and Start / Resume / See results. Nothing on an
 * upstream without the extension, or for a course without a quiz or exam with questions.
 *
 * The list is the cached public read; the standing is read per request with the session's token
 * only when the page says the viewer is enrolled (a visitor's stored page reads no session).
 */
export async function AssessmentPanel({
  courseId,
  session,
  coursePath,
  sections = [],
  enrolment,
  isCertificateWaitingForExam = false,
}: AssessmentPanelProps) {
  const locale = await getRequestLocale();
  const texts = catalogueFor(locale).assessments;
  let assessments: Assessment[];
  try {
    assessments = (await listAssessments(courseId)).filter(
      (assessment) => assessment.questionsPerAttempt > 0,
    );
  } catch (error) {
    logUpstreamFailure(error, "assessments: list read failed");
    return (
      <div className="mt-12">
        <InlineAlert message={texts.listFailed} toast={false} />
      </div>
    );
  }
  if (assessments.length === 0) return null;
  const viewer: ViewerStandings =
    enrolment === null
      ? { status: "hidden" }
      : await getViewerStandings(session, courseId, coursePath);
  const sectionNames = new Map(sections.map((section) => [section.id.toLowerCase(), section.name]));
  const final = assessments.find((assessment) => assessment.kind === "final");
  const finalStanding =
    final && viewer.status === "shown" ? viewer.byAssessment.get(final.id.toLowerCase()) : null;
  const showsExamNote =
    isCertificateWaitingForExam && final !== undefined && finalStanding?.passedAt == null;

  return (
    <section
      aria-labelledby="assessments-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="assessments-title" className="text-2xl font-bold text-slate-900">
        {texts.panelHeading}
      </h2>
      {showsExamNote ? (
        <p
          role="status"
          className="mt-3 rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {texts.passFinalForCertificate}
        </p>
      ) : null}
      {viewer.status === "failed" ? (
        <div className="mt-3">
          <InlineAlert message={texts.standingFailed} toast={false} />
        </div>
      ) : null}
      <ul className="mt-4 space-y-3">
        {assessments.map((assessment) => (
          <li key={assessment.id}>
            <AssessmentItem
              courseId={courseId}
              assessment={assessment}
              label={assessmentLabel(assessment, sectionNames, locale)}
              standing={
                viewer.status === "shown"
                  ? (viewer.byAssessment.get(assessment.id.toLowerCase()) ?? null)
                  : null
              }
              canStart={enrolment === "active"}
              locale={locale}
              texts={texts}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AssessmentItem({
  courseId,
  assessment,
  label,
  standing,
  canStart,
  locale,
  texts,
}: {
  courseId: string;
  assessment: Assessment;
  label: string;
  standing: AssessmentStanding | null;
  canStart: boolean;
  locale: Locale;
  texts: AssessmentTexts;
}) {
  const titleId = `assessment-${assessment.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1.5">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{label}</p>
        <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          <bdi>{assessment.title}</bdi>
        </h3>
        <AssessmentFacts assessment={assessment} locale={locale} />
        {standing ? (
          <StandingSummary assessment={assessment} standing={standing} locale={locale} />
        ) : null}
      </div>
      {standing ? (
        <AssessmentActions
          courseId={courseId}
          assessment={assessment}
          standing={standing}
          canStart={canStart}
          texts={texts}
        />
      ) : null}
    </article>
  );
}

/** Resume (an open attempt), Start (a new one may begin), See results (the latest submitted). */
function AssessmentActions({
  courseId,
  assessment,
  standing,
  canStart,
  texts,
}: {
  courseId: string;
  assessment: Assessment;
  standing: AssessmentStanding;
  canStart: boolean;
  texts: AssessmentTexts;
}) {
  const latestSubmitted = standing.attempts.find((attempt) => attempt.status === "submitted");
  const mayStart = canStart && startBlock(assessment, standing) === null && !standing.openAttemptId;
  const links = [
    standing.openAttemptId && canStart
      ? {
          href: attemptPath(courseId, assessment.id, standing.openAttemptId),
          text: texts.resume,
          variant: "primary" as const,
        }
      : null,
    mayStart
      ? {
          href: assessmentPath(courseId, assessment.id),
          text: texts.start,
          variant: "primary" as const,
        }
      : null,
    latestSubmitted
      ? {
          href: attemptPath(courseId, assessment.id, latestSubmitted.id),
          text: texts.seeResults,
          variant: "secondary" as const,
        }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {links.map((link) => (
        <Link
          key={link.text}
          href={link.href}
          className={buttonClassName({ variant: link.variant, size: "lg" })}
          aria-label={`${link.text}: ${assessment.title}`}
        >
          {link.text}
        </Link>
      ))}
    </div>
  );
}
