import { messages } from "@/lib/messages";

/*
 * The main-image rules of a consultancy project (spec §4 "Project images", §5 "Add project"):
 * exactly one image is the main image; choosing a new main image clears the others (radio
 * semantics); the main image cannot be removed until another one is chosen. The upstream does not
 * enforce any of this (contract §5.6), so the form applies these pure functions and the server
 * re-checks "exactly one" in the schema (`lib/validation/project.ts`).
 */

/** What the rules need of an image in the form's list: a stable key and the main flag. */
export interface MainFlagged {
  /** A key unique within the list (a new image's client key, or `existing-{id}`). */
  key: string;
  isMainImage: boolean;
}

/**
 * Makes the image with `key` the main image and clears the flag on every other one. A key that
 * is not in the list leaves the list as it was (same array).
 */
export function chooseMainImage<T extends MainFlagged>(images: readonly T[], key: string): T[] {
  if (!images.some((image) => image.key === key)) return [...images];
  return images.map((image) => ({ ...image, isMainImage: image.key === key }));
}

/**
 * Appends an image; it becomes the main image when the list has none yet (so the first image of
 * a new project is the main one without an extra click), otherwise it is added as not main.
 */
export function addProjectImage<T extends MainFlagged>(images: readonly T[], image: T): T[] {
  const hasMain = images.some((existing) => existing.isMainImage);
  return [...images, { ...image, isMainImage: !hasMain }];
}

/** The outcome of {@link removeProjectImage}. */
export type RemoveImageResult<T> = { ok: true; images: T[] } | { ok: false; message: string };

/**
 * Removes the image with `key`, unless it is the main image of a list that has other images:
 * then it refuses with 'Please Choose Another Main Image Before Deleting Your Main Image'. The
 * last remaining image may be removed even when it is the main one (nothing else could be chosen;
 * the form then says 'You Need To Add At Least 1 Image' on submit). An unknown key is a no-op.
 */
export function removeProjectImage<T extends MainFlagged>(
  images: readonly T[],
  key: string,
): RemoveImageResult<T> {
  const target = images.find((image) => image.key === key);
  if (!target) return { ok: true, images: [...images] };
  if (target.isMainImage && images.length > 1) {
    return { ok: false, message: messages.admin.mainImageDelete };
  }
  return { ok: true, images: images.filter((image) => image.key !== key) };
}

/** True when exactly one image of the list is the main image. */
export function hasExactlyOneMainImage(images: readonly { isMainImage: boolean }[]): boolean {
  return images.filter((image) => image.isMainImage).length === 1;
}
