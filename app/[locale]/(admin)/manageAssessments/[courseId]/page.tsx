import type { Metadata } from "next";
import {
  AssessmentFrame,
  AssessmentHeader,
  loadAssessmentCourse,
} from "@/app/[locale]/(admin)/manageAssessments/_components/assessment-page";
import { courseSection } from "@/app/[locale]/(admin)/manageAssessments/_components/course";
import { requireAdmin } from "@/lib/auth/guards";
import { manageAssessmentPath, manageAssessmentsPath } from "@/lib/course-kinds";
import { getCatalogue } from "@/lib/i18n/server";
import { AssessmentManager, type AssessmentRow } from "./_components/assessment-manager";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.assessments.pageTitle, robots: { index: false } };
}

type Props = PageProps<"/[locale]/manageAssessments/[courseId]">;

/**
 * `/manageAssessments/{courseId}`: the quizzes (on-demand: one after any section) and the final
 * exam of a course of either kind, with Add Quiz, Add Final Exam, Edit Settings (a dialog),
 * Delete (confirmed) and a link to each one's questions. The list is the cached public read
 * (settings only, no question). Admin only (here, in the layout and in every action); on an
 * upstream without assessments the page says so.
 */
export default async function ManageAssessmentsPage({ params }: Props) {
  const { courseId } = await params;
  await requireAdmin(manageAssessmentsPath(courseId));
  const messages = await getCatalogue();
  const loaded = await loadAssessmentCourse(courseId);
  if (loaded.status === "failed") return loaded.page;
  const { course, assessments } = loaded;
  const rows: AssessmentRow[] = assessments.map((assessment) => {
    const section = courseSection(course, assessment.sectionId);
    return {
      id: assessment.id,
      kind: assessment.kind,
      title: assessment.title,
      section:
        assessment.kind === "quiz"
          ? { id: section?.id ?? assessment.sectionId ?? "", name: section?.name ?? "—" }
          : null,
      passMark: assessment.passMark,
      timeLimitMinutes: assessment.timeLimitMinutes,
      maxAttempts: assessment.maxAttempts,
      retryWaitMinutes: assessment.retryWaitMinutes,
      drawCount: assessment.drawCount,
      shuffleOptions: assessment.shuffleOptions,
      revealAnswers: assessment.revealAnswers,
      questionCount: assessment.questionCount,
      questionsPerAttempt: assessment.questionsPerAttempt,
      questionsHref: manageAssessmentPath(course.id, assessment.id),
    };
  });
  return (
    <AssessmentFrame>
      <AssessmentHeader
        adminForms={messages.adminForms}
        course={course}
        eyebrow={messages.assessmentAdmin.pageTitle}
        title={course.name}
      />
      <AssessmentManager
        courseId={course.id}
        courseName={course.name}
        kind={course.kind}
        sections={course.sections}
        assessments={rows}
      />
    </AssessmentFrame>
  );
}
