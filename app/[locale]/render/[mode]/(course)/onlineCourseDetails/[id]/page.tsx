import { hrefFor } from "@/lib/routes/manifest";
import { pageQuery, resolveRenderMode, viewerOf } from "@/lib/render-mode";
import { PageUnavailableError } from "@/lib/page-failure";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { DraftBanner } from "@/app/[locale]/(admin)/_components/draft-banner";
import { ItemNotFound } from "@/components/not-found-content";
import { PlayerPlaceholder } from "@/components/course/course-access";
import { CourseDetailsHero, CourseFact, InstructorCard } from "@/components/course/course-parts";
import { courseMetadata, onlineCourseJsonLd } from "@/components/course/course-json-ld";
import { CertificateLinks } from "@/components/course/course-progress-panel";
import { InlineAlert } from "@/components/course/inline-alert";
import { loadOnlineCourse } from "@/components/course/load-course";
import { PriceTag } from "@/components/course/price-tag";
import { CourseRunMark } from "@/components/course-card";
import { businessToday } from "@/lib/business-today";
import { JsonLd } from "@/components/json-ld";
import { AssessmentPanel } from "@/components/assessments/assessment-panel";
import { ClassMessagesSection } from "@/components/course/class-messages";
import { getViewerClassMessages } from "@/lib/class-messages/read";
import { buttonClassName } from "@/components/ui/button";
import { VideoPlayer } from "@/components/video-player";
import {
  manageAssessmentsPath,
  manageClassListPath,
  manageLiveSessionsPath,
} from "@/lib/course-kinds";
import { datePart, formatDate } from "@/lib/dates";
import { isGuid } from "@/lib/ids";
import { joinWindow } from "@/lib/business-time";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/routing";
import { parseSearchParams } from "@/lib/search-params";
import { isAssessmentsSupported } from "@/lib/upstream/assessments";
import type { LiveSchedule } from "@/lib/upstream/live-sessions";
import type { OnlineCourse } from "@/lib/upstream/types";
import { parseVideoEmbed } from "@/lib/video-embed";
import * as z from "@/lib/zod";
import { ScheduleSection, SessionTime } from "./_components/live-schedule";
import { readScheduleView, scheduleSessions } from "./_components/schedule-view";
import { SessionCountdown } from "./_components/server-clock";
import { joinErrorParam, joinErrorText } from "./join-errors";

type Props = PageProps<"/[locale]/render/[mode]/onlineCourseDetails/[id]">;

/** `?recording=`: the id (a Guid) of the session whose recording to play, or null. */
const recordingParam = z
  .string()
  .refine((value) => isGuid(value))
  .nullable()
  .catch(null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mode = await resolveRenderMode(params);
  const [{ id }, session] = await Promise.all([params, viewerOf(mode)]);
  const [loaded, locale, messages] = await Promise.all([
    loadOnlineCourse(session, id),
    getRequestLocale(),
    getCatalogue(),
  ]);
  const texts = messages.coursePages.meta;
  if (loaded.status !== "found") return { title: texts.onlineTitle, robots: { index: false } };
  const { course } = loaded;
  // A draft's preview is the admin's only: never indexed.
  if (loaded.isDraft) return { title: course.name, robots: { index: false } };
  // The canonical address has no ?recording= or ?joinError=: one indexed page.
  return courseMetadata(
    course,
    hrefFor("/onlineCourseDetails/[id]", { id: course.id }),
    texts.onlineDescription(course.name),
    locale,
  );
}

/** Buy, as the page has always shown it (visitors, students not enrolled, legacy upstreams). */
async function BuyPanel({ course }: { course: OnlineCourse }) {
  const texts = (await getCatalogue()).coursePages.packages;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <PriceTag price={course.price} currency="USD" course={course} />
      <Link
        href={hrefFor("/payment", {}, { query: { course: course.id } })}
        className={buttonClassName({ variant: "primary", size: "lg" })}
      >
        {texts.buy}
        <span className="sr-only"> {course.name}</span>
      </Link>
    </div>
  );
}

/** In place of Buy for an entitled viewer: "You are enrolled", attendance, certificate, Add to calendar. */
async function EnrolledPanel({
  course,
  schedule,
  role,
}: {
  course: OnlineCourse;
  schedule: LiveSchedule;
  role: "Admin" | "Student" | null;
}) {
  const viewer = schedule.viewer;
  const texts = (await getCatalogue()).coursePages;
  return (
    <div className="flex flex-col gap-3">
      {role === "Student" ? (
        <p
          role="status"
          className="rounded-md bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          {texts.packages.enrolled}
        </p>
      ) : null}
      {viewer && viewer.total > 0 ? (
        <p className="text-sm text-slate-800">
          {texts.live.attended(viewer.attended, viewer.total)}
          {viewer.certificateCode ? "" : texts.live.certificateNeeds(schedule.attendanceThreshold)}.
        </p>
      ) : null}
      {viewer?.certificateCode ? (
        <CertificateLinks code={viewer.certificateCode} courseName={course.name} />
      ) : null}
      {schedule.sessions.length > 0 ? (
        <div>
          <a
            href={hrefFor("/onlineCourseDetails/[id]/calendar", { id: course.id })}
            className={buttonClassName("secondary")}
            download
          >
            {texts.live.addToCalendar}
            <span className="sr-only">{texts.live.calendarHint(course.name)}</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The attendance rule of the certificate met (sessions attended reach the threshold's share of
 * all, rounded up, at least one) while no certificate was issued: the final exam is missing.
 */
function attendanceMet(viewer: LiveSchedule["viewer"], threshold: number): boolean {
  if (!viewer || viewer.total === 0 || viewer.certificateCode) return false;
  return viewer.attended >= Math.max(1, Math.ceil((viewer.total * threshold) / 100));
}

/** The next session that has not ended, with a countdown by the upstream's clock. */
async function NextSession({ schedule, locale }: { schedule: LiveSchedule; locale: Locale }) {
  const next = schedule.sessions.find((session) => joinWindow(session, schedule.now) !== "ended");
  if (!next) return null;
  const texts = (await getCatalogue()).coursePages;
  return (
    <section
      aria-labelledby="next-session-title"
      className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2
        id="next-session-title"
        className="text-sm font-semibold uppercase tracking-wide text-brand-800"
      >
        {texts.live.nextSession}
      </h2>
      <p className="mt-2 text-lg font-semibold text-slate-900">
        <bdi>{next.title}</bdi>
      </p>
      <p className="mt-1 text-sm text-slate-800">
        <SessionTime startsAt={next.startsAt} locale={locale} /> ·{" "}
        {texts.live.minutes(next.durationMinutes)}
      </p>
      <div className="mt-3">
        {/* Only the times go to the browser: the session object holds the meeting link. */}
        <SessionCountdown
          session={{ startsAt: next.startsAt, durationMinutes: next.durationMinutes }}
          serverNow={schedule.now}
        />
      </div>
    </section>
  );
}

/** `?recording={sessionId}`: the session's recording in the on-demand player, for the entitled only. */
async function RecordingPlayer({
  schedule,
  sessionId,
  isEntitled,
}: {
  schedule: LiveSchedule;
  sessionId: string;
  isEntitled: boolean;
}) {
  const messages = await getCatalogue();
  const texts = messages.coursePages;
  let content: React.ReactNode;
  const session = schedule.sessions.find(
    (item) => item.id.toLowerCase() === sessionId.toLowerCase(),
  );
  const embed = isEntitled && session ? parseVideoEmbed(session.recordingUrl) : null;
  if (!isEntitled) {
    content = (
      <div className="flex flex-col gap-3">
        <InlineAlert message={messages.course.buyFirst} />
        <PlayerPlaceholder text={texts.live.buyForRecordings} />
      </div>
    );
  } else if (!session) {
    content = <PlayerPlaceholder text={texts.live.recordingNotInCourse} />;
  } else if (!embed) {
    content = <PlayerPlaceholder text={texts.live.noRecordingYet(session.title)} />;
  } else {
    content = (
      <div className="flex flex-col gap-2">
        <VideoPlayer src={embed.src} title={texts.live.recordingTitle(session.title)} />
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{texts.player.nowPlaying}</span>
          {texts.live.nowPlayingRecording(session.title)}
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="recording-title" id="player" className="mt-12 scroll-mt-6">
      <h2 id="recording-title" className="text-2xl font-bold text-slate-900">
        {texts.live.recordingHeading}
      </h2>
      <div className="mt-5 max-w-4xl">{content}</div>
    </section>
  );
}

/**
 * Spec §2 "Online course details": dates ("In progress" from the start day to the end day, in
 * Cairo), USD price (with its discount), instructor and Buy.
 * With the live-sessions extension: the schedule (Cairo time, the viewer's own beside it); for an
 * admin or an enrolled student no Buy but "You are enrolled", the next session with a countdown,
 * Join inside each session's window, recordings (`?recording=`), attendance, the certificate,
 * "Add to calendar" and the class's messages (read per request with their token). The meeting
 * links never reach the page: Join posts to the join route. On a legacy upstream the page is as
 * it always was.
 */
export default async function OnlineCourseDetailsPage({ params, searchParams }: Props) {
  const mode = await resolveRenderMode(params);
  const [{ id }, query, session] = await Promise.all([
    params,
    pageQuery(mode, searchParams),
    viewerOf(mode),
  ]);
  const [loaded, locale, messages] = await Promise.all([
    loadOnlineCourse(session, id),
    getRequestLocale(),
    getCatalogue(),
  ]);
  const texts = messages.coursePages;
  if (loaded.status === "missing") return <ItemNotFound mode={mode} />;
  if (loaded.status === "failed") throw new PageUnavailableError("onlineCourseDetails");
  const { course } = loaded;
  const start = datePart(course.start);
  const end = datePart(course.end);
  const [view, today] = await Promise.all([
    readScheduleView(mode, session, course.id),
    businessToday(),
  ]);
  const { recording, joinError } = parseSearchParams(query, {
    recording: recordingParam,
    joinError: joinErrorParam,
  });
  const coursePath = hrefFor("/onlineCourseDetails/[id]", { id: course.id });
  const found = view.status === "found" ? view : null;
  // The class's messages for an admin or an enrolled student: read per request with their token.
  const classMessages = found?.isEntitled
    ? await getViewerClassMessages(session, course.id, coursePath)
    : ({ status: "hidden" } as const);

  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {loaded.isDraft ? (
        <DraftBanner
          item={{ kind: "online", id: course.id }}
          title={course.name}
          className="mb-6"
        />
      ) : null}
      <JsonLd data={onlineCourseJsonLd(course, found?.schedule.sessions ?? [], locale)} />
      {joinError && found ? (
        <div className="mb-6">
          <InlineAlert message={joinErrorText(joinError, locale)} />
        </div>
      ) : null}
      <CourseDetailsHero
        course={course}
        listPath="/onlineCourses"
        listTitle={texts.hero.onlineList}
      >
        <dl className="grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-3">
          <CourseFact label={texts.facts.starts}>
            {start ? (
              <time dateTime={start}>{formatDate(course.start, locale)}</time>
            ) : (
              texts.facts.toBeAnnounced
            )}
          </CourseFact>
          <CourseFact label={texts.facts.ends}>
            {end ? (
              <time dateTime={end}>{formatDate(course.end, locale)}</time>
            ) : (
              texts.facts.toBeAnnounced
            )}
          </CourseFact>
          {course.hours ? (
            <CourseFact label={texts.facts.lectures}>
              <bdi>{course.hours}</bdi>
            </CourseFact>
          ) : null}
          {found && found.schedule.sessions.length > 0 ? (
            <CourseFact label={texts.facts.liveSessions}>
              {found.schedule.sessions.length}
            </CourseFact>
          ) : null}
        </dl>
        <CourseRunMark course={course} today={today} />
        {found?.isEntitled ? (
          <EnrolledPanel course={course} schedule={found.schedule} role={found.role} />
        ) : (
          <BuyPanel course={course} />
        )}
      </CourseDetailsHero>
      {found?.role === "Admin" ? (
        <nav
          aria-label={texts.packages.manageThisCourse}
          className="mt-6 flex flex-wrap gap-4 text-sm"
        >
          <Link href={manageLiveSessionsPath(course.id)} className="text-brand-700 underline">
            {texts.packages.liveSessions}
          </Link>
          <Link href={manageClassListPath(course.id)} className="text-brand-700 underline">
            {texts.packages.classList}
          </Link>
          {(await isAssessmentsSupported()) ? (
            <Link href={manageAssessmentsPath(course.id)} className="text-brand-700 underline">
              {messages.assessmentAdmin.pageTitle}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {view.status === "failed" ? (
        <div className="mt-10">
          <InlineAlert message={texts.live.scheduleFailed} toast={false} />
        </div>
      ) : null}
      {found?.isEntitled ? <NextSession schedule={found.schedule} locale={locale} /> : null}
      <ClassMessagesSection view={classMessages} />
      {found && recording ? (
        <RecordingPlayer
          schedule={found.schedule}
          sessionId={recording}
          isEntitled={found.isEntitled}
        />
      ) : null}
      {found ? (
        <ScheduleSection
          coursePath={coursePath}
          sessions={scheduleSessions(found.schedule, found.isEntitled)}
          now={found.schedule.now}
          joinPath={found.isEntitled ? (sessionId) => `${coursePath}/join/${sessionId}` : null}
          playingId={recording}
        />
      ) : null}
      <AssessmentPanel
        courseId={course.id}
        session={session}
        coursePath={coursePath}
        enrolment={found?.role === "Student" && found.isEntitled ? "active" : null}
        isCertificateWaitingForExam={
          found?.role === "Student" &&
          attendanceMet(found.schedule.viewer, found.schedule.attendanceThreshold)
        }
      />
      <div className="mt-10">
        <InstructorCard course={course} />
      </div>
    </article>
  );
}

/** Nothing ahead: each item's shared document is stored at its first request (`lib/render-mode.ts`). */
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
