import "server-only";
import { z } from "zod";
import { upstreamFetch } from "@/lib/upstream/client";
import {
  assertId,
  cachedRead,
  catalogueFetchCache,
  isGuid,
  nullWhen,
  reshapeCourseBase,
  reshapeCourseRecordBase,
  uploadForm,
} from "@/lib/upstream/shared";
import { tags } from "@/lib/upstream/tags";
import type { NaiveDateTime, OnlineCourse, OnlineCourseRecord } from "@/lib/upstream/types";
import {
  courseVmSchema,
  createdCourseSchema,
  MISSING_DATE_TIME,
  onlineCourseDtoSchema,
  type CourseVM,
} from "@/lib/upstream/wire";

/** The `Type` sent with course image uploads (spec §9: 1 for course images; the upstream ignores it). */
const COURSE_IMAGE_UPLOAD_TYPE = 1;

/** Reshapes a wire CourseVM into an {@link OnlineCourse} (price in USD, images as `/media/…` URLs). */
export function reshapeOnlineCourse(vm: CourseVM): OnlineCourse {
  return {
    ...reshapeCourseBase(vm, { image: "online-course", instructorImage: "online-instructor" }),
    price: vm.defaultPrice,
    start: vm.start ?? MISSING_DATE_TIME,
    end: vm.end ?? MISSING_DATE_TIME,
  };
}

/**
 * Every online course (price in USD). Public, cached (`tags.onlineCourses`).
 * Calls GET /api/OnlineCourses/GetAllOnlineCourses.
 * @throws UpstreamError on failure.
 */
export async function listOnlineCourses(): Promise<OnlineCourse[]> {
  return cachedRead(["listOnlineCourses"], [tags.onlineCourses], async () => {
    const list = await upstreamFetch({
      path: "/api/OnlineCourses/GetAllOnlineCourses",
      schema: z.array(courseVmSchema),
    });
    return list.map(reshapeOnlineCourse);
  });
}

/**
 * Reads GET /api/OnlineCourses/GetSingleCourse/{courseId}, mapping "not found" to null.
 * Why 500 counts as not found: the legacy answers 500 for an unknown id (contract §5.10); the
 * reference upstream answers 404.
 */
async function readSingleCourse(
  courseId: string,
  fetchCache?: { tags: string[]; revalidate: number },
) {
  const vm = await nullWhen([404, 500], () =>
    upstreamFetch({
      path: `/api/OnlineCourses/GetSingleCourse/${courseId}`,
      schema: courseVmSchema,
      next: fetchCache,
    }),
  );
  // The same route of the other controller serves on-demand courses too: those carry a package list.
  return vm && vm.packages == null ? vm : null;
}

/**
 * One online course (price in USD). Public, cached (`tags.onlineCourses`, `tags.onlineCourse(courseId)`).
 * Calls GET /api/OnlineCourses/GetSingleCourse/{courseId}.
 * @returns the course, or null when the id is not a Guid or names no online course.
 * @throws UpstreamError on any other failure.
 */
export async function getOnlineCourse(courseId: string): Promise<OnlineCourse | null> {
  if (!isGuid(courseId)) return null;
  return cachedRead(
    ["getOnlineCourse", courseId.toLowerCase()],
    [tags.onlineCourses, tags.onlineCourse(courseId)],
    async () => {
      const vm = await readSingleCourse(courseId);
      return vm ? reshapeOnlineCourse(vm) : null;
    },
  );
}

/**
 * The stored record of an online course: adds `objectives` and `link`, has no images.
 * Calls GET /api/OnlineCourses/{courseId}. Pass the session's `token` when there is one (never
 * cached then); without one the read is cached (`tags.onlineCourse(courseId)`).
 * @returns the record (price in USD), or null when unknown or the id is not a Guid.
 * @throws UpstreamError on any other failure.
 */
export async function getOnlineCourseRecord(
  courseId: string,
  token?: string,
): Promise<OnlineCourseRecord | null> {
  if (!isGuid(courseId)) return null;
  const read = () =>
    nullWhen([404], async () => {
      const dto = await upstreamFetch({
        path: `/api/OnlineCourses/${courseId}`,
        schema: onlineCourseDtoSchema,
        token,
      });
      return {
        ...reshapeCourseRecordBase(dto),
        link: dto.link ?? null,
        price: dto.defaultPrice,
        start: dto.start,
        end: dto.end,
      };
    });
  if (token) return read();
  return cachedRead(
    ["getOnlineCourseRecord", courseId.toLowerCase()],
    [tags.onlineCourses, tags.onlineCourse(courseId)],
    read,
  );
}

/**
 * The raw base64 images of one online course. **For the `/media` route handler only**: nothing
 * else may pass base64 on. Public, fetch-cached (`tags.onlineCourse(courseId)`).
 * Calls GET /api/OnlineCourses/GetSingleCourse/{courseId}.
 * @returns `{ image, instructorImage }` (base64 or null), or null when the course is unknown.
 * @throws UpstreamError on any other failure.
 */
export async function getOnlineCourseImages(
  courseId: string,
): Promise<{ image: string | null; instructorImage: string | null } | null> {
  if (!isGuid(courseId)) return null;
  const vm = await readSingleCourse(
    courseId,
    catalogueFetchCache([tags.onlineCourses, tags.onlineCourse(courseId)]),
  );
  return vm
    ? { image: vm.imageBytes ?? null, instructorImage: vm.intructorImageBytes ?? null }
    : null;
}

/** Input of {@link createOnlineCourse} and {@link updateOnlineCourse}. */
export interface OnlineCourseInput {
  name: string;
  description: string;
  /** Price in USD before discount. */
  price: number;
  /** Discount in percent (0 = none); `hasDiscount` is derived as `discount > 0`. */
  discount: number;
  /** Number of lectures (at least 1), sent as text as the upstream stores it. */
  hours: number | string;
  instructorName: string;
  instructorDescription: string;
  /** `YYYY-MM-DD` or a naive `YYYY-MM-DDTHH:mm[:ss]` (no offset: the upstream stores clock time). */
  start: NaiveDateTime;
  /** As `start`; must not be before it. */
  end: NaiveDateTime;
  /** On update, left out = keep the stored value. */
  objectives?: string;
  /** The live-session link; on update, left out = keep the stored value. */
  link?: string;
}

function onlineCourseBody(input: OnlineCourseInput) {
  return {
    name: input.name,
    description: input.description,
    defaultPrice: input.price,
    discount: input.discount,
    hasDiscount: input.discount > 0,
    hours: String(input.hours),
    intructorName: input.instructorName,
    intructorDescription: input.instructorDescription,
    start: input.start,
    end: input.end,
  };
}

/**
 * Creates an online course (then upload its images). Admin token. Calls POST /api/OnlineCourses.
 * Invalidate `tagsTouchedBy.onlineCourse(id)`.
 * @returns the new course id (Guid).
 * @throws UpstreamError: 400 "Invalid Date Values" when start is after end; others on failure.
 */
export async function createOnlineCourse(input: OnlineCourseInput, token: string): Promise<string> {
  const created = await upstreamFetch({
    method: "POST",
    path: "/api/OnlineCourses",
    body: {
      ...onlineCourseBody(input),
      objectives: input.objectives ?? null,
      link: input.link ?? null,
    },
    schema: createdCourseSchema,
    token,
  });
  return created.courseId;
}

/**
 * Updates an online course. Admin token. Calls PUT /api/OnlineCourses/{courseId}; when `objectives`
 * or `link` is left out, first GET /api/OnlineCourses/{courseId}, because the PUT overwrites both
 * with whatever is sent (null included). Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export async function updateOnlineCourse(
  courseId: string,
  input: OnlineCourseInput,
  token: string,
): Promise<void> {
  assertId("guid", courseId, "PUT /api/OnlineCourses/{courseId}");
  let { objectives, link } = input;
  if (objectives === undefined || link === undefined) {
    const current = await upstreamFetch({
      path: `/api/OnlineCourses/${courseId}`,
      schema: onlineCourseDtoSchema,
      token,
    });
    objectives ??= current.objectives ?? undefined;
    link ??= current.link ?? undefined;
  }
  await upstreamFetch({
    method: "PUT",
    path: `/api/OnlineCourses/${courseId}`,
    body: { ...onlineCourseBody(input), objectives: objectives ?? null, link: link ?? null },
    token,
  });
}

/**
 * Deletes an online course. Admin token. Calls DELETE /api/OnlineCourses/{courseId}.
 * Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export async function deleteOnlineCourse(courseId: string, token: string): Promise<void> {
  assertId("guid", courseId, "DELETE /api/OnlineCourses/{courseId}");
  await upstreamFetch({ method: "DELETE", path: `/api/OnlineCourses/${courseId}`, token });
}

/**
 * Replaces the course image. Admin token. Calls POST /api/OnlineCourses/UploadCourseImage/{courseId}
 * (multipart `File` + `Type`). Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export async function uploadOnlineCourseImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  assertId("guid", courseId, "POST /api/OnlineCourses/UploadCourseImage/{courseId}");
  await upstreamFetch({
    method: "POST",
    path: `/api/OnlineCourses/UploadCourseImage/${courseId}`,
    body: uploadForm(file, COURSE_IMAGE_UPLOAD_TYPE),
    token,
  });
}

/**
 * Replaces the instructor image. Admin token.
 * Calls POST /api/OnlineCourses/UploadInstructorImage/{courseId} (multipart `File` + `Type`).
 * Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export async function uploadOnlineInstructorImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  assertId("guid", courseId, "POST /api/OnlineCourses/UploadInstructorImage/{courseId}");
  await upstreamFetch({
    method: "POST",
    path: `/api/OnlineCourses/UploadInstructorImage/${courseId}`,
    body: uploadForm(file, COURSE_IMAGE_UPLOAD_TYPE),
    token,
  });
}
