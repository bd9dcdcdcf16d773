import { log } from "@/lib/log";
import type { Metadata } from "next";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin } from "@/lib/auth/guards";
import { manageEnrollmentsPath } from "@/lib/course-kinds";
import { BUSINESS_TIME_MARKS, formatBusinessDateTime } from "@/lib/business-time";
import { parseNaiveDateTime } from "@/lib/dates";
import { accessEndDate, isAccessActive } from "@/lib/entitlement";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { UpstreamError } from "@/lib/upstream/client";
import { getCourseProgressForAdmin } from "@/lib/upstream/progress";
import { progressByStudent } from "@/app/[locale]/(admin)/_components/enrollment-progress";
import { readCourseAssessmentResults } from "@/app/[locale]/(admin)/_components/assessment-results";
import { ClassMessagesPanel } from "@/app/[locale]/(admin)/_components/class-messages-panel";
import { readClassMessages } from "@/lib/class-messages/read";
import {
  AdminCourseHeader,
  loadAdminCourse,
} from "@/app/[locale]/(admin)/_components/admin-course-page";
import type { CoursePackage, Enrollment } from "@/lib/upstream/types";
import { sendClassMessageAction } from "./actions";
import { EnrollmentTable, type EnrollmentRow } from "./_components/enrollment-table";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.enrollments.title, robots: { index: false } };
}

type Props = PageProps<"/[locale]/ManageOnDemandCoursesEnrollments/[id]">;

/** A Date as the upstream's naive UTC text (the table's sort key). */
const naive = (date: Date) => date.toISOString().slice(0, 19);

/** One table row: the package from the enrolment, or from the course by id; times for people in Cairo. */
function toRow(
  enrollment: Enrollment,
  coursePackages: CoursePackage[],
  now: Date,
  locale: Locale,
  t: Catalogue["adminForms"]["enrollments"],
): EnrollmentRow {
  const pkg =
    enrollment.package ??
    coursePackages.find(
      (candidate) => candidate.id.toLowerCase() === enrollment.packageId?.toLowerCase(),
    ) ??
    null;
  const start = enrollment.startDate ? parseNaiveDateTime(enrollment.startDate) : null;
  const months = pkg?.durationMonths ?? null;
  const end = start && months !== null && months > 0 ? accessEndDate(start, months) : null;
  const student = enrollment.student;
  return {
    id: enrollment.id,
    studentId: enrollment.studentId,
    studentName: student?.fullName || student?.userName || enrollment.studentId,
    email: student?.email ?? "",
    phone: student?.phoneNumber ?? null,
    packageId: enrollment.packageId,
    packageLabel: pkg ? t.packageLabel(pkg.name, pkg.durationMonths) : null,
    start: start ? formatBusinessDateTime(start, { isMarked: false, locale }) : null,
    startSort: start ? naive(start) : null,
    end: end ? formatBusinessDateTime(end, { isMarked: false, locale }) : null,
    endSort: end ? naive(end) : null,
    isActive: isAccessActive({ startDate: enrollment.startDate, months }, now),
  };
}

/**
 * Spec §2 "Manage on-demand course enrollments" (`/ManageOnDemandCoursesEnrollments/{courseId}`):
 * who is enrolled, with which package, from when to when and whether access is still active
 * (the same rule the course page applies, `lib/entitlement.ts`); Edit Enrollment and Remove
 * Enrollment; "Message the class" and the messages sent (with that extension). The enrolments are read with the admin's token and never cached. Admin only.
 */
export default async function ManageCourseEnrollmentsPage({ params }: Props) {
  const { id } = await params;
  const path = manageEnrollmentsPath(id);
  const session = await requireAdmin(path);
  const loaded = await loadAdminCourse({
    id,
    path,
    session,
    page: "enrollments",
    // Progress and assessment results are upstream extensions: null on a legacy upstream, and
    // never worth failing the enrolment list for (a 401 still goes on, so that the session ends).
    alongside: (courseId, token) =>
      Promise.all([
        getCourseProgressForAdmin(courseId, token).catch((error: unknown) => {
          if (!(error instanceof UpstreamError) || error.isUnauthorized) throw error;
          log.error(
            { endpoint: error.endpoint, upstreamStatus: error.status },
            "enrolments page: progress failed",
          );
          return null;
        }),
        readCourseAssessmentResults(courseId, token),
        readClassMessages(courseId, token),
      ]),
  });
  if (loaded.status === "failed") return loaded.page;
  const {
    course,
    enrollments,
    extra: [progress, assessmentResults, classMessages],
  } = loaded;
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const t = messages.adminForms.enrollments;
  const byStudent = progressByStudent(progress);
  const now = new Date();
  const rows: EnrollmentRow[] | null =
    enrollments?.map((enrollment) => ({
      ...toRow(enrollment, course.packages, now, locale, t),
      progress: byStudent.get(enrollment.studentId.toLowerCase()),
      assessments: assessmentResults?.of(enrollment.studentId),
    })) ?? null;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <AdminCourseHeader page="enrollments" course={course} />
      <ClassMessagesPanel
        courseId={course.id}
        courseName={course.name}
        view={classMessages}
        action={sendClassMessageAction}
      />
      {rows === null ? (
        <InlineAlert message={messages.course.studentEnrollmentFailed} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t.timesAre(BUSINESS_TIME_MARKS[locale])}</p>
          <EnrollmentTable
            courseId={course.id}
            courseName={course.name}
            rows={rows}
            showProgress={progress !== null}
            showAssessments={assessmentResults !== null}
            packages={course.packages.map(({ id, name, durationMonths, price }) => ({
              id,
              name,
              durationMonths,
              price,
            }))}
          />
        </>
      )}
    </div>
  );
}
