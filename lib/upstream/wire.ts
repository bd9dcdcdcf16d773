import * as z from "@/lib/zod";

/*
 * Zod schemas of the upstream's wire shapes (contract §2), typos included. Only the modules of
 * `lib/upstream/` use them; everything else sees the domain types of `types.ts`.
 *
 * Lenient where the contract allows null: nullable text uses `.nullish()` (the legacy writes
 * nulls, a compatible server might omit them), and unknown properties are dropped.
 */

/** A base64 string or null (contract §1.2: `byte[]`). */
export const base64Schema = z.string().nullish();

/** Course `hours` is a string on the wire; a number is accepted and turned into text. */
const hoursSchema = z.union([z.string(), z.number()]).transform(String);

const naiveDateTimePattern = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * An upstream DateTime (`2024-02-01T00:00:00`, contract §1.2) normalised to the naive
 * `YYYY-MM-DDTHH:mm:ss` form: fractions of a second and any offset are cut off, because the
 * legacy stores clock time without a zone; the first 10 characters are the date.
 */
export const naiveDateTimeSchema = z
  .string()
  .regex(naiveDateTimePattern, { message: "Expected an ISO date-time" })
  .transform((value) => {
    const [, date, hours = "00", minutes = "00", seconds = "00"] =
      naiveDateTimePattern.exec(value) ?? [];
    return `${date}T${hours}:${minutes}:${seconds}`;
  });

/** PackageDto: an on-demand course package; `price` in EGP, duration in months. */
export const packageDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationByMonthes: z.number().int(),
  price: z.number(),
  courseId: z.string(),
});

/**
 * SectionDto: a section of an on-demand course (without its videos). `position` (0-based order)
 * comes only from the reference upstream's ordering extension (upstream/EXTENSIONS.md).
 */
export const sectionDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  courseId: z.string(),
  position: z.number().int().optional(),
});

/** CourseVM: both course kinds as listed (contract §2); images inline as base64. */
export const courseVmSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  defaultPrice: z.number(),
  discount: z.number(),
  hasDiscount: z.boolean(),
  enrollments: z.number().int(),
  start: naiveDateTimeSchema.nullish(),
  end: naiveDateTimeSchema.nullish(),
  hours: hoursSchema,
  imageBytes: base64Schema,
  intructorName: z.string().nullish(),
  intructorDescription: z.string().nullish(),
  intructorImageBytes: base64Schema,
  packages: z.array(packageDtoSchema).nullish(),
  sections: z.array(sectionDtoSchema).nullish(),
});

/** OnDemandCourseDto: the stored on-demand course (no image bytes; `price` is always 0). */
export const onDemandCourseDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  objectives: z.string().nullish(),
  price: z.number().nullish(),
  discount: z.number(),
  hasDiscount: z.boolean(),
  imageUrl: z.string().nullish(),
  enrollments: z.number().int(),
  hours: hoursSchema,
  intructorName: z.string().nullish(),
  intructorDescription: z.string().nullish(),
  intructorImageUrl: z.string().nullish(),
  packages: z.array(packageDtoSchema).nullish(),
  sections: z.array(sectionDtoSchema).nullish(),
});

/** OnlineCourseDto: the stored online course, with `objectives` and `link` (no images). */
export const onlineCourseDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  objectives: z.string().nullish(),
  defaultPrice: z.number(),
  discount: z.number(),
  hasDiscount: z.boolean(),
  enrollments: z.number().int(),
  hours: hoursSchema,
  intructorName: z.string().nullish(),
  intructorDescription: z.string().nullish(),
  start: naiveDateTimeSchema,
  end: naiveDateTimeSchema,
  link: z.string().nullish(),
});

/** `{ courseId }`: the answer of both course create endpoints. */
export const createdCourseSchema = z.object({ courseId: z.string() });

/** VideoVM: `videoUrl` is the stored embed snippet, or null when the caller is not entitled. */
export const videoVmSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  videoUrl: z.string().nullish(),
  sectionId: z.string(),
  /** Ordering extension only (upstream/EXTENSIONS.md): 0-based order within the section. */
  position: z.number().int().optional(),
});

/** StudentDto: output names use a capital N (`firstName`), inputs bind either spelling. */
export const studentDtoSchema = z.object({
  id: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  userName: z.string().nullish(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  gender: z.number().int().nullish(),
});

/** EnrollmentDto: one enrolment with its student, course and package (course has no image bytes). */
export const enrollmentDtoSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  student: studentDtoSchema.nullish(),
  courseId: z.string(),
  course: onDemandCourseDtoSchema.nullish(),
  packageId: z.string().nullish(),
  package: packageDtoSchema.nullish(),
  startDate: naiveDateTimeSchema.nullish(),
});

/** `{ isEnrolled }`: the answer of CheckEnrollment. */
export const enrollmentCheckSchema = z.object({ isEnrolled: z.boolean() });

/**
 * DocumentVM: a product or publication; `price` in USD; `fileBytes` only on a single publication.
 * `hasFile` is an extension of the reference upstream (whether a file was uploaded, so an admin
 * table can flag a document missing its file without downloading it); the legacy does not send
 * it, so its absence means "unknown".
 */
export const documentVmSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileBytes: base64Schema,
  description: z.string().nullish(),
  price: z.number().nullish(),
  imageBytes: base64Schema,
  hasFile: z.boolean().nullish(),
});

/** `{ productId }`: the answer of POST /api/Documents/Product. */
export const createdProductSchema = z.object({ productId: z.number().int() });

/** `{ publicationId }`: the answer of POST /api/Documents/Publications. */
export const createdPublicationSchema = z.object({ publicationId: z.number().int() });

/** ProjectVM sub-image: `name` is never stored, so it reads back null. */
export const subImageSchema = z.object({
  id: z.number().int(),
  description: z.string().nullish(),
  isMainImage: z.boolean(),
  name: z.string().nullish(),
  image: base64Schema,
});

/** ProjectVM: a consultancy project with its images inline as base64. */
export const projectVmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  allSubImages: z.array(subImageSchema).nullish(),
});

/** AssignedProductVM: one student a product is assigned to. */
export const assignedProductVmSchema = z.object({
  productId: z.number().int(),
  studentId: z.string(),
  studentName: z.string().nullish(),
});

/** The legacy's "missing DateTime" value (contract §1.2), read as "no date". */
export const MISSING_DATE_TIME = "0001-01-01T00:00:00";

/** Wire shape parsed by `packageDtoSchema` (only `lib/upstream/` sees it). */
export type PackageDto = z.infer<typeof packageDtoSchema>;
/** Wire shape parsed by `sectionDtoSchema` (only `lib/upstream/` sees it). */
export type SectionDto = z.infer<typeof sectionDtoSchema>;
/** Wire shape parsed by `courseVmSchema` (only `lib/upstream/` sees it). */
export type CourseVM = z.infer<typeof courseVmSchema>;
/** Wire shape parsed by `onDemandCourseDtoSchema` (only `lib/upstream/` sees it). */
export type OnDemandCourseDto = z.infer<typeof onDemandCourseDtoSchema>;
/** Wire shape parsed by `onlineCourseDtoSchema` (only `lib/upstream/` sees it). */
export type OnlineCourseDto = z.infer<typeof onlineCourseDtoSchema>;
/** Wire shape parsed by `videoVmSchema` (only `lib/upstream/` sees it). */
export type VideoVM = z.infer<typeof videoVmSchema>;
/** Wire shape parsed by `studentDtoSchema` (only `lib/upstream/` sees it). */
export type StudentDto = z.infer<typeof studentDtoSchema>;
/** Wire shape parsed by `enrollmentDtoSchema` (only `lib/upstream/` sees it). */
export type EnrollmentDto = z.infer<typeof enrollmentDtoSchema>;
/** Wire shape parsed by `documentVmSchema` (only `lib/upstream/` sees it). */
export type DocumentVM = z.infer<typeof documentVmSchema>;
/** Wire shape parsed by `projectVmSchema` (only `lib/upstream/` sees it). */
export type ProjectVM = z.infer<typeof projectVmSchema>;
/** Wire shape parsed by `assignedProductVmSchema` (only `lib/upstream/` sees it). */
export type AssignedProductVM = z.infer<typeof assignedProductVmSchema>;
