import type { ReactNode } from "react";
import type { LessonWatch } from "@/components/course/completion-tracker";
import { CourseProgressPanel } from "@/components/course/course-progress-panel";
import { InlineAlert } from "@/components/course/inline-alert";
import type { SectionWithVideos } from "@/components/course/section-list";
import type { CourseEntitlement, VideoAccess } from "@/lib/entitlement";
import { getCatalogue } from "@/lib/i18n/server";
import { providerOfSrc } from "@/lib/progress/player-events";
import { firstUndoneVideo, videoHref } from "@/lib/progress/view";
import type { ViewerProgress } from "@/lib/progress/viewer";
import { hrefFor } from "@/lib/routes/manifest";
import type { CourseProgress } from "@/lib/upstream/progress";
import { markVideoCompleteAction } from "../progress-actions";
import { CompletionTracker } from "./lazy";

/**
 * The student's own progress above the player (nothing for visitors, admins, students who never
 * enrolled in the course, or an upstream without the progress extension; the failure text when
 * the read failed). Rendered per request from the session: never part of a cached page.
 */
export async function ProgressPanelForViewer({
  course,
  sections,
  currentVideoId,
  viewerProgress,
  entitlement,
}: {
  course: { id: string; name: string };
  sections: SectionWithVideos[];
  /** The video on the page (`?video=`), never offered as "Continue": the next one is. */
  currentVideoId: number | null;
  viewerProgress: ViewerProgress;
  entitlement: CourseEntitlement;
}) {
  if (viewerProgress.status === "hidden" || !isEnrolledViewer(entitlement)) return null;
  if (viewerProgress.status === "failed") {
    const messages = await getCatalogue();
    return (
      <div className="mt-12">
        <InlineAlert message={messages.progress.readFailed} />
      </div>
    );
  }
  const { progress } = viewerProgress;
  const next = nextVideoAfter(sections, progress.completedVideoIds, currentVideoId);
  return (
    <CourseProgressPanel
      courseName={course.name}
      progress={progress}
      continueVideo={next}
      continueHref={next ? videoHref(course.id, next.id) : null}
    />
  );
}

/**
 * The video to go on with: the first not done, in section then list order, other than the one
 * on the page (`currentVideoId`: it is being watched, and may just have been completed while the
 * page's refresh is on its way); null when there is none.
 */
function nextVideoAfter(
  sections: SectionWithVideos[],
  completedVideoIds: readonly number[],
  currentVideoId: number | null,
) {
  return firstUndoneVideo(
    sections,
    currentVideoId === null ? completedVideoIds : [...completedVideoIds, currentVideoId],
  );
}

/** A student enrolled in the course, whether access is running or has ended. */
function isEnrolledViewer(entitlement: CourseEntitlement): boolean {
  return entitlement.role === "Student" && (entitlement.canWatch || entitlement.isExpired);
}

/**
 * Only an enrolled student's progress is shown (the upstream answers zeros for anyone else).
 */
export function progressForList(viewerProgress: ViewerProgress, entitlement: CourseEntitlement) {
  return viewerProgress.status === "shown" && isEnrolledViewer(entitlement)
    ? viewerProgress.progress
    : null;
}

/**
 * What the player reports for a lesson that counts when watched: the report route and the time
 * still to watch; null for a lesson without a duration, or an upstream that does not count
 * watching (`watched` absent): such a lesson completes on request, as before.
 */
function lessonWatchOf(
  courseId: string,
  progress: CourseProgress,
  videoId: number,
): LessonWatch | null {
  const watch = progress.watched?.find((entry) => entry.videoId === videoId);
  if (!watch || watch.durationSeconds <= 0) return null;
  return {
    reportPath: hrefFor("/onDemandCourseDetails/[id]/watch", { id: courseId }),
    remainingSeconds: watch.remainingSeconds,
  };
}

/**
 * The player (`children`) with "Complete and continue" (or "Mark as complete" on the last video
 * not done) and automatic completion at the end of the video, when the student may record
 * progress for the video playing; otherwise the player alone. A lesson with a duration reports
 * the time played and says how much is left to watch before it may complete.
 */
export function PlayerWithProgress({
  courseId,
  sections,
  access,
  viewerProgress,
  children,
}: {
  courseId: string;
  sections: SectionWithVideos[];
  access: VideoAccess;
  viewerProgress: ViewerProgress;
  children: ReactNode;
}) {
  if (
    viewerProgress.status !== "shown" ||
    access.status !== "playable" ||
    !viewerProgress.progress.canRecord
  ) {
    return children;
  }
  return (
    <CompletionTracker
      key={access.videoId}
      courseId={courseId}
      videoId={access.videoId}
      provider={providerOfSrc(access.embed.src)}
      isDone={viewerProgress.progress.completedVideoIds.includes(access.videoId)}
      continueToVideoId={
        nextVideoAfter(sections, viewerProgress.progress.completedVideoIds, access.videoId)?.id ??
        null
      }
      action={markVideoCompleteAction}
      watch={lessonWatchOf(courseId, viewerProgress.progress, access.videoId)}
      hasCertificate={viewerProgress.progress.certificate !== null}
    >
      {children}
    </CompletionTracker>
  );
}
