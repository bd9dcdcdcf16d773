import "server-only";
import { Link } from "@/components/ui/link";
import { InlineAlert } from "@/components/course/inline-alert";
import { VideoLinkLabel } from "@/components/course/video-link-label";
import { SectionProgressBar, VideoDoneMark } from "@/components/course/progress-parts";
import { log } from "@/lib/log";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/routing";
import { videoHref } from "@/lib/progress/view";
import { UpstreamError } from "@/lib/upstream/client";
import { listSectionVideos } from "@/lib/upstream/sections";
import type { CourseSection } from "@/lib/upstream/types";
import { formatVideoTime, totalVideoSeconds } from "@/lib/video-duration";
import { ChevronDownIcon } from "@/components/ui/icons";

/**
 * A video as the section list shows it: number, title, whether it is a free preview and its
 * duration in seconds (null when unknown), never its address.
 */
interface VideoTitle {
  id: number;
  title: string;
  isPreview: boolean;
  durationSeconds: number | null;
}

/** One section with its video titles, or "failed" when they could not be read. */
export interface SectionWithVideos extends CourseSection {
  videos: VideoTitle[] | "failed";
}

/**
 * The sections of a course with their videos' ids, titles, preview marks and durations, read in
 * parallel. Security boundary: the public, cached read without a token is used and only `id`,
 * `title`, `isPreview` and `durationSeconds` are kept. The legacy upstream sends `videoUrl` to anyone (contract §7), so the address may be in
 * the data, but it is dropped here and never reaches the HTML or the RSC payload; an entitled
 * viewer gets one address, for the video they play, through `getVideoAccess`.
 */
export async function readSectionVideos(sections: CourseSection[]): Promise<SectionWithVideos[]> {
  return Promise.all(
    sections.map(async (section) => {
      try {
        const videos = await listSectionVideos(section.id);
        return {
          ...section,
          videos: videos.map(({ id, title, isPreview, durationSeconds }) => ({
            id,
            title,
            isPreview,
            durationSeconds,
          })),
        };
      } catch (error) {
        log.error(
          error instanceof UpstreamError
            ? { endpoint: error.endpoint, upstreamStatus: error.status, sectionId: section.id }
            : { err: error, sectionId: section.id },
          "section videos failed",
        );
        return { ...section, videos: "failed" as const };
      }
    }),
  );
}

/**
 * The video time of a whole course: the sum of its videos' known durations, in seconds.
 * @returns null when no duration is known, or when a section's videos could not be read (a
 *   part would read as the whole).
 */
export function courseVideoSeconds(sections: readonly SectionWithVideos[]): number | null {
  if (sections.some((section) => section.videos === "failed")) return null;
  return totalVideoSeconds(
    sections.flatMap((section) => (section.videos === "failed" ? [] : section.videos)),
  );
}

/**
 * A section's video time beside its name ("24 min"), when a duration of it is known. Read after
 * the section's name, it needs no label (and "Video time" stays the course's one fact).
 */
function SectionVideoTime({ videos, locale }: { videos: VideoTitle[] | "failed"; locale: Locale }) {
  const seconds = videos === "failed" ? null : totalVideoSeconds(videos);
  if (seconds === null) return null;
  return (
    <span className="ms-auto shrink-0 text-sm font-normal text-slate-600 tabular-nums">
      {formatVideoTime(seconds, locale)}
    </span>
  );
}

/**
 * The viewer's own progress, when the section list shows it (a student, on an upstream with the
 * progress extension): which videos are done, and done/total per section id.
 */
export interface SectionListProgress {
  completedVideoIds: readonly number[];
  sections: readonly { sectionId: string; totalVideos: number; completedVideos: number }[];
}

async function SectionVideos({
  courseId,
  videos,
  currentVideoId,
  canWatch,
  completedVideoIds,
}: {
  courseId: string;
  videos: VideoTitle[] | "failed";
  currentVideoId: number | null;
  canWatch: boolean;
  completedVideoIds?: readonly number[];
}) {
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  if (videos === "failed") return <InlineAlert message={messages.course.sectionVideosFailed} />;
  if (videos.length === 0)
    return <p className="px-4 py-3 text-slate-600">{messages.course.noVideos}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {videos.map((video, index) => {
        const isCurrent = video.id === currentVideoId;
        return (
          <li
            key={video.id}
            className={completedVideoIds ? "flex items-center pe-4 [&>a]:flex-1" : undefined}
          >
            <Link
              href={videoHref(courseId, video.id)}
              aria-current={isCurrent ? "true" : undefined}
              className={`flex gap-3 px-4 py-3 hover:bg-brand-50 ${isCurrent ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800"}`}
            >
              <VideoLinkLabel index={index} video={video} isLocked={!canWatch} locale={locale} />
            </Link>
            {completedVideoIds ? (
              <VideoDoneMark isDone={completedVideoIds.includes(video.id)} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The sections of an on-demand course, each a `<details>` that expands to its numbered videos
 * (native, so it works without JavaScript). The first section starts open, and so does the
 * section of the video playing. Every video links to its `?video=` page (where the server decides
 * whether this viewer may play it); a free preview is marked "Preview", and for a viewer who may
 * not watch the course every other video shows a lock ("Locked: buy the course to watch"). Each
 * video shows its duration and each section its video time, where known.
 */
export async function SectionList({
  courseId,
  sections,
  currentVideoId,
  canWatch,
  progress,
}: {
  courseId: string;
  sections: SectionWithVideos[];
  currentVideoId: number | null;
  /**
   * The viewer may play every video (`CourseEntitlement.canWatch`: an admin, or a student whose
   * access runs); false for a visitor, so the shared document shows the locks.
   */
  canWatch: boolean;
  /** The viewer's own progress: done marks per video and a bar per section. */
  progress?: SectionListProgress | null;
}) {
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  if (sections.length === 0) return <p className="text-slate-600">{messages.course.noVideos}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {sections.map((section, index) => {
        const hasCurrent =
          section.videos !== "failed" &&
          section.videos.some((video) => video.id === currentVideoId);
        return (
          <li key={section.id}>
            <details
              open={index === 0 || hasCurrent}
              className="group rounded-lg border border-slate-200 bg-white"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50">
                <span>
                  {messages.coursePages.player.section(index + 1)}
                  <bdi>{section.name}</bdi>
                </span>
                <SectionVideoTime videos={section.videos} locale={locale} />
                <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div className="border-t border-slate-100">
                {progress ? (
                  <SectionProgressBar
                    sectionName={section.name}
                    completed={
                      progress.sections.find((entry) => entry.sectionId === section.id)
                        ?.completedVideos ?? 0
                    }
                    total={
                      progress.sections.find((entry) => entry.sectionId === section.id)
                        ?.totalVideos ?? (section.videos === "failed" ? 0 : section.videos.length)
                    }
                  />
                ) : null}
                <SectionVideos
                  courseId={courseId}
                  videos={section.videos}
                  currentVideoId={currentVideoId}
                  canWatch={canWatch}
                  completedVideoIds={progress?.completedVideoIds}
                />
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
