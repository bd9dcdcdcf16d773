"use client";

import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
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
  messages,
}: {
  photo: HeaderPhotoItem;
  position: number;
  messages: Catalogue;
}) {
  const text = messages.adminPages.headerPhotos;
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          {text.delete}
          <span className="sr-only">{text.deleteSr(position)}</span>
        </>
      }
      title={text.deleteTitle(position)}
      description={text.deleteWarning}
      confirmLabel={text.deleteConfirm}
      cancelLabel={messages.adminPages.cancel}
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
  const messages = useCatalogue();
  const text = messages.adminPages.headerPhotos;
  if (photos.length === 0) {
    return <p className="rounded-md bg-white px-4 py-6 text-center text-slate-700">{text.none}</p>;
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
              alt={text.photoAlt(position)}
              className="aspect-[16/9]"
              placeholder={
                <p className="flex h-full items-center justify-center text-sm text-slate-600">
                  {text.missing}
                </p>
              }
            />
            <div className="flex items-center justify-between gap-3 p-3">
              <p className="text-sm font-medium text-slate-800">{text.photo(position)}</p>
              <DeleteHeaderPhotoButton photo={photo} position={position} messages={messages} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
