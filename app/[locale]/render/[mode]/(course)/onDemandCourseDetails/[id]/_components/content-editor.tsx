"use client";

import { videoHref } from "@/lib/progress/view";
import { Link } from "@/components/ui/link";
import { VideoLinkLabel } from "@/components/course/video-link-label";
import { Button } from "@/components/ui/button";
import { SortableList } from "@/components/ui/sortable-list";
import { useSavedOrder } from "@/components/ui/use-saved-order";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import {
  deleteSectionAction,
  deleteVideoAction,
  reorderSectionsAction,
  reorderVideosAction,
} from "../actions";
import {
  DeleteDialog,
  IconButton,
  icons,
  SectionDialog,
  VideoDialog,
  type EditorSection,
  type EditorVideo,
} from "./content-dialogs";

/**
 * A section with its videos' ids, titles, preview marks and durations, or "failed" when they
 * could not be read.
 */
export interface EditorSectionWithVideos extends EditorSection {
  videos: EditorVideo[] | "failed";
}

/**
 * The admin's view of a course's content (spec §2: add, edit and delete icons for sections and
 * videos, 'Add New Section', Add Video and Edit Video): sections with their numbered videos,
 * each playable, and — when the upstream can store an order (`canReorder`) — drag handles to
 * reorder sections and videos by pointer or keyboard. A new order shows at once and is saved;
 * if saving fails the server's order comes back. Free previews are marked "Preview"; when the
 * upstream can store the mark (`canMarkPreview`) the video dialogs offer "Free preview"; when
 * it can store durations (`canSetDuration`), "Duration". Videos show their duration where known.
 * Rendered only for an Admin session; every action re-checks the role on the server.
 */
export function CourseContentEditor({
  courseId,
  sections,
  canReorder,
  canMarkPreview,
  canSetDuration,
  currentVideoId,
}: {
  courseId: string;
  sections: EditorSectionWithVideos[];
  canReorder: boolean;
  canMarkPreview: boolean;
  canSetDuration: boolean;
  currentVideoId: number | null;
}) {
  const messages = useCatalogue();
  const texts = messages.coursePages.editor;
  const { ordered, saveOrder: saveSectionOrder } = useSavedOrder(
    sections,
    (section) => section.id,
    (sectionIds) => reorderSectionsAction({ courseId, sectionIds }),
    messages.course.reorderFailed,
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{canReorder ? texts.dragHint : texts.addedOrder}</p>
        <SectionDialog courseId={courseId} trigger={<Button>{texts.addSection}</Button>} />
      </div>
      {ordered.length === 0 ? (
        <p className="text-slate-600">{messages.course.noVideos}</p>
      ) : (
        <SortableList
          items={ordered}
          getId={(section) => section.id}
          getLabel={(section) => texts.sectionLabel(section.name)}
          onReorder={saveSectionOrder}
          isSortable={canReorder && ordered.length > 1}
          className="flex flex-col gap-3"
          itemClassName="rounded-lg border border-slate-200 bg-white"
          renderItem={(section, handle, index) => (
            <div>
              <div className="flex items-center gap-1 px-2 py-2">
                {handle}
                <h3 className="min-w-0 flex-1 px-1 font-semibold text-slate-900">
                  {messages.coursePages.player.section(index + 1)}
                  <bdi>{section.name}</bdi>
                </h3>
                <VideoDialog
                  courseId={courseId}
                  section={section}
                  canMarkPreview={canMarkPreview}
                  canSetDuration={canSetDuration}
                  trigger={
                    <IconButton label={texts.addVideoTo(section.name)}>{icons.add}</IconButton>
                  }
                />
                <SectionDialog
                  courseId={courseId}
                  section={section}
                  trigger={
                    <IconButton label={texts.editSection(section.name)}>{icons.edit}</IconButton>
                  }
                />
                <DeleteDialog
                  title={texts.deleteSectionTitle(section.name)}
                  description={texts.deleteSectionText}
                  confirmLabel={texts.deleteSectionConfirm}
                  failureMessage={messages.course.deleteSectionFailed}
                  action={() => deleteSectionAction({ courseId, sectionId: section.id })}
                  label={texts.deleteSection(section.name)}
                />
              </div>
              <SectionVideos
                courseId={courseId}
                section={section}
                videos={section.videos}
                canReorder={canReorder}
                canMarkPreview={canMarkPreview}
                canSetDuration={canSetDuration}
                currentVideoId={currentVideoId}
              />
            </div>
          )}
        />
      )}
    </div>
  );
}

/**
 * A section's videos with drag handles (when the upstream can store an order), Edit and Delete;
 * the section's failure or empty text instead when there is nothing to list.
 */
function SectionVideos({
  courseId,
  section,
  videos,
  canReorder,
  canMarkPreview,
  canSetDuration,
  currentVideoId,
}: {
  courseId: string;
  section: EditorSection;
  videos: EditorVideo[] | "failed";
  canReorder: boolean;
  canMarkPreview: boolean;
  canSetDuration: boolean;
  currentVideoId: number | null;
}) {
  const messages = useCatalogue();
  const locale = usePageLocale();
  const texts = messages.coursePages.editor;
  // Called before the early answers below (a hook runs on every render); a failed read orders nothing.
  const { ordered, saveOrder } = useSavedOrder(
    videos === "failed" ? [] : videos,
    (video) => video.id,
    (videoIds) => reorderVideosAction({ courseId, sectionId: section.id, videoIds }),
    messages.course.reorderFailed,
  );
  if (videos === "failed") {
    return (
      <p role="alert" className="border-t border-slate-100 px-4 py-3 text-sm text-amber-900">
        {messages.course.sectionVideosFailed}
      </p>
    );
  }
  if (videos.length === 0) {
    return (
      <p className="border-t border-slate-100 px-4 py-3 text-slate-600">
        {messages.course.noVideos}
      </p>
    );
  }

  return (
    <SortableList
      items={ordered}
      getId={(video) => video.id}
      getLabel={(video) => texts.videoLabel(video.title)}
      onReorder={saveOrder}
      isSortable={canReorder && ordered.length > 1}
      className="divide-y divide-slate-100 border-t border-slate-100"
      itemClassName="bg-white"
      renderItem={(video, handle, index) => {
        const isCurrent = video.id === currentVideoId;
        return (
          <div className="flex items-center gap-1 px-2 py-1">
            {handle}
            <Link
              href={videoHref(courseId, video.id)}
              aria-current={isCurrent ? "true" : undefined}
              className={`flex min-w-0 flex-1 gap-2 rounded px-2 py-2 hover:bg-brand-50 ${isCurrent ? "font-semibold text-brand-800" : "text-slate-800"}`}
            >
              <VideoLinkLabel index={index} video={video} locale={locale} />
            </Link>
            <VideoDialog
              courseId={courseId}
              section={section}
              video={video}
              canMarkPreview={canMarkPreview}
              canSetDuration={canSetDuration}
              trigger={<IconButton label={texts.editVideo(video.title)}>{icons.edit}</IconButton>}
            />
            <DeleteDialog
              title={texts.deleteVideoTitle(video.title)}
              description={texts.deleteVideoText}
              confirmLabel={texts.deleteVideoConfirm}
              failureMessage={messages.course.deleteVideoFailed}
              action={() =>
                deleteVideoAction({ courseId, sectionId: section.id, videoId: video.id })
              }
              label={texts.deleteVideo(video.title)}
            />
          </div>
        );
      }}
    />
  );
}
