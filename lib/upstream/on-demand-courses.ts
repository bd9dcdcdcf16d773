import "server-only";
import { z } from "zod";
import { upstreamFetch } from "@/lib/upstream/client";
import { reshapePackage } from "@/lib/upstream/packages";
import { reshapeSection } from "@/lib/upstream/sections";
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
import type { OnDemandCourse, OnDemandCourseRecord } from "@/lib/upstream/types";
import {
  courseVmSchema,
  createdCourseSchema,
  onDemandCourseDtoSchema,
  type CourseVM,
} from "@/lib/upstream/wire";

/** The `Type` sent with course image uploads (spec §9: 1 for course images; the upstream ignores it). */
const COURSE_IMAGE_UPLOAD_TYPE = 1;

/** Reshapes a wire CourseVM into an {@link OnDemandCourse} (images as `/media/…` URLs). */
export function reshapeOnDemandCourse(vm: CourseVM): OnDemandCourse {
  return {
    ...reshapeCourseBase(vm, {
      image: "on-demand-course",
      instructorImage: "on-demand-instructor",
    }),
    packages: (vm.packages ?? []).map(reshapePackage),
    sections: (vm.sections ?? []).map(reshapeSection),
  };
}

/**
 * Every on-demand course with its packages (EGP) and sections, including courses without packages
 * (the spec's "only courses with packages" rule is the caller's). Public, cached
 * (`tags.onDemandCourses`). Calls GET /api/OnDemandCourses/GetAllOnDemandCourses.
 * @throws UpstreamError on failure.
 */
export async function listOnDemandCourses(): Promise<OnDemandCourse[]> {
  return cachedRead(["listOnDemandCourses"], [tags.onDemandCourses], async () => {
    const list = await upstreamFetch({
      path: "/api/OnDemandCourses/GetAllOnDemandCourses",
      schema: z.array(courseVmSchema),
    });
    return list.map(reshapeOnDemandCourse);
  });
}

/**
 * Reads GET /api/OnDemandCourses/GetSingleCourse/{courseId}, mapping "not found" to null.
 * Why 500 counts as not found: the legacy's 404 branch is unreachable and an unknown id answers
 * 500 (contract §5.10); the reference upstream answers 404.
 */
async function readSingleCourse(
  courseId: string,
  fetchCache?: { tags: string[]; revalidate: number },
) {
  const vm = await nullWhen([404, 500], () =>
    upstreamFetch({
      path: `/api/OnDemandCourses/GetSingleCourse/${courseId}`,
      schema: courseVmSchema,
      next: fetchCache,
    }),
  );
  // The same route of the other controller serves online courses too: those have no package list.
  return vm && vm.packages != null ? vm : null;
}

/**
 * One on-demand course with its packages (EGP) and sections (without videos). Public, cached
 * (`tags.onDemandCourses`, `tags.onDemandCourse(courseId)`).
 * Calls GET /api/OnDemandCourses/GetSingleCourse/{courseId}.
 * @returns the course, or null when the id is not a Guid or names no on-demand course.
 * @throws UpstreamError on any other failure.
 */
export async function getOnDemandCourse(courseId: string): Promise<OnDemandCourse | null> {
  if (!isGuid(courseId)) return null;
  return cachedRead(
    ["getOnDemandCourse", courseId.toLowerCase()],
    [tags.onDemandCourses, tags.onDemandCourse(courseId)],
    async () => {
      const vm = await readSingleCourse(courseId);
      return vm ? reshapeOnDemandCourse(vm) : null;
    },
  );
}

/**
 * The stored record of an on-demand course: adds `objectives`, has no images and no packages.
 * Calls GET /api/OnDemandCourses/{courseId}. Pass the session's `token` when there is one (never
 * cached then); without one the read is cached (`tags.onDemandCourse(courseId)`).
 * @returns the record, or null when unknown or the id is not a Guid.
 * @throws UpstreamError on any other failure.
 */
export async function getOnDemandCourseRecord(
  courseId: string,
  token?: string,
): Promise<OnDemandCourseRecord | null> {
  if (!isGuid(courseId)) return null;
  const read = () =>
    nullWhen([404], async () => {
      const dto = await upstreamFetch({
        path: `/api/OnDemandCourses/${courseId}`,
        schema: onDemandCourseDtoSchema,
        token,
      });
      return {
        ...reshapeCourseRecordBase(dto),
        sections: (dto.sections ?? []).map(reshapeSection),
      };
    });
  if (token) return read();
  return cachedRead(
    ["getOnDemandCourseRecord", courseId.toLowerCase()],
    [tags.onDemandCourses, tags.onDemandCourse(courseId)],
    read,
  );
}

/**
 * The raw base64 images of one on-demand course. **For the `/media` route handler only**: nothing
 * else may pass base64 on. Public, fetch-cached (`tags.onDemandCourse(courseId)`).
 * Calls GET /api/OnDemandCourses/GetSingleCourse/{courseId}.
 * @returns `{ image, instructorImage }` (base64 or null), or null when the course is unknown.
 * @throws UpstreamError on any other failure.
 */
export async function getOnDemandCourseImages(
  courseId: string,
): Promise<{ image: string | null; instructorImage: string | null } | null> {
  if (!isGuid(courseId)) return null;
  const vm = await readSingleCourse(
    courseId,
    catalogueFetchCache([tags.onDemandCourses, tags.onDemandCourse(courseId)]),
  );
  return vm
    ? { image: vm.imageBytes ?? null, instructorImage: vm.intructorImageBytes ?? null }
    : null;
}

/** Input of {@link createOnDemandCourse} and {@link updateOnDemandCourse}. */
export interface OnDemandCourseInput {
  name: string;
  description: string;
  /** Total hours (at least 1), sent as text as the upstream stores it. */
  hours: number | string;
  /** Discount in percent (0 = none); `hasDiscount` is derived as `discount > 0`. */
  discount: number;
  instructorName: string;
  instructorDescription: string;
  /** Only stored on create (the update endpoint cannot change it). */
  objectives?: string;
}

function onDemandCourseBody(input: OnDemandCourseInput) {
  return {
    name: input.name,
    description: input.description,
    // The upstream requires `price` but never stores it: on-demand prices live on packages (EGP).
    price: 0,
    discount: input.discount,
    hasDiscount: input.discount > 0,
    hours: String(input.hours),
    intructorName: input.instructorName,
    intructorDescription: input.instructorDescription,
  };
}

/**
 * Creates an on-demand course (then upload its images; it is listed publicly once it has a
 * package). Admin token. Calls POST /api/OnDemandCourses. Invalidate `tagsTouchedBy.onDemandCourse(id)`.
 * @returns the new course id (Guid).
 * @throws UpstreamError on failure.
 */
export async function createOnDemandCourse(
  input: OnDemandCourseInput,
  token: string,
): Promise<string> {
  const created = await upstreamFetch({
    method: "POST",
    path: "/api/OnDemandCourses",
    body: { ...onDemandCourseBody(input), objectives: input.objectives ?? null },
    schema: createdCourseSchema,
    token,
  });
  return created.courseId;
}

/**
 * Updates an on-demand course's fields. Admin token. Calls GET /api/OnDemandCourses/{courseId},
 * then PUT /api/OnDemandCourses/{courseId}.
 * Why the read first: the PUT requires `enrollments` and writes it over the stored enrolment
 * counter, so the current counter is read and sent back unchanged.
 * Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export async function updateOnDemandCourse(
  courseId: string,
  input: OnDemandCourseInput,
  token: string,
): Promise<void> {
  const endpoint = "PUT /api/OnDemandCourses/{courseId}";
  assertId("guid", courseId, endpoint);
  const current = await upstreamFetch({
    path: `/api/OnDemandCourses/${courseId}`,
    schema: onDemandCourseDtoSchema,
    token,
  });
  await upstreamFetch({
    method: "PUT",
    path: `/api/OnDemandCourses/${courseId}`,
    body: { ...onDemandCourseBody(input), enrollments: current.enrollments },
    token,
  });
}

/**
 * Deletes an on-demand course with its sections, videos, packages and enrolments. Admin token.
 * Calls DELETE /api/OnDemandCourses/{courseId}. Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export async function deleteOnDemandCourse(courseId: string, token: string): Promise<void> {
  assertId("guid", courseId, "DELETE /api/OnDemandCourses/{courseId}");
  await upstreamFetch({ method: "DELETE", path: `/api/OnDemandCourses/${courseId}`, token });
}

/**
 * Replaces the course image. Admin token. Calls POST /api/OnDemandCourses/UploadCourseImage/{courseId}
 * (multipart `File` + `Type`). Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export async function uploadOnDemandCourseImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  assertId("guid", courseId, "POST /api/OnDemandCourses/UploadCourseImage/{courseId}");
  await upstreamFetch({
    method: "POST",
    path: `/api/OnDemandCourses/UploadCourseImage/${courseId}`,
    body: uploadForm(file, COURSE_IMAGE_UPLOAD_TYPE),
    token,
  });
}

/**
 * Replaces the instructor image. Admin token.
 * Calls POST /api/OnDemandCourses/UploadInstructorImage/{courseId} (multipart `File` + `Type`).
 * Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export async function uploadOnDemandInstructorImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  assertId("guid", courseId, "POST /api/OnDemandCourses/UploadInstructorImage/{courseId}");
  await upstreamFetch({
    method: "POST",
    path: `/api/OnDemandCourses/UploadInstructorImage/${courseId}`,
    body: uploadForm(file, COURSE_IMAGE_UPLOAD_TYPE),
    token,
  });
}
