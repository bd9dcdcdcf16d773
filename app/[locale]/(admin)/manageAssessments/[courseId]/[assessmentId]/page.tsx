import type { Metadata } from "next";
import { notFound, unstable_rethrow } from "next/navigation";
import {
  AssessmentFrame,
  AssessmentHeader,
  assessmentsListLink,
  loadAssessmentCourse,
} from "@/app/[locale]/(admin)/manageAssessments/_components/assessment-page";
import { courseSection, sameId } from "@/app/[locale]/(admin)/manageAssessments/_components/course";
import { QuestionView, type QuestionViewQuestion } from "@/components/assessments/question-view";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import { manageAssessmentPath } from "@/lib/course-kinds";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue } from "@/lib/i18n/server";
import { oneOfParam, parseSearchParams } from "@/lib/search-params";
import { listQuestions, type AssessmentQuestion } from "@/lib/upstream/assessment-admin";
import type { Assessment } from "@/lib/upstream/assessments";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { QuestionManager } from "./_components/question-manager";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.assessments.questionsTitle, robots: { index: false } };
}

type Props = PageProps<"/[locale]/manageAssessments/[courseId]/[assessmentId]">;

/** `?view=`: the questions to edit (default) or the preview as a student. */
const viewParam = oneOfParam(["questions", "preview"], "questions");

/** The settings in a few words, as the list says them. */
function settingsLine(text: Catalogue["assessmentAdmin"], assessment: Assessment): string {
  return [
    text.summaryPassMark(assessment.passMark),
    text.summaryTimeLimit(assessment.timeLimitMinutes),
    text.summaryAttempts(assessment.maxAttempts),
    text.summaryQuestions(assessment.questionsPerAttempt, assessment.questionCount),
  ].join(" · ");
}

/**
 * A question as a student's attempt shows it: its prompt, options (ids in the admin's order) and
 * unit. The key (right options, numeric answer, tolerance, explanation) is left behind here, so
 * the preview's HTML and RSC payload carry none of it.
 */
function asStudentSees(question: AssessmentQuestion): QuestionViewQuestion {
  return {
    id: question.id,
    kind: question.kind,
    prompt: question.prompt,
    options:
      question.kind === "numeric"
        ? []
        : question.options.map((option, index) => ({ id: index, text: option })),
    unit: question.kind === "numeric" ? question.unit : null,
  };
}

/**
 * `/manageAssessments/{courseId}/{assessmentId}`: one assessment's question bank in order, with
 * Add Question and Edit (a dialog per kind), Delete (confirmed), reordering by drag or keyboard,
 * and the CSV import (every line checked before anything is saved); `?view=preview` shows the
 * questions as a student sees them, read-only and without the key. The bank (with its key) is
 * read with the admin's token and never cached. Admin only (here, in the layout and in every
 * action).
 */
export default async function ManageAssessmentQuestionsPage({ params, searchParams }: Props) {
  const [{ courseId, assessmentId }, query] = await Promise.all([params, searchParams]);
  const path = manageAssessmentPath(courseId, assessmentId);
  const session = await requireAdmin(path);
  const { assessmentAdmin: text, adminForms } = await getCatalogue();
  const loaded = await loadAssessmentCourse(courseId);
  if (loaded.status === "failed") return loaded.page;
  const { course } = loaded;
  const assessment = loaded.assessments.find((item) => sameId(item.id, assessmentId));
  if (!assessment) notFound();

  let questions: AssessmentQuestion[] | null;
  try {
    questions = await withSessionToken(
      session,
      (token) => listQuestions(assessment.id, token),
      path,
    );
  } catch (error) {
    // The session's end is Next's control flow: let it through.
    unstable_rethrow(error);
    logUpstreamFailure(error, "assessment questions: read failed");
    return (
      <AssessmentFrame>
        <h1 className="text-2xl font-bold break-words text-slate-900">{assessment.title}</h1>
        <InlineAlert message={text.questionsFailed} />
      </AssessmentFrame>
    );
  }
  if (questions === null) notFound();

  const { view } = parseSearchParams(query, { view: viewParam });
  const isPreview = view === "preview";
  const section = courseSection(course, assessment.sectionId);
  const listLink = assessmentsListLink(course, text);
  const toggleLink = isPreview
    ? { href: manageAssessmentPath(course.id, assessment.id), label: text.backToQuestions }
    : {
        href: manageAssessmentPath(course.id, assessment.id, "preview"),
        label: text.previewAsStudent,
      };

  return (
    <AssessmentFrame>
      <AssessmentHeader
        adminForms={adminForms}
        course={course}
        eyebrow={course.name}
        title={assessment.title}
        links={[listLink, toggleLink]}
      />
      <div className="space-y-1 text-sm">
        <p className="font-medium text-brand-800">
          {assessment.kind === "quiz" ? text.quizAfter(section?.name ?? "—") : text.finalExam}
        </p>
        <p className="text-slate-700">{settingsLine(text, assessment)}</p>
      </div>
      {isPreview ? (
        <section aria-labelledby="preview-heading" className="space-y-4">
          <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
            {text.previewTitle}
          </h2>
          <p className="text-sm text-slate-700">{text.previewIntro}</p>
          {questions.length === 0 ? (
            <p role="status" className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
              {text.noQuestions}
            </p>
          ) : (
            <ol className="flex flex-col gap-4">
              {questions.map((question, index) => (
                <li key={question.id}>
                  <QuestionView
                    question={asStudentSees(question)}
                    number={index + 1}
                    total={questions.length}
                    readOnly
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : (
        <QuestionManager courseId={course.id} assessmentId={assessment.id} questions={questions} />
      )}
    </AssessmentFrame>
  );
}
