import type { Metadata } from "next";
import {
  loadOnlineCourseAdmin,
  OnlineCourseFrame,
  OnlineCourseHeader,
} from "@/app/[locale]/(admin)/_components/online-course-admin";
import { buttonClassName } from "@/components/ui/button";
import { readCourseAssessmentResults } from "@/app/[locale]/(admin)/_components/assessment-results";
import { ClassMessagesPanel } from "@/app/[locale]/(admin)/_components/class-messages-panel";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import {
  BUSINESS_TIME_MARKS,
  formatBusinessClock,
  formatBusinessDate,
  formatSessionTime,
} from "@/lib/business-time";
import { readClassMessages } from "@/lib/class-messages/read";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { manageClassListPath } from "@/lib/course-kinds";
import { hrefFor } from "@/lib/routes/manifest";
import { getClassList } from "@/lib/upstream/live-sessions";
import { sendClassMessageAction } from "./actions";
import { AttendanceGrid, type AttendanceStudent } from "./_components/attendance-grid";
import { ClassListTable, type ClassListRow } from "./_components/class-list-table";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.onlineCourse.classListTitle, robots: { index: false } };
}

type Props = PageProps<"/[locale]/ManageOnlineCourseEnrollments/[id]">;

/**
 * `/ManageOnlineCourseEnrollments/{courseId}`: the class list of an online course (name, e-mail,
 * phone, enrolled on, attended N of M, certificate once issued, the results of the course's
 * assessments with that extension, Remove Enrollment confirmed), "Message the class" and the
 * messages sent (with that extension), the
 * attendance of each session with a checkbox per student the admin can correct, and the attendance
 * CSV. Read with the admin's token, never cached. Admin only (here, in the layout, in every action
 * and in the export route); on an upstream without live sessions the page says so.
 */
export default async function ManageOnlineCourseEnrollmentsPage({ params }: Props) {
  const { id } = await params;
  const session = await requireAdmin(manageClassListPath(id));
  const loaded = await loadOnlineCourseAdmin({
    id,
    session,
    page: "classList",
    read: getClassList,
  });
  if (loaded.status === "failed") return loaded.page;
  const { course, data: classList } = loaded;
  const [assessmentResults, classMessages] = await withSessionToken(
    session,
    (token) =>
      Promise.all([
        readCourseAssessmentResults(course.id, token),
        readClassMessages(course.id, token),
      ]),
    manageClassListPath(course.id),
  );
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const t = messages.adminForms.onlineCourse;
  const total = classList.sessions.length;
  const rows: ClassListRow[] = classList.students.map((student) => ({
    enrollmentId: student.enrollmentId,
    name: student.name || student.email,
    email: student.email,
    phone: student.phone,
    enrolledOn: formatBusinessDate(student.enrolledAt, undefined, locale),
    attended: t.attendedOf(student.attended, total),
    certificateHref: student.certificateCode
      ? hrefFor("/certificates/[code]", { code: student.certificateCode })
      : null,
    assessments: assessmentResults?.of(student.studentId),
  }));
  const students: AttendanceStudent[] = classList.students.map((student) => {
    const detail = new Map(
      (student.attendance ?? []).map((item) => [item.sessionId.toLowerCase(), item]),
    );
    return {
      studentId: student.studentId,
      name: student.name || student.email,
      attended: Object.fromEntries(
        student.attendedSessionIds.map((sessionId) => {
          const item = detail.get(sessionId.toLowerCase());
          const note = item
            ? item.markedByAdmin
              ? t.markedByAdmin
              : t.joinedAt(
                  `${formatBusinessClock(item.joinedAt, locale)} ${BUSINESS_TIME_MARKS[locale]}`,
                )
            : "";
          return [sessionId.toLowerCase(), note];
        }),
      ),
    };
  });
  return (
    <OnlineCourseFrame>
      <OnlineCourseHeader page="classList" course={course} />
      <ClassMessagesPanel
        courseId={course.id}
        courseName={course.name}
        view={classMessages}
        action={sendClassMessageAction}
      />
      <section aria-labelledby="class-list-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="class-list-heading" className="text-lg font-semibold text-slate-900">
            {t.enrolledStudents(rows.length)}
          </h2>
          <a
            href={hrefFor("/api/admin/export/attendance/[courseId]", { courseId: course.id })}
            download
            className={buttonClassName("secondary", "text-sm")}
          >
            {t.exportAttendance}
          </a>
        </div>
        <p className="text-sm text-slate-700">{t.certificateRule(classList.attendanceThreshold)}</p>
        <ClassListTable courseId={course.id} courseName={course.name} rows={rows} />
      </section>
      <AttendanceGrid
        courseId={course.id}
        sessions={classList.sessions.map((item) => ({
          id: item.id.toLowerCase(),
          title: item.title,
          startLabel: formatSessionTime(item.startsAt, undefined, locale),
        }))}
        students={students}
      />
    </OnlineCourseFrame>
  );
}
