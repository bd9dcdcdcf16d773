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
  type OnlineCourseInput,
} from "@/lib/upstream/courses";
import type { OnlineCourse, OnlineCourseRecord } from "@/lib/upstream/types";

/*
 * The online course controller (contract §3.4) under its own names. Everything is done by
 * `courses.ts`, which takes the kind; what is online only lives there in one branch: price (USD),
 * start and end on reads and writes, `objectives` and `link` resent on update.
 */

export { reshapeOnlineCourse, type OnlineCourseInput } from "@/lib/upstream/courses";

/**
 * Every online course (price in USD). Public, cached (`tags.onlineCourses`).
 * Calls GET /api/OnlineCourses/GetAllOnlineCourses.
 * @throws UpstreamError on failure.
 */
export function listOnlineCourses(): Promise<OnlineCourse[]> {
  return listCourses("online");
}

/**
 * One online course (price in USD). Public, cached (`tags.onlineCourses`, `tags.onlineCourse(courseId)`).
 * Calls GET /api/OnlineCourses/GetSingleCourse/{courseId}.
 * @returns the course, or null when the id is not a Guid or names no online course.
 * @throws UpstreamError on any other failure.
 */
export function getOnlineCourse(courseId: string): Promise<OnlineCourse | null> {
  return getCourse("online", courseId);
}

/**
 * The stored record of an online course: adds `objectives` and `link`, has no images.
 * Calls GET /api/OnlineCourses/{courseId}; `token` as in `getCourseRecord`.
 * @returns the record (price in USD), or null when unknown or the id is not a Guid.
 * @throws UpstreamError on any other failure.
 */
export function getOnlineCourseRecord(
  courseId: string,
  token?: string,
): Promise<OnlineCourseRecord | null> {
  return getCourseRecord("online", courseId, token);
}

/**
 * The raw base64 images of one online course. **For the `/media` route handler only**.
 * Calls GET /api/OnlineCourses/GetSingleCourse/{courseId} (fetch-cached).
 * @returns `{ image, instructorImage }` (base64 or null), or null when the course is unknown.
 * @throws UpstreamError on any other failure.
 */
export function getOnlineCourseImages(
  courseId: string,
): Promise<{ image: string | null; instructorImage: string | null } | null> {
  return getCourseImages("online", courseId);
}

/**
 * Creates an online course. Admin token. Calls POST /api/OnlineCourses.
 * Invalidate `tagsTouchedBy.onlineCourse(id)`.
 * @returns the new course id (Guid).
 * @throws UpstreamError: 400 "Invalid Date Values" when start is after end; others on failure.
 */
export function createOnlineCourse(input: OnlineCourseInput, token: string): Promise<string> {
  return createCourse("online", input, token);
}

/**
 * Updates an online course, keeping the stored `objectives` and `link` unless given. Admin token.
 * Calls (GET and) PUT /api/OnlineCourses/{courseId}. Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export function updateOnlineCourse(
  courseId: string,
  input: OnlineCourseInput,
  token: string,
): Promise<void> {
  return updateCourse("online", courseId, input, token);
}

/**
 * Deletes an online course. Admin token. Calls DELETE /api/OnlineCourses/{courseId}.
 * Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export function deleteOnlineCourse(courseId: string, token: string): Promise<void> {
  return deleteCourse("online", courseId, token);
}

/**
 * Replaces the course image. Admin token. Calls POST /api/OnlineCourses/UploadCourseImage/{courseId}.
 * Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export function uploadOnlineCourseImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  return uploadCourseImage("online", "course", courseId, file, token);
}

/**
 * Replaces the instructor image. Admin token.
 * Calls POST /api/OnlineCourses/UploadInstructorImage/{courseId}.
 * Invalidate `tagsTouchedBy.onlineCourse(courseId)`.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export function uploadOnlineInstructorImage(
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  return uploadCourseImage("online", "instructor", courseId, file, token);
}
