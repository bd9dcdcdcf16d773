import type { Metadata } from "next";
import {
  loadOnlineCourseAdmin,
  OnlineCourseFrame,
  OnlineCourseHeader,
} from "@/app/[locale]/(admin)/_components/online-course-admin";
import { requireAdmin } from "@/lib/auth/guards";
import { formatSessionTime, instantToBusinessLocal } from "@/lib/business-time";
import { manageLiveSessionsPath } from "@/lib/course-kinds";
import { formatDate } from "@/lib/dates";
import { getScheduleForViewer } from "@/lib/upstream/live-sessions";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { SessionManager, type SessionRow } from "./_components/session-manager";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.onlineCourse.sessionsTitle, robots: { index: false } };
}

type Props = PageProps<"/[locale]/manageLiveSessions/[id]">;

/**
 * `/manageLiveSessions/{courseId}`: the live sessions of an online course in order, with Add
 * Session, Edit Session, Delete (confirmed), reordering by drag or keyboard, and the attendance
 * threshold of the course's certificate. The schedule is read with the admin's token (meeting
 * links and recordings included) and never cached. Admin only (here, in the layout and in every
 * action); on an upstream without live sessions the page says so.
 */
export default async function ManageLiveSessionsPage({ params }: Props) {
  const { id } = await params;
  const session = await requireAdmin(manageLiveSessionsPath(id));
  const loaded = await loadOnlineCourseAdmin({
    id,
    session,
    page: "sessions",
    read: getScheduleForViewer,
  });
  if (loaded.status === "failed") return loaded.page;
  const { course, data: schedule } = loaded;
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const sessions: SessionRow[] = schedule.sessions.map((item) => ({
    id: item.id,
    title: item.title,
    startLabel: formatSessionTime(item.startsAt, undefined, locale),
    startLocal: instantToBusinessLocal(item.startsAt),
    durationMinutes: item.durationMinutes,
    meetingLink: item.meetingLink ?? "",
    recordingUrl: item.recordingUrl ?? "",
  }));
  return (
    <OnlineCourseFrame>
      <OnlineCourseHeader page="sessions" course={course} />
      <SessionManager
        courseId={course.id}
        courseName={course.name}
        courseDates={messages.adminForms.assign.dates(
          formatDate(course.start, locale),
          formatDate(course.end, locale),
        )}
        sessions={sessions}
        attendanceThreshold={schedule.attendanceThreshold}
      />
    </OnlineCourseFrame>
  );
}
