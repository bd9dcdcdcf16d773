import { log } from "@/lib/log";
import "server-only";
import { cache } from "react";
import { unstable_rethrow } from "next/navigation";
import type { CourseKind } from "@/lib/course-kinds";
import { PageUnavailableError } from "@/lib/page-failure";
import { UpstreamError } from "@/lib/upstream/client";
import { getCourse, listCourses, type CourseOfKind } from "@/lib/upstream/courses";
import type { OnDemandCourse, OnlineCourse } from "@/lib/upstream/types";
import { logUpstreamFailure } from "@/lib/upstream-failure";

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
    // Next's own control flow (a request-time bail-out, not-found) is not a failure.
    unstable_rethrow(error);
    log.error(
      error instanceof UpstreamError
        ? { endpoint: error.endpoint, upstreamStatus: error.status }
        : { err: error },
      `${page}: list failed`,
    );
    throw new PageUnavailableError(page);
  }
}
