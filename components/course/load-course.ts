import "server-only";
import { cache } from "react";
import type { CourseKind } from "@/lib/course-kinds";
import { getCourse, listCourses, type CourseOfKind } from "@/lib/upstream/courses";
import type { OnDemandCourse, OnlineCourse } from "@/lib/upstream/types";
import { failPublicRead, logUpstreamFailure } from "@/lib/upstream-failure";

/** A details page's course read: found, unknown (show not-found) or failed (show the spec text). */
export type CourseLoad<T> =
  { status: "found"; course: T } | { status: "missing" } | { status: "failed" };

async function load<T>(what: string, read: () => Promise<T | null>): Promise<CourseLoad<T>> {
  try {
    const course = await read();
    return course ? { status: "found", course } : { status: "missing" };
  } catch (error) {
    logUpstreamFailure(error, `${what}: course read failed`);
    return { status: "failed" };
  }
}

/**
 * One online course for its details page and metadata, read once per request (the read itself is
 * the cached public catalogue read). Unknown and malformed ids are "missing".
 */
export const loadOnlineCourse = cache((id: string): Promise<CourseLoad<OnlineCourse>> =>
  load("onlineCourseDetails", () => getCourse("online", id)),
);

/** One on-demand course with packages and sections, as {@link loadOnlineCourse}. */
export const loadOnDemandCourse = cache((id: string): Promise<CourseLoad<OnDemandCourse>> =>
  load("onDemandCourseDetails", () => getCourse("on-demand", id)),
);

/**
 * Every course of a kind for its public list page (`page`: the route's name, for the log). The
 * read is the cached public catalogue read.
 * @throws PageUnavailableError when the upstream fails (logged): the page's "unavailable" answer.
 */
export async function loadCourseList<K extends CourseKind>(
  kind: K,
  page: string,
): Promise<CourseOfKind[K][]> {
  try {
    return await listCourses(kind);
  } catch (error) {
    failPublicRead(error, page, `${page}: list failed`);
  }
}
