import { z } from "zod";
import { base64, guid, hours, int, naiveDateTime, text } from "./primitives";
import { array, extension, nullable, nullOr, object, orMissing, type Exact } from "./shape";

/*
 * Courses of both kinds and their packages, sections and videos (contract §2, §3.3–3.6).
 * Typos of the legacy are the wire's names: `intructorName`, `durationByMonthes`.
 */

/**
 * PackageDto: a duration of an on-demand course bought at a price. `durationByMonthes` in months,
 * `price` in EGP. Body of `GET /api/Packages/…` and of `packages` inside course answers.
 */
export const packageDto = object({
  id: guid,
  name: z.string(),
  durationByMonthes: int,
  price: z.number(),
  courseId: guid,
});

/**
 * SectionDto: a section of an on-demand course, without its videos (`GET /api/Sections/…`,
 * `sections` inside course answers). `position`: 0-based order within the course, from the
 * ordering extension (absent on the legacy).
 */
export const sectionDto = object({
  id: guid,
  name: z.string(),
  courseId: guid,
  position: extension(z.number().int().min(0)),
});

/**
 * VideoVM: a video of a section (`GET /api/Sections/GetVideosBySectionId/…`,
 * `GetSingleVideoToSecion`). `videoUrl` is the stored embed snippet, null when the caller may not
 * watch it; `position` (ordering extension): 0-based order within the section; `isPreview` (free
 * preview extension): a preview's `videoUrl` is given to anyone, visitors included.
 */
export const videoVm = object({
  id: int,
  title: z.string(),
  videoUrl: text,
  sectionId: guid,
  position: extension(z.number().int().min(0)),
  isPreview: extension(z.boolean()),
  /**
   * Watched-lessons extension: the video's length in seconds as the admin entered it, null when
   * unknown (such a lesson completes on request).
   */
  durationSeconds: extension(nullOr(z.number().int().min(1))),
});

/**
 * The properties every course shape shares (`discount` in percent, `enrollments` a counter).
 * `outcomes` and `requirements` (extension, course outcomes and requirements): "What you will
 * learn" and "Requirements", each a list of short texts in the owner's order (`[]` when none);
 * absent on the legacy, whose placeholder `objectives` they do not reuse.
 */
const courseCommon = {
  id: guid,
  name: z.string(),
  description: text,
  discount: z.number(),
  hasDiscount: z.boolean(),
  enrollments: int,
  hours,
  intructorName: text,
  intructorDescription: text,
  outcomes: extension(z.array(z.string())),
  requirements: extension(z.array(z.string())),
};

/**
 * CourseVM: either course kind as listed and read singly (`GetAllOnDemandCourses`,
 * `GetAllOnlineCourses`, `GetSingleCourse` of both kinds); images inline as base64.
 * `defaultPrice` in USD for online courses, always 0 for on-demand ones (priced by package, EGP);
 * `discount` in percent. On-demand: `start`/`end` are `0001-01-01T00:00:00`, `packages` and
 * `sections` arrays; online: real dates, `packages`/`sections` null.
 */
export const courseVm = object({
  ...courseCommon,
  defaultPrice: z.number(),
  start: orMissing(naiveDateTime),
  end: orMissing(naiveDateTime),
  imageBytes: base64,
  intructorImageBytes: base64,
  packages: nullable(array(packageDto)),
  sections: nullable(array(sectionDto)),
});

/**
 * OnDemandCourseDto: the stored on-demand course (`GET /api/OnDemandCourses/{id}`, `course` of an
 * enrolment). No image bytes: `imageUrl`/`intructorImageUrl` are stored file names ("NotFound"
 * when none); `price` is always 0 (prices live on packages, EGP).
 */
export const onDemandCourseDto = object({
  ...courseCommon,
  objectives: text,
  price: orMissing(z.number()),
  imageUrl: orMissing(z.string()),
  intructorImageUrl: text,
  packages: orMissing(array(packageDto)),
  sections: orMissing(array(sectionDto)),
});

/**
 * OnlineCourseDto: the stored online course (`GET /api/OnlineCourses/{id}`): `defaultPrice` in
 * USD, real `start`/`end`, the live session `link`; no images.
 */
export const onlineCourseDto = object({
  ...courseCommon,
  objectives: text,
  defaultPrice: z.number(),
  start: naiveDateTime,
  end: naiveDateTime,
  link: text,
});

/** `{ courseId }`: the answer of `POST /api/OnDemandCourses` and `POST /api/OnlineCourses`. */
export const createdCourse = object({ courseId: guid });

/** What the reference upstream writes as a PackageDto. */
export type PackageDto = Exact<typeof packageDto>;
/** What the reference upstream writes as a SectionDto (with `position`). */
export type SectionDto = Exact<typeof sectionDto>;
/** What the reference upstream writes as a VideoVM (with `position` and `isPreview`). */
export type VideoVm = Exact<typeof videoVm>;
/** What the reference upstream writes as a CourseVM. */
export type CourseVm = Exact<typeof courseVm>;
/** What the reference upstream writes as an OnDemandCourseDto. */
export type OnDemandCourseDto = Exact<typeof onDemandCourseDto>;
/** What the reference upstream writes as an OnlineCourseDto. */
export type OnlineCourseDto = Exact<typeof onlineCourseDto>;
