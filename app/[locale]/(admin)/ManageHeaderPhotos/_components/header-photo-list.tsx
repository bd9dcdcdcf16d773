"use client";

import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { messages } from "@/lib/messages";
import { deleteHeaderPhotoAction } from "../actions";
import { CoverImage } from "@/components/ui/cover-image";

/** A header photo as the manage page lists it. */
export interface HeaderPhotoItem {
  id: number;
  /** The `/media/header/…` URL, or null for a row whose image is missing. */
  src: string | null;
}

function DeleteHeaderPhotoButton({
  photo,
  position,
}: {
  photo: HeaderPhotoItem;
  position: number;
}) {
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          Delete<span className="sr-only"> header photo {position}</span>
        </>
      }
      title={`Delete header photo ${position}?`}
      description="The photo leaves the home page banner. This cannot be undone."
      confirmLabel="Delete Photo"
      action={() => deleteHeaderPhotoAction({ headerId: photo.id })}
      failureMessage={messages.deleteFailed.photo}
    />
  );
}

/**
 * The landing header photos in banner order (spec §2 "Manage header photos"), each with Delete
 * after confirmation ('Failed to Delete Photo' when the upstream fails). A row without an image
 * (a failed upload of the legacy server) is listed too, so it can be removed.
 */
export function HeaderPhotoList({ photos }: { photos: HeaderPhotoItem[] }) {
  if (photos.length === 0) {
    return (
      <p className="rounded-md bg-white px-4 py-6 text-center text-slate-700">
        No header photos yet. The home page shows its default banner.
      </p>
    );
  }
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => {
        const position = index + 1;
        return (
          <li
            key={photo.id}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <CoverImage
              src={photo.src}
              alt={`Header photo ${position}`}
              className="aspect-[16/9]"
              placeholder={
                <p className="flex h-full items-center justify-center text-sm text-slate-600">
                  Image missing
                </p>
              }
            />
            <div className="flex items-center justify-between gap-3 p-3">
              <p className="text-sm font-medium text-slate-800">Photo {position}</p>
              <DeleteHeaderPhotoButton photo={photo} position={position} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
