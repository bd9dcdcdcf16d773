import * as z from "@/lib/zod";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages as english } from "@/lib/messages";
import { hasExactlyOneMainImage } from "@/lib/project-images";

/*
 * The consultancy project form (spec §2 "Add project", §5): a name and a list of images, each
 * with a title, a description, the main-image flag and a file. One form serves `/addNewProject`
 * and `/editProject/{id}`; on edit, an image the project already has is referenced by its id
 * (`existingImageId`) and its bytes are re-read on the server, never sent back by the browser.
 *
 * The same rules run in the browser (react-hook-form, {@link projectFormSchema}) and in the route
 * handlers ({@link projectRequestSchema}, which also re-checks every file's bytes).
 */

/** Most images one project may have (ours: the upstream takes them all inline in one JSON body). */
export const MAX_PROJECT_IMAGES = 20;
/** Longest project name, in characters (the upstream's title columns hold 450). */
export const MAX_PROJECT_NAME_LENGTH = 450;
/** Longest image title, in characters. */
export const MAX_IMAGE_TITLE_LENGTH = 200;
/**
 * Largest request body of a project save, in bytes (50 MB): a few phone photos at once. Each file
 * is at most `IMAGE_MAX_BYTES`; the server shrinks them (≤1600 px JPEG) before they go upstream.
 */
export const PROJECT_MAX_BODY_BYTES = 50 * 1024 * 1024;
/** Longest image description, in characters. */
export const MAX_IMAGE_DESCRIPTION_LENGTH = 2000;

const existingImageIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable();

/** The catalogue the rules speak: the page's in the form, English on the server. */
type ProjectTexts = Pick<Catalogue, "admin" | "adminForms">;

/** One image's fields as the form and the route handlers share them (no file). */
const imageFieldsFor = (messages: ProjectTexts) => ({
  /** The id of an image the project already has (kept on edit), or null for a new image. */
  existingImageId: existingImageIdSchema,
  title: z
    .string()
    .trim()
    .max(MAX_IMAGE_TITLE_LENGTH, messages.adminForms.projectForm.atMost(MAX_IMAGE_TITLE_LENGTH)),
  description: z
    .string()
    .trim()
    .min(1, messages.admin.projectImageDescriptionRequired)
    .max(
      MAX_IMAGE_DESCRIPTION_LENGTH,
      messages.adminForms.projectForm.atMost(MAX_IMAGE_DESCRIPTION_LENGTH),
    ),
  isMainImage: z.boolean(),
});

const nameSchemaFor = (messages: ProjectTexts) =>
  z
    .string()
    .trim()
    .min(1, messages.admin.projectNameRequired)
    .max(MAX_PROJECT_NAME_LENGTH, messages.adminForms.projectForm.atMost(MAX_PROJECT_NAME_LENGTH));

function imageListSchema<T extends z.ZodType>(messages: ProjectTexts, image: T) {
  return z
    .array(image, { message: messages.admin.projectImageRequired })
    .min(1, messages.admin.projectImageRequired)
    .max(MAX_PROJECT_IMAGES, messages.admin.projectTooManyImages);
}

type ImageForRules = {
  existingImageId: number | null;
  title: string;
  isMainImage: boolean;
  file?: unknown;
};

/**
 * The rules across fields: a new image needs a title (a kept one cannot have it: the upstream
 * never returns titles, contract §5.6) and, in the browser, a file; exactly one image is the main
 * image. Issues go to `images.{index}.title|file` and to `images` for the main-image rule.
 */
function checkImages(
  messages: ProjectTexts,
  images: readonly ImageForRules[],
  ctx: z.RefinementCtx,
  options: { needsFile: boolean },
): void {
  images.forEach((image, index) => {
    if (image.existingImageId !== null) return;
    if (image.title === "") {
      ctx.addIssue({
        code: "custom",
        path: ["images", index, "title"],
        message: messages.admin.projectImageTitleRequired,
      });
    }
    if (options.needsFile && !isFileLike(image.file)) {
      ctx.addIssue({
        code: "custom",
        path: ["images", index, "file"],
        message: messages.admin.projectImageFileRequired,
      });
    }
  });
  if (images.length > 0 && !hasExactlyOneMainImage(images)) {
    ctx.addIssue({
      code: "custom",
      path: ["images"],
      message: messages.admin.projectMainImageRequired,
    });
  }
}

/** True for a non-empty Blob/File (a chosen file), in the browser and on the server. */
function isFileLike(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob && value.size > 0;
}

/**
 * The browser's form values: the name and the images, each with a client key (React list key
 * and main-image rules), the preview URL of a kept image, and the chosen file of a new one.
 */
export function projectFormSchemaFor(messages: ProjectTexts) {
  return z
    .object({
      name: nameSchemaFor(messages),
      images: imageListSchema(
        messages,
        z.object({
          ...imageFieldsFor(messages),
          key: z.string(),
          imageUrl: z.string().nullable(),
          file: z.custom<File | null>((value) => value === null || isFileLike(value)),
        }),
      ),
    })
    .superRefine((data, ctx) => checkImages(messages, data.images, ctx, { needsFile: true }));
}

/** {@link projectFormSchemaFor} in English. */
export const projectFormSchema = projectFormSchemaFor(english);

/** Values of the project form as react-hook-form holds them. */
type ProjectFormValues = z.input<typeof projectFormSchema>;
/** One image row of {@link ProjectFormValues}. */
export type ProjectFormImage = ProjectFormValues["images"][number];

/** Parses the `images` multipart field (JSON text); anything unparsable reads as "no list". */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What a route handler reads from the multipart body: `name`, and `images` as JSON text of
 * `{ existingImageId, title, description, isMainImage }[]`. A new image's file travels in the part
 * `file-{index}` (see {@link projectImageFilePart}) and is checked separately by its bytes.
 * Untrusted input: ids are positive ints, unknown keys are dropped, the rules are re-run.
 */
export const projectRequestSchema = z
  .object({
    name: z.string({ message: english.admin.projectNameRequired }).pipe(nameSchemaFor(english)),
    images: z.preprocess(
      parseJsonText,
      imageListSchema(english, z.object(imageFieldsFor(english))),
    ),
  })
  .superRefine((data, ctx) => checkImages(english, data.images, ctx, { needsFile: false }));

/** The multipart part that carries the file of the image at `index` of the list. */
export function projectImageFilePart(index: number): string {
  return `file-${index}`;
}

/**
 * The multipart body the project form sends to its route handler: `name`, `images` (JSON of the
 * fields above, without keys, preview URLs or files) and one `file-{index}` part per new image.
 * Kept images send only their id: their bytes are re-read on the server.
 */
export function projectFormData(values: {
  name: string;
  images: readonly Pick<
    ProjectFormImage,
    "existingImageId" | "title" | "description" | "isMainImage" | "file"
  >[];
}): FormData {
  const form = new FormData();
  form.set("name", values.name);
  form.set(
    "images",
    JSON.stringify(
      values.images.map(({ existingImageId, title, description, isMainImage }) => ({
        existingImageId,
        title: existingImageId === null ? title : "",
        description,
        isMainImage,
      })),
    ),
  );
  values.images.forEach((image, index) => {
    if (image.existingImageId === null && image.file) {
      form.set(projectImageFilePart(index), image.file);
    }
  });
  return form;
}
