import "server-only";
import { cache } from "react";
import type { CourseKind } from "@/lib/course-kinds";
import { getCourse, listCourses, type CourseOfKind } from "@/lib/upstream/courses";
import type { OnDemandCourse, OnlineCourse } from "@/lib/upstream/types";
import type { Session } from "@/lib/auth/guards";
import { readDraftPreview } from "@/lib/draft-preview";
import { failPublicRead, logUpstreamFailure } from "@/lib/upstream-failure";

/**
 * A details page's course read: found, unknown (show not-found) or failed (show the spec text).
 * `isDraft`: a draft an admin previews (extension "Publishing"), unknown to anyone else.
 */
export type CourseLoad<T> =
  { status: "found"; course: T; isDraft?: boolean } | { status: "missing" } | { status: "failed" };

async function load<T>(
  session: Session | null,
  what: string,
  read: (token?: string) => Promise<T | null>,
): Promise<CourseLoad<T>> {
  try {
    const course = await read();
    if (course) return { status: "found", course };
    const draft = await readDraftPreview(session, (token) => read(token));
    return draft ? { status: "found", course: draft, isDraft: true } : { status: "missing" };
  } catch (error) {
    logUpstreamFailure(error, `${what}: course read failed`);
    return { status: "failed" };
  }
}

/**
 * One online course for its details page and metadata, read once per request (the read itself is
 * the cached public catalogue read). Unknown and malformed ids are "missing"; so is a draft,
 * except to an admin, who previews it (read again with the admin's token, never cached).
 * `session`: the page's reader (`viewerOf(mode)`; null for a visitor and in the shared document).
 */
export const loadOnlineCourse = cache(
  (session: Session | null, id: string): Promise<CourseLoad<OnlineCourse>> =>
    load(session, "onlineCourseDetails", (token) => getCourse("online", id, token)),
);

/** One on-demand course with packages and sections, as {@link loadOnlineCourse}. */
export const loadOnDemandCourse = cache(
  (session: Session | null, id: string): Promise<CourseLoad<OnDemandCourse>> =>
    load(session, "onDemandCourseDetails", (token) => getCourse("on-demand", id, token)),
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
