import Link from "next/link";
import { Suspense } from "react";
import { InlineAlert } from "@/components/course/inline-alert";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { listSectionVideos } from "@/lib/upstream/sections";
import type { CourseSection, SectionVideo } from "@/lib/upstream/types";

/** The address that plays a video of a course: the playing video lives in the URL (`?video=`). */
export function videoHref(courseId: string, videoId: number): string {
  return `/onDemandCourseDetails/${encodeURIComponent(courseId)}?video=${videoId}#player`;
}

/**
 * One section's numbered video titles. Security boundary: this is the public, cached read made
 * without a token, and only `id` and `title` are rendered. The legacy upstream sends `videoUrl`
 * to anyone (contract §7), so the address may be in the data, but it never reaches the HTML or
 * the RSC payload; an entitled viewer gets one address, for the video they play, from the player.
 */
async function SectionVideos({
  courseId,
  sectionId,
  currentVideoId,
}: {
  courseId: string;
  sectionId: string;
  currentVideoId: number | null;
}) {
  let videos: SectionVideo[];
  try {
    videos = await listSectionVideos(sectionId);
  } catch (error) {
    console.error("section videos failed", error instanceof UpstreamError ? `${error.endpoint} → ${error.status}` : error);
    return <InlineAlert message={messages.course.sectionVideosFailed} />;
  }
  if (videos.length === 0) return <p className="px-4 py-3 text-slate-600">{messages.course.noVideos}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {videos.map((video, index) => {
        const isCurrent = video.id === currentVideoId;
        return (
          <li key={video.id}>
            <Link
              href={videoHref(courseId, video.id)}
              aria-current={isCurrent ? "true" : undefined}
              scroll={false}
              className={`flex gap-3 px-4 py-3 hover:bg-brand-50 ${isCurrent ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800"}`}
            >
              <span className="w-6 shrink-0 text-right text-slate-600 tabular-nums">{index + 1}.</span>
              <span>{video.title}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The sections of an on-demand course, each a `<details>` that expands to its videos (works
 * without JavaScript). Each section's videos stream in on their own behind 'Loading...'.
 */
export function SectionList({
  courseId,
  sections,
  currentVideoId,
}: {
  courseId: string;
  sections: CourseSection[];
  currentVideoId: number | null;
}) {
  if (sections.length === 0) return <p className="text-slate-600">{messages.course.noVideos}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {sections.map((section, index) => (
        <li key={section.id}>
          <details open={index === 0} className="group rounded-lg border border-slate-200 bg-white">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50">
              <span>
                Section {index + 1}: {section.name}
              </span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 transition-transform group-open:rotate-180" fill="currentColor">
                <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
              </svg>
            </summary>
            <div className="border-t border-slate-100">
              <Suspense fallback={<p className="px-4 py-3 text-slate-600">{messages.course.loading}</p>}>
                <SectionVideos courseId={courseId} sectionId={section.id} currentVideoId={currentVideoId} />
              </Suspense>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
