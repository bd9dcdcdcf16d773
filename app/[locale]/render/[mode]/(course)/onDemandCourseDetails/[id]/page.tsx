import { hrefFor } from "@/lib/routes/manifest";
import { pageQuery, resolveRenderMode, viewerOf } from "@/lib/render-mode";
import { PageUnavailableError } from "@/lib/page-failure";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { DraftBanner } from "@/app/[locale]/(admin)/_components/draft-banner";
import { ItemNotFound } from "@/components/not-found-content";
import * as z from "@/lib/zod";
import {
  PackagesForViewer,
  PlayerForViewer,
  PlayerPlaceholder,
} from "@/components/course/course-access";
import { courseMetadata, onDemandCourseJsonLd } from "@/components/course/course-json-ld";
import { CourseDetailsHero, CourseFact, InstructorCard } from "@/components/course/course-parts";
import { loadOnDemandCourse } from "@/components/course/load-course";
import {
  courseVideoSeconds,
  readSectionVideos,
  SectionList,
} from "@/components/course/section-list";
import { JsonLd } from "@/components/json-ld";
import { AssessmentPanel } from "@/components/assessments/assessment-panel";
import { ClassMessagesSection } from "@/components/course/class-messages";
import { getViewerClassMessages } from "@/lib/class-messages/read";
import {
  manageAssessmentsPath,
  manageEnrollmentsPath,
  managePackagesPath,
} from "@/lib/course-kinds";
import { getCourseEntitlement, getVideoAccess } from "@/lib/entitlement";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { getViewerCourseProgress } from "@/lib/progress/viewer";
import { isWatchedLessonsSupported } from "@/lib/upstream/progress";
import { isVideoPreviewSupported } from "@/lib/upstream/sections";
import { isAssessmentsSupported } from "@/lib/upstream/assessments";
import { formatVideoTime } from "@/lib/video-duration";
import { CourseContentEditor } from "./_components/lazy";
import {
  PlayerWithProgress,
  progressForList,
  ProgressPanelForViewer,
} from "./_components/progress-for-viewer";
import { parseSearchParams } from "@/lib/search-params";

type Props = PageProps<"/[locale]/render/[mode]/onDemandCourseDetails/[id]">;

/** `?video=` is untrusted input: a positive integer video id, or nothing. */
/** `?video=`: the id of the video to play, or null. */
const videoParam = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .nullable()
  .catch(null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mode = await resolveRenderMode(params);
  const [{ id }, session] = await Promise.all([params, viewerOf(mode)]);
  const [loaded, locale, messages] = await Promise.all([
    loadOnDemandCourse(session, id),
    getRequestLocale(),
    getCatalogue(),
  ]);
  const texts = messages.coursePages.meta;
  if (loaded.status !== "found") return { title: texts.onDemandTitle, robots: { index: false } };
  const { course } = loaded;
  // A draft's preview is the admin's only: never indexed.
  if (loaded.isDraft) return { title: course.name, robots: { index: false } };
  // The canonical address has no ?video=, so every playing state is one indexed page.
  return courseMetadata(
    course,
    hrefFor("/onDemandCourseDetails/[id]", { id: course.id }),
    texts.onDemandDescription(course.name),
    locale,
  );
}

/**
 * Spec §2 "On-demand course details": description, instructor, packages (EGP) with Buy, total
 * hours, the player and the sections; for the enrolled and admins, the class's messages. The
 * course and its video titles are cached public reads; what depends on the viewer (Buy
 * visibility, the player and its video address, the messages) is decided per request from the
 * session. Everything is read in parallel before rendering, with no `<Suspense>`
 * or `loading.tsx`: a streamed fallback would stay on screen for a browser without JavaScript
 * (its content arrives hidden, swapped in by script), and once the page has started streaming an
 * unknown id could no longer answer 404.
 */
export default async function OnDemandCourseDetailsPage({ params, searchParams }: Props) {
  const mode = await resolveRenderMode(params);
  const [{ id }, query, session] = await Promise.all([
    params,
    pageQuery(mode, searchParams),
    viewerOf(mode),
  ]);
  const [loaded, locale, messages] = await Promise.all([
    loadOnDemandCourse(session, id),
    getRequestLocale(),
    getCatalogue(),
  ]);
  const texts = messages.coursePages;
  if (loaded.status === "missing") return <ItemNotFound mode={mode} />;
  if (loaded.status === "failed") throw new PageUnavailableError("onDemandCourseDetails");
  const { course } = loaded;
  const { video: videoId } = parseSearchParams(query, { video: videoParam });
  const [entitlement, sections, videoAccess, viewerProgress] = await Promise.all([
    getCourseEntitlement(session, course.id, course.packages),
    readSectionVideos(course.sections),
    videoId === null ? null : getVideoAccess(session, course, videoId),
    // Personal: read per request with the student's token, never cached.
    getViewerCourseProgress(session, course.id),
  ]);
  // Only the admin's editor asks (never the visitors' stored document).
  const isAdmin = entitlement.role === "Admin";
  // The class's messages: an admin, or a student enrolled (access running or ended); personal,
  // read per request with their token, never in the visitors' stored document.
  const isClassMember =
    isAdmin || (entitlement.role === "Student" && (entitlement.canWatch || entitlement.isExpired));
  const [[canMarkPreview, canSetDuration, canManageAssessments], classMessages] = await Promise.all(
    [
      isAdmin
        ? Promise.all([
            isVideoPreviewSupported(),
            isWatchedLessonsSupported(),
            isAssessmentsSupported(),
          ])
        : ([false, false, false] as const),
      isClassMember
        ? getViewerClassMessages(
            session,
            course.id,
            hrefFor("/onDemandCourseDetails/[id]", { id: course.id }),
          )
        : ({ status: "hidden" } as const),
    ],
  );
  const videoSeconds = courseVideoSeconds(sections);

  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {loaded.isDraft ? (
        <DraftBanner
          item={{ kind: "on-demand", id: course.id }}
          title={course.name}
          className="mb-6"
        />
      ) : null}
      <JsonLd data={onDemandCourseJsonLd(course, locale)} />
      <CourseDetailsHero
        course={course}
        listPath="/onDemandCourses"
        listTitle={texts.hero.onDemandList}
      >
        <dl className="grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-5">
          <CourseFact label={texts.facts.totalHours}>
            <bdi>{course.hours}</bdi>
          </CourseFact>
          <CourseFact label={texts.facts.sections}>{course.sections.length}</CourseFact>
          {videoSeconds !== null ? (
            <CourseFact label={messages.watch.videoTime}>
              {formatVideoTime(videoSeconds, locale)}
            </CourseFact>
          ) : null}
        </dl>
      </CourseDetailsHero>

      <section aria-labelledby="packages-title" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="packages-title" className="text-2xl font-bold text-slate-900">
            {texts.packages.heading}
          </h2>
          {entitlement.role === "Admin" ? (
            <nav
              aria-label={texts.packages.manageThisCourse}
              className="flex flex-wrap gap-4 text-sm"
            >
              <Link href={managePackagesPath(course.id)} className="text-brand-700 underline">
                {texts.packages.managePackages}
              </Link>
              <Link href={manageEnrollmentsPath(course.id)} className="text-brand-700 underline">
                {texts.packages.manageEnrollments}
              </Link>
              {canManageAssessments ? (
                <Link href={manageAssessmentsPath(course.id)} className="text-brand-700 underline">
                  {messages.assessmentAdmin.pageTitle}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
        <div className="mt-5">
          {course.packages.length === 0 ? (
            <p role="status" className="rounded-md bg-slate-50 px-4 py-3 text-slate-700">
              {messages.course.noPackages}
            </p>
          ) : (
            <PackagesForViewer course={course} entitlement={entitlement} />
          )}
        </div>
      </section>

      <ProgressPanelForViewer
        course={course}
        sections={sections}
        currentVideoId={videoAccess?.status === "playable" ? videoAccess.videoId : null}
        viewerProgress={viewerProgress}
        entitlement={entitlement}
      />

      <AssessmentPanel
        courseId={course.id}
        session={session}
        coursePath={hrefFor("/onDemandCourseDetails/[id]", { id: course.id })}
        sections={course.sections}
        enrolment={
          entitlement.role !== "Student"
            ? null
            : entitlement.canWatch
              ? "active"
              : entitlement.isExpired
                ? "ended"
                : null
        }
        isCertificateWaitingForExam={
          viewerProgress.status === "shown" &&
          viewerProgress.progress.totalVideos > 0 &&
          viewerProgress.progress.completedVideos === viewerProgress.progress.totalVideos &&
          !viewerProgress.progress.certificate
        }
      />

      <ClassMessagesSection view={classMessages} />

      <section aria-labelledby="content-title" className="mt-12">
        <h2 id="content-title" className="text-2xl font-bold text-slate-900">
          {texts.player.contentHeading}
        </h2>
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div id="player" className="scroll-mt-6">
            {videoAccess === null ? (
              <PlayerPlaceholder text={texts.player.chooseVideo} />
            ) : (
              <PlayerWithProgress
                courseId={course.id}
                sections={sections}
                access={videoAccess}
                viewerProgress={viewerProgress}
              >
                <PlayerForViewer access={videoAccess} />
              </PlayerWithProgress>
            )}
          </div>
          {entitlement.role === "Admin" ? (
            // Admin only (the role comes from the session): the same ids and titles as the public
            // list, plus the editing controls; no video address is sent.
            <CourseContentEditor
              courseId={course.id}
              sections={sections.map(({ id, name, videos }) => ({ id, name, videos }))}
              canMarkPreview={canMarkPreview}
              canSetDuration={canSetDuration}
              canReorder={course.sections.every((section) => section.position !== null)}
              currentVideoId={videoId}
            />
          ) : (
            <SectionList
              courseId={course.id}
              sections={sections}
              currentVideoId={videoId}
              canWatch={entitlement.canWatch}
              progress={progressForList(viewerProgress, entitlement)}
            />
          )}
        </div>
      </section>

      <div className="mt-12">
        <InstructorCard course={course} />
      </div>
    </article>
  );
}

/** Nothing ahead: each item's shared document is stored at its first request (`lib/render-mode.ts`). */
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
