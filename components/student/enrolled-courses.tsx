import Link from "next/link";
import { CourseImagePlaceholder } from "@/components/course-card";
import { CertificateLinks } from "@/components/course/course-progress-panel";
import { ProgressBar } from "@/components/course/progress-parts";
import { EnrolledList, type EnrolledViewProps } from "@/components/student/enrolled-list";
import { withSessionToken } from "@/lib/auth/guards";
import { formatDate, parseNaiveDateTime } from "@/lib/dates";
import { accessEndDate } from "@/lib/entitlement";
import { messages } from "@/lib/messages";
import { readStudentProgressByCourse } from "@/lib/progress/viewer";
import type { ProgressSummary } from "@/lib/upstream/progress";
import { listStudentEnrollments } from "@/lib/upstream/enrollments";
import type { Enrollment } from "@/lib/upstream/types";
import { CoverImage } from "@/components/ui/cover-image";

/** The day of an instant for people, e.g. "12 May 2025" (UTC, as the upstream's dates are read). */
function formatInstant(date: Date): string {
  return formatDate(date.toISOString().slice(0, 19));
}

/** When access to an enrolment ends, and whether that is already past at `now`. */
function accessEnd(enrolment: Enrollment, now: Date): { date: Date; hasEnded: boolean } | null {
  const start = enrolment.startDate ? parseNaiveDateTime(enrolment.startDate) : null;
  const months = enrolment.package?.durationMonths;
  if (!start || !months || months <= 0) return null;
  const date = accessEndDate(start, months);
  return { date, hasEnded: now.getTime() >= date.getTime() };
}

/**
 * The course's progress under its card: a bar with the percent, the count of videos done and, at
 * 100%, the certificate's PDF and verification page. Outside the card's link (links do not nest).
 */
async function EnrolledCourseProgress({
  name,
  courseId,
  progressRead,
}: {
  name: string;
  courseId: string;
  progressRead: Promise<Map<string, ProgressSummary>>;
}) {
  const progress = (await progressRead).get(courseId.toLowerCase());
  if (!progress) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 p-4">
      <ProgressBar value={progress.percent} label={`Progress in ${name}`} />
      <p className="text-sm text-slate-700">
        {progress.completedVideos} of {progress.totalVideos} videos done
      </p>
      {progress.percent === 100 && progress.certificateCode ? (
        <CertificateLinks code={progress.certificateCode} courseName={name} />
      ) : null}
    </div>
  );
}

function EnrolledCourseCard({
  enrolment,
  now,
  headingLevel,
  progressRead,
}: {
  enrolment: Enrollment;
  now: Date;
  headingLevel: "h2" | "h3";
  progressRead: Promise<Map<string, ProgressSummary>>;
}) {
  const Heading = headingLevel;
  const name = enrolment.course?.name ?? "Course";
  const end = accessEnd(enrolment, now);
  const months = enrolment.package?.durationMonths;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link
        href={`/onDemandCourseDetails/${encodeURIComponent(enrolment.courseId)}`}
        className="group flex flex-1 flex-col"
      >
        <CoverImage
          src={enrolment.course?.imageUrl ?? null}
          alt=""
          className="aspect-[16/9]"
          placeholder={<CourseImagePlaceholder />}
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <Heading className="text-lg font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
            {name}
          </Heading>
          <dl className="space-y-1 text-sm text-slate-700">
            {months ? (
              <div>
                <dt className="inline">Duration : </dt>
                <dd className="inline">{months} Months</dd>
              </div>
            ) : null}
            {enrolment.startDate ? (
              <div>
                <dt className="inline">Start Date : </dt>
                <dd className="inline">{formatDate(enrolment.startDate)}</dd>
              </div>
            ) : null}
            {end ? (
              <div className={end.hasEnded ? "font-semibold text-red-800" : "text-emerald-900"}>
                <dt className="inline">{end.hasEnded ? "Access ended on " : "Access until "}</dt>
                <dd className="inline">{formatInstant(end.date)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </Link>
      <EnrolledCourseProgress
        name={name}
        courseId={enrolment.courseId}
        progressRead={progressRead}
      />
    </div>
  );
}

/**
 * A student's enrolled courses (spec §2 "Enrolled courses"): cards with image, name,
 * 'Duration : N Months', 'Start Date' and the day access ends (or that it has ended); a card opens
 * the on-demand details. Empty: 'No Enrolled Courses yet.'; failure: 'Failed to get Student
 * Courses'. Reads GET /api/Students/Enrollements/{studentId} with the session's token: the caller
 * must have checked that the session may see `studentId` (its own id, or an admin).
 */
export async function EnrolledCourses({
  session,
  studentId,
  headingLevel = "h2",
}: EnrolledViewProps) {
  const now = new Date();
  // Each course's progress (issue 15), read beside the enrolments; empty on a legacy upstream.
  const progressRead = readStudentProgressByCourse(studentId, (call) =>
    withSessionToken(session, call),
  );
  // Awaited only by the cards: never left as an unhandled rejection when the list itself fails.
  progressRead.catch(() => undefined);
  return (
    <EnrolledList
      session={session}
      studentId={studentId}
      list={listStudentEnrollments}
      what="enrolled courses"
      failedText={messages.student.coursesFailed}
      emptyText={messages.student.noEnrolledCourses}
      keyOf={(enrolment) => enrolment.id}
      renderItem={(enrolment) => (
        <EnrolledCourseCard
          enrolment={enrolment}
          now={now}
          headingLevel={headingLevel}
          progressRead={progressRead}
        />
      )}
    />
  );
}
