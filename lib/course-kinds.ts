/*
 * The two course kinds (online and on-demand) and the admin addresses of each, in one client-safe
 * place: the upstream client, the admin pages, the course form and the route handlers all take a
 * `CourseKind` instead of being written twice.
 */

import type { Route } from "next";
import { hrefFor, type HrefExtra } from "@/lib/routes/manifest";

/** The course kinds, as written in the admin route handlers' `[kind]` segment. */
const courseKinds = ["online", "on-demand"] as const;

/** `"online"` (live, dated, priced in USD) or `"on-demand"` (videos, sold as EGP packages). */
export type CourseKind = (typeof courseKinds)[number];

/** The two images of a course, as written in the change-image route's `[slot]` segment. */
const courseImageSlots = ["course", "instructor"] as const;

/** `"course"` (the course photo) or `"instructor"` (the instructor's photo). */
export type CourseImageSlot = (typeof courseImageSlots)[number];

/** True when `value` is a {@link CourseKind} (e.g. a URL segment). */
export function isCourseKind(value: unknown): value is CourseKind {
  return typeof value === "string" && (courseKinds as readonly string[]).includes(value);
}

/** True when `value` is a {@link CourseImageSlot} (e.g. a URL segment). */
export function isCourseImageSlot(value: unknown): value is CourseImageSlot {
  return typeof value === "string" && (courseImageSlots as readonly string[]).includes(value);
}

/** The admin and public addresses of one course kind (spec §2 spellings, typos included). */
export interface CourseKindRoutes {
  /** Human name of the kind, e.g. "online course". */
  label: string;
  /** The create page, e.g. `/createOnDemanCourse` (spec spelling). */
  create: Route;
  /** The manage table. */
  manage: Route;
  /** The edit page of one course. */
  edit: (courseId: string, extra?: HrefExtra) => Route;
  /** The public details page of one course. */
  details: (courseId: string) => Route;
  /** The create route handler (multipart POST). */
  createApi: string;
  /** The change-image route handler of one image of one course (multipart POST). */
  imageApi: (courseId: string, slot: CourseImageSlot) => string;
}

/** The admin route handlers of a kind: `/api/admin/courses/{kind}` and its change-image routes. */
function adminApisOf(kind: CourseKind): Pick<CourseKindRoutes, "createApi" | "imageApi"> {
  return {
    createApi: hrefFor("/api/admin/courses/[kind]", { kind }),
    imageApi: (id, slot) =>
      hrefFor("/api/admin/courses/[kind]/[id]/image/[slot]", { kind, id, slot }),
  };
}

/** The addresses of each kind (pages checked against the route manifest). */
export const courseRoutes: Record<CourseKind, CourseKindRoutes> = {
  online: {
    label: "online course",
    create: hrefFor("/createOnlineCourse"),
    manage: hrefFor("/manageOnlineCourses"),
    edit: (id, extra) => hrefFor("/editOnlineCourse/[id]", { id }, extra),
    details: (id) => hrefFor("/onlineCourseDetails/[id]", { id }),
    ...adminApisOf("online"),
  },
  "on-demand": {
    label: "on-demand course",
    create: hrefFor("/createOnDemanCourse"),
    manage: hrefFor("/manageOnDemandCourses"),
    edit: (id, extra) => hrefFor("/editOnDemandCourse/[id]", { id }, extra),
    details: (id) => hrefFor("/onDemandCourseDetails/[id]", { id }),
    ...adminApisOf("on-demand"),
  },
};

/** Where an on-demand course's packages are managed (`?add=1` opens the add dialog there). */
export function managePackagesPath(courseId: string, openAdd = false): Route {
  return hrefFor(
    "/managePackages/[id]",
    { id: courseId },
    { query: { add: openAdd ? 1 : undefined } },
  );
}

/** Where an on-demand course's enrolments are managed. */
export function manageEnrollmentsPath(courseId: string): Route {
  return hrefFor("/ManageOnDemandCoursesEnrollments/[id]", { id: courseId });
}

/** Where an online course's live sessions are managed (add, edit, reorder, threshold). */
export function manageLiveSessionsPath(courseId: string): Route {
  return hrefFor("/manageLiveSessions/[id]", { id: courseId });
}

/** Where an online course's class list and attendance are managed. */
export function manageClassListPath(courseId: string): Route {
  return hrefFor("/ManageOnlineCourseEnrollments/[id]", { id: courseId });
}

/** Where a course's quizzes and final exam are managed (either kind of course). */
export function manageAssessmentsPath(courseId: string): Route {
  return hrefFor("/manageAssessments/[courseId]", { courseId });
}

/**
 * Where one assessment's questions are managed; `preview` shows them as a student sees them
 * (`?view=preview`).
 */
export function manageAssessmentPath(
  courseId: string,
  assessmentId: string,
  view?: "preview",
): Route {
  return hrefFor(
    "/manageAssessments/[courseId]/[assessmentId]",
    { courseId, assessmentId },
    { query: { view } },
  );
}
