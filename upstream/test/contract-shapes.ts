import { z } from "zod";

// Zod schemas of the wire contract's shared shapes (contract §2), for contract tests.
// Shared file: append new shapes at the end; do not change existing ones.

/** Lowercase 8-4-4-4-12 Guid, as written on the wire. */
export const wireGuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
/** Naive ISO DateTime without offset (`2024-02-01T00:00:00`). */
export const wireDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
/** Standard base64 with padding, or null. */
export const wireBase64 = z
  .string()
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/)
  .nullable();

/** PackageDto. */
export const packageDtoShape = z.strictObject({
  id: wireGuid,
  name: z.string(),
  durationByMonthes: z.number().int(),
  price: z.number(),
  courseId: wireGuid,
});

/** SectionDto. */
export const sectionDtoShape = z.strictObject({
  id: wireGuid,
  name: z.string(),
  courseId: wireGuid,
  // Ordering extension (upstream/EXTENSIONS.md).
  position: z.number().int().min(0),
});

/** VideoVM. */
export const videoVMShape = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  videoUrl: z.string().nullable(),
  sectionId: wireGuid,
  // Ordering extension (upstream/EXTENSIONS.md).
  position: z.number().int().min(0),
});

/** CourseVM (both kinds). */
export const courseVMShape = z.strictObject({
  id: wireGuid,
  name: z.string(),
  description: z.string().nullable(),
  defaultPrice: z.number(),
  discount: z.number(),
  hasDiscount: z.boolean(),
  enrollments: z.number().int(),
  start: wireDateTime,
  end: wireDateTime,
  hours: z.string(),
  imageBytes: wireBase64,
  intructorName: z.string().nullable(),
  intructorDescription: z.string().nullable(),
  intructorImageBytes: wireBase64,
  packages: z.array(packageDtoShape).nullable(),
  sections: z.array(sectionDtoShape).nullable(),
});

/** OnDemandCourseDto. */
export const onDemandCourseDtoShape = z.strictObject({
  id: wireGuid,
  name: z.string(),
  description: z.string().nullable(),
  objectives: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  hasDiscount: z.boolean(),
  imageUrl: z.string(),
  enrollments: z.number().int(),
  hours: z.string(),
  intructorName: z.string().nullable(),
  intructorDescription: z.string().nullable(),
  intructorImageUrl: z.string().nullable(),
  packages: z.array(packageDtoShape),
  sections: z.array(sectionDtoShape),
});

/** OnlineCourseDto. */
export const onlineCourseDtoShape = z.strictObject({
  id: wireGuid,
  name: z.string(),
  description: z.string().nullable(),
  objectives: z.string().nullable(),
  defaultPrice: z.number(),
  discount: z.number(),
  hasDiscount: z.boolean(),
  enrollments: z.number().int(),
  hours: z.string(),
  intructorName: z.string().nullable(),
  intructorDescription: z.string().nullable(),
  start: wireDateTime,
  end: wireDateTime,
  link: z.string().nullable(),
});

/** A problem+json body (E-VAL, E-PD and our 404/409 problems). */
export const problemShape = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** DocumentVM (products and publications). */
export const documentVMShape = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  fileBytes: wireBase64,
  description: z.string().nullable(),
  price: z.number(),
  imageBytes: wireBase64,
  /** Extension of the reference upstream: whether a file was uploaded (absent on the legacy). */
  hasFile: z.boolean(),
});

/** HeaderVM (GetHeaders). */
export const headerVMShape = z.strictObject({
  id: z.number().int(),
  imageBytes: wireBase64,
  order: z.number().int(),
});

/** Header entity (echoed by CreateHeader). */
export const headerShape = z.strictObject({
  id: z.number().int(),
  imageUrl: z.string(),
  order: z.number().int(),
});

/** ProjectVM with its sub-images (`name` always null on output). */
export const projectVMShape = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  allSubImages: z.array(
    z.strictObject({
      id: z.number().int(),
      description: z.string().nullable(),
      isMainImage: z.boolean(),
      name: z.null(),
      image: wireBase64,
    }),
  ),
});
