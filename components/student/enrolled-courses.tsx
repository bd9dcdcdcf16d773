import { hrefFor } from "@/lib/routes/manifest";
import type { Route } from "next";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { ImagePlaceholder } from "@/components/image-placeholder";
import { CertificateLinks } from "@/components/course/course-progress-panel";
import { ProgressBar } from "@/components/course/progress-bar";
import { EnrolledList, type EnrolledViewProps } from "@/components/student/enrolled-list";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { formatSessionTime } from "@/lib/business-time";
import { formatDate, parseNaiveDateTime } from "@/lib/dates";
import { accessEndDate } from "@/lib/entitlement";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { readStudentProgressByCourse } from "@/lib/progress/viewer";
import type { ProgressSummary } from "@/lib/upstream/progress";
import { listCourses } from "@/lib/upstream/courses";
import { listStudentEnrollments } from "@/lib/upstream/enrollments";
import {
  hasLiveSessions,
  listMyLiveCourses,
  type MyLiveCourse,
} from "@/lib/upstream/live-sessions";
import type { Enrollment, OnlineCourse } from "@/lib/upstream/types";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { CoverImage } from "@/components/ui/cover-image";

/** The texts of the enrolled course cards, in the page's language. */
type Texts = Catalogue["accountPages"]["enrolled"];

/** What every card needs besides its course: the page's language and its texts. */
interface CardLanguage {
  locale: Locale;
  texts: Texts;
}

/** The day of an instant for people, e.g. "12 May 2025" (UTC, as the upstream's dates are read). */
function formatInstant(date: Date, locale: Locale): string {
  return formatDate(date.toISOString().slice(0, 19), locale);
}

/** When access to an enrolment ends, and whether that is already past at `now`. */
function accessEnd(enrollment: Enrollment, now: Date): { date: Date; hasEnded: boolean } | null {
  const start = enrollment.startDate ? parseNaiveDateTime(enrollment.startDate) : null;
  const months = enrollment.package?.durationMonths;
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
  texts,
}: {
  name: string;
  courseId: string;
  progressRead: Promise<Map<string, ProgressSummary>>;
  texts: Texts;
}) {
  const progress = (await progressRead).get(courseId.toLowerCase());
  if (!progress) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 p-4">
      <ProgressBar value={progress.percent} label={texts.progressIn(name)} />
      <p className="text-sm text-slate-700">
        {texts.videosDone(progress.completedVideos, progress.totalVideos)}
      </p>
      {progress.percent === 100 && progress.certificateCode ? (
        <CertificateLinks code={progress.certificateCode} courseName={name} />
      ) : null}
    </div>
  );
}

/** One line of a card's details: `term` and its value, on one line. */
function Detail({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="inline">{term}</dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

/**
 * The card of an enrolled course of either kind: its cover, `kicker` (if any), name and `details`
 * (the rows of a `dl`) in one link to the course's page, and `footer` under it, outside the link
 * (links do not nest).
 */
function EnrolledCourseFrame({
  href,
  imageUrl,
  kicker,
  name,
  headingLevel,
  details,
  footer,
}: {
  href: Route;
  imageUrl: string | null;
  kicker?: string;
  name: string;
  headingLevel: "h2" | "h3";
  details: ReactNode;
  footer: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={href} className="group flex flex-1 flex-col">
        <CoverImage
          src={imageUrl}
          alt=""
          className="aspect-[16/9]"
          placeholder={<ImagePlaceholder of="course" />}
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          {kicker ? (
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{kicker}</p>
          ) : null}
          <Heading className="text-lg font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
            <bdi>{name}</bdi>
          </Heading>
          <dl className="space-y-1 text-sm text-slate-700">{details}</dl>
        </div>
      </Link>
      {footer}
    </div>
  );
}

function EnrolledCourseCard({
  enrollment,
  now,
  headingLevel,
  progressRead,
  locale,
  texts,
}: {
  enrollment: Enrollment;
  now: Date;
  headingLevel: "h2" | "h3";
  progressRead: Promise<Map<string, ProgressSummary>>;
} & CardLanguage) {
  const name = enrollment.course?.name ?? texts.courseFallback;
  const end = accessEnd(enrollment, now);
  const months = enrollment.package?.durationMonths;
  return (
    <EnrolledCourseFrame
      href={hrefFor("/onDemandCourseDetails/[id]", { id: enrollment.courseId })}
      imageUrl={enrollment.course?.imageUrl ?? null}
      name={name}
      headingLevel={headingLevel}
      details={
        <>
          {months ? <Detail term={texts.duration}>{texts.months(months)}</Detail> : null}
          {enrollment.startDate ? (
            <Detail term={texts.startDate}>{formatDate(enrollment.startDate, locale)}</Detail>
          ) : null}
          {end ? (
            <Detail
              term={end.hasEnded ? texts.accessEnded : texts.accessUntil}
              className={end.hasEnded ? "font-semibold text-red-800" : "text-emerald-900"}
            >
              {formatInstant(end.date, locale)}
            </Detail>
          ) : null}
        </>
      }
      footer={
        <EnrolledCourseProgress
          name={name}
          courseId={enrollment.courseId}
          progressRead={progressRead}
          texts={texts}
        />
      }
    />
  );
}

/** What the cards of online courses need: the online catalogue and the student's live courses, by course id (lower case). */
interface OnlineCards {
  courses: Map<string, OnlineCourse>;
  live: Map<string, MyLiveCourse>;
}

/**
 * The online courses (cached public catalogue: image, start date; also how an enrolment is known
 * to be an online one, on a legacy upstream too) and, when the upstream has live sessions and the
 * session is the student's own, their next session and attendance (GET /api/LiveSessions/Mine,
 * the student's token). Each part is empty when its read fails: the cards still show.
 */
async function readOnlineCards(session: Session, studentId: string): Promise<OnlineCards> {
  const coursesRead = listCourses("online").catch((error: unknown) => {
    logUpstreamFailure(error, "enrolled courses: online catalogue failed");
    return [] as OnlineCourse[];
  });
  const isOwn = session.role === "Student" && session.userId === studentId;
  const liveRead = (async () => {
    if (!isOwn || !(await hasLiveSessions())) return [] as MyLiveCourse[];
    try {
      return await withSessionToken(session, (token) => listMyLiveCourses(token));
    } catch (error) {
      logUpstreamFailure(error, "enrolled courses: live courses failed");
      return [] as MyLiveCourse[];
    }
  })();
  const [courses, live] = await Promise.all([coursesRead, liveRead]);
  return {
    courses: new Map(courses.map((course) => [course.id.toLowerCase(), course])),
    live: new Map(live.map((row) => [row.courseId.toLowerCase(), row])),
  };
}

/**
 * An online course's card: its image, name and the course's start date (not the enrolment's),
 * the next live session (Cairo time) and "Attended N of M live sessions" when the upstream has
 * live sessions, the certificate once issued; it opens the online course's page.
 */
function OnlineCourseCard({
  enrollment,
  course,
  live,
  headingLevel,
  locale,
  texts,
}: {
  enrollment: Enrollment;
  course: OnlineCourse;
  live: MyLiveCourse | undefined;
  headingLevel: "h2" | "h3";
} & CardLanguage) {
  // The course's own first day (not the day the enrolment was approved).
  const startText = formatDate(course.start, locale);
  return (
    <EnrolledCourseFrame
      href={hrefFor("/onlineCourseDetails/[id]", { id: enrollment.courseId })}
      imageUrl={course.imageUrl}
      kicker={texts.liveKicker}
      name={course.name}
      headingLevel={headingLevel}
      details={
        <>
          {startText ? <Detail term={texts.startDate}>{startText}</Detail> : null}
          {live ? (
            <Detail term={texts.nextSession}>
              {live.nextSession
                ? texts.nextSessionAt(
                    live.nextSession.title,
                    formatSessionTime(live.nextSession.startsAt, undefined, locale),
                  )
                : texts.noMoreSessions}
            </Detail>
          ) : null}
        </>
      }
      footer={
        live && live.total > 0 ? (
          <div className="flex flex-col gap-2 border-t border-slate-100 p-4">
            <p className="text-sm text-slate-700">{texts.attended(live.attended, live.total)}</p>
            {live.certificateCode ? (
              <CertificateLinks code={live.certificateCode} courseName={course.name} />
            ) : null}
          </div>
        ) : null
      }
    />
  );
}

/** A card for one enrolment: an online course's card when the course is an online one, else the on-demand card. */
async function EnrolledCard({
  enrollment,
  now,
  headingLevel,
  progressRead,
  onlineRead,
  locale,
  texts,
}: {
  enrollment: Enrollment;
  now: Date;
  headingLevel: "h2" | "h3";
  progressRead: Promise<Map<string, ProgressSummary>>;
  onlineRead: Promise<OnlineCards>;
} & CardLanguage) {
  const online = await onlineRead;
  const key = enrollment.courseId.toLowerCase();
  const course = online.courses.get(key);
  if (course)
    return (
      <OnlineCourseCard
        enrollment={enrollment}
        course={course}
        live={online.live.get(key)}
        headingLevel={headingLevel}
        locale={locale}
        texts={texts}
      />
    );
  return (
    <EnrolledCourseCard
      enrollment={enrollment}
      now={now}
      headingLevel={headingLevel}
      progressRead={progressRead}
      locale={locale}
      texts={texts}
    />
  );
}

/**
 * A student's enrolled courses (spec §2 "Enrolled courses"): cards with image, name,
 * 'Duration : N Months', 'Start Date' and the day access ends (or that it has ended); a card opens
 * the on-demand details. An online course's card ({@link OnlineCourseCard}) opens its own page. Empty: 'No Enrolled Courses yet.'; failure: 'Failed to get Student
 * Courses'. Reads GET /api/Students/Enrollements/{studentId} with the session's token: the caller
 * must have checked that the session may see `studentId` (its own id, or an admin).
 */
export async function EnrolledCourses({
  session,
  studentId,
  headingLevel = "h2",
}: EnrolledViewProps) {
  const now = new Date();
  const messages = await getCatalogue();
  const locale = await getRequestLocale();
  // Each course's progress, read beside the enrolments; empty on a legacy upstream.
  const progressRead = readStudentProgressByCourse(studentId, (call) =>
    withSessionToken(session, call),
  );
  // Awaited only by the cards: never left as an unhandled rejection when the list itself fails.
  progressRead.catch(() => undefined);
  const onlineRead = readOnlineCards(session, studentId);
  return (
    <EnrolledList
      session={session}
      studentId={studentId}
      list={listStudentEnrollments}
      what="enrolled courses"
      failedText={messages.student.coursesFailed}
      emptyText={messages.student.noEnrolledCourses}
      keyOf={(enrollment) => enrollment.id}
      renderItem={(enrollment) => (
        <EnrolledCard
          enrollment={enrollment}
          now={now}
          headingLevel={headingLevel}
          progressRead={progressRead}
          onlineRead={onlineRead}
          locale={locale}
          texts={messages.accountPages.enrolled}
        />
      )}
    />
  );
}
