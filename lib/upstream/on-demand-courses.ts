import "server-only";
import {
  createCourse,
  deleteCourse,
  getCourse,
  getCourseImages,
  getCourseRecord,
  listCourses,
  updateCourse,
  uploadCourseImage,
  type OnDemandCourseInput,
} from "@/lib/upstream/courses";
import type { OnDemandCourse, OnDemandCourseRecord } from "@/lib/upstream/types";

/*
 * The on-demand course controller (contract §3.3) under its own names. Everything is done by
 * `courses.ts`, which takes the kind; what is on-demand only lives there in one branch: packages
 * and sections on reads, `price` 0 on writes, the enrolment counter resent on update.
 */

export { reshapeOnDemandCourse, type OnDemandCourseInput } from "@/lib/upstream/courses";

/**
 * Every on-demand course with its packages (EGP) and sections, including courses without packages
 * (the spec's "only courses with packages" rule is the caller's). Public, cached
 * (`tags.onDemandCourses`). Calls GET /api/OnDemandCourses/GetAllOnDemandCourses.
 * @throws UpstreamError on failure.
 */
export function listOnDemandCourses(): Promise<OnDemandCourse[]> {
  return listCourses("on-demand");
}

/**
 * One on-demand course with its packages (EGP) and sections (without videos). Public, cached
 * (`tags.onDemandCourses`, `tags.onDemandCourse(courseId)`).
 * Calls GET /api/OnDemandCourses/GetSingleCourse/{courseId}.
 * @returns the course, or null when the id is not a Guid or names no on-demand course.
 * @throws UpstreamError on any other failure.
 */
export function getOnDemandCourse(courseId: string): Promise<OnDemandCourse | null> {
  return getCourse("on-demand", courseId);
}

/**
 * The stored record of an on-demand course: adds `objectives`, has no images and no packages.
 * Calls GET /api/OnDemandCourses/{courseId}; `token` as in `getCourseRecord`.
 * @returns the record, or null when unknown or the id is not a Guid.
 * @throws UpstreamError on any other failure.
 */
export function getOnDemandCourseRecord(
  courseId: string,
  token?: string,
): Promise<OnDemandCourseRecord | null> {
  return getCourseRecord("on-demand", courseId, token);
}

/**
 * The raw base64 images of one on-demand course. **For the `/media` route handler only**.
 * Calls GET /api/OnDemandCourses/GetSingleCourse/{courseId} (fetch-cached).
 * @returns `{ image, instructorImage }` (base64 or null), or null when the course is unknown.
 * @throws UpstreamError on any other failure.
 */
export function getOnDemandCourseImages(
  courseId: string,
): Promise<{ image: string | null; instructorImage: string | null } | null> {
  return getCourseImages("on-demand", courseId);
}

/**
 * Creates an on-demand course. Admin token. Calls POST /api/OnDemandCourses.
 * Invalidate `tagsTouchedBy.onDemandCourse(id)`.
 * @returns the new course id (Guid).
 * @throws UpstreamError on failure.
 */
export function createOnDemandCourse(input: OnDemandCourseInput, token: string): Promise<string> {
  return createCourse("on-demand", input, token);
}

/**
 * Updates an on-demand course's fields, keeping the stored enrolment counter. Admin token.
 * Calls GET then PUT /api/OnDemandCourses/{courseId}. Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export function updateOnDemandCourse(
  courseId: string,
  input: OnDemandCourseInput,
  token: string,
): Promise<void> {
  return updateCourse("on-demand", courseId, input, token);
}

/**
 * Deletes an on-demand course with its sections, videos, packages and enrolments. Admin token.
 * Calls DELETE /api/OnDemandCourses/{courseId}. Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export function deleteOnDemandCourse(courseId: string, token: string): Promise<void> {
  return deleteCourse("on-demand", courseId, token);
}

/**
 * Replaces the course image. Admin token. Calls POST /api/OnDemandCourses/UploadCourseImage/{courseId}.
 * Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export function uploadOnDemandCourseImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  return uploadCourseImage("on-demand", "course", courseId, file, token);
}

/**
 * Replaces the instructor image. Admin token.
 * Calls POST /api/OnDemandCourses/UploadInstructorImage/{courseId}.
 * Invalidate `tagsTouchedBy.onDemandCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export function uploadOnDemandInstructorImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  return uploadCourseImage("on-demand", "instructor", courseId, file, token);
}
