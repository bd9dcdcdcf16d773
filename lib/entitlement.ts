import "server-only";
import { hrefFor } from "@/lib/routes/manifest";
import { cache } from "react";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { addCalendarMonths, parseNaiveDateTime } from "@/lib/dates";
import { listStudentEnrollments } from "@/lib/upstream/enrollments";
import { getVideo, listSectionVideos } from "@/lib/upstream/sections";
import type { CoursePackage, Enrollment, SectionVideo } from "@/lib/upstream/types";
import { parseVideoEmbed, type VideoEmbed } from "@/lib/video-embed";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/*
 * Who may watch an on-demand course's videos (spec §4, ARCHITECTURE rule 7): an admin, or a
 * student with an enrolment in the course that has not run out; anyone, the videos the upstream
 * marks as free previews (upstream/EXTENSIONS.md). The upstream's own check
 * (CheckEnrollment, and the videoUrl it hands to enrolled students) ignores expiry (contract §5.4:
 * enrolments never expire there), so expiry is decided here and nowhere else.
 */

/**
 * The end of access for an enrolment: `startDate` plus the package's `months` as calendar months
 * (UTC; 31 January + 1 month = end of February).
 */
export function accessEndDate(startDate: Date, months: number): Date {
  return addCalendarMonths(startDate, months);
}

/**
 * Whether an enrolment still gives access at `now`: it has a start date and a package duration
 * (months), and `now` is before start + months.
 * Fails closed: an enrolment without a start date (the legacy's `0001-01-01`) or without a
 * package has no known end, so it gives no access.
 */
export function isAccessActive(
  enrollment: { startDate: string | null; months: number | null },
  now: Date,
): boolean {
  if (!enrollment.startDate || enrollment.months === null || enrollment.months <= 0) return false;
  const start = parseNaiveDateTime(enrollment.startDate);
  if (!start) return false;
  return now.getTime() < accessEndDate(start, enrollment.months).getTime();
}

/** What a student's enrolments say about one course. */
export interface EnrollmentStanding {
  /** An enrolment row for the course exists (active or not). */
  isEnrolled: boolean;
  /** At least one of those enrolments is still running at `now`. */
  isActive: boolean;
  /** The latest access end among the course's enrolments, or null when none is known. */
  accessEndsAt: Date | null;
}

/**
 * Pure: the standing of a student in `courseId` from their enrolments. The package duration
 * (months) comes from the enrolment's package, or from `coursePackages` by `packageId` when the
 * enrolment arrives without it. Duplicate enrolments (the upstream allows them) count when any is active.
 */
export function enrollmentStanding(
  enrollments: Enrollment[],
  courseId: string,
  now: Date,
  coursePackages: CoursePackage[] = [],
): EnrollmentStanding {
  const wanted = courseId.toLowerCase();
  const mine = enrollments.filter((enrollment) => enrollment.courseId.toLowerCase() === wanted);
  let accessEndsAt: Date | null = null;
  let isActive = false;
  for (const enrollment of mine) {
    const months =
      enrollment.package?.durationMonths ??
      coursePackages.find((pkg) => pkg.id.toLowerCase() === enrollment.packageId?.toLowerCase())
        ?.durationMonths ??
      null;
    if (isAccessActive({ startDate: enrollment.startDate, months }, now)) isActive = true;
    const start = enrollment.startDate ? parseNaiveDateTime(enrollment.startDate) : null;
    if (start && months !== null && months > 0) {
      const end = accessEndDate(start, months);
      if (!accessEndsAt || end > accessEndsAt) accessEndsAt = end;
    }
  }
  return { isEnrolled: mine.length > 0, isActive, accessEndsAt };
}

/** The current viewer's entitlement to one on-demand course. Holds no token: safe to pass around. */
export interface CourseEntitlement {
  /** True for an admin, or a student whose enrolment in the course is active. */
  canWatch: boolean;
  /** The viewer's role, or null for a visitor. */
  role: "Admin" | "Student" | null;
  /** A student's enrolment in the course exists but has run out. */
  isExpired: boolean;
  /** The enrolment read failed (show 'Failed to Get Student Enrollment'); `canWatch` is false then. */
  hasFailed: boolean;
}

const visitor: CourseEntitlement = {
  canWatch: false,
  role: null,
  isExpired: false,
  hasFailed: false,
};

/**
 * The `session`'s student's own enrolments, read once per request and session (React `cache()`,
 * keyed by the session object) with their token: GET /api/Students/Enrollements/{studentId}.
 * Never cached across requests or users.
 * @returns the enrolments, or "failed" when the upstream failed.
 */
const readOwnEnrollments = cache(async (session: Session): Promise<Enrollment[] | "failed"> => {
  if (session.role !== "Student") return [];
  try {
    return await withSessionToken(session, (token) =>
      listStudentEnrollments(session.userId, token),
    );
  } catch (error) {
    logUpstreamFailure(error, "entitlement: enrolments failed");
    return "failed";
  }
});

/**
 * The `session`'s entitlement to an on-demand course (null: a visitor, or the shared document),
 * from the session's own user id (never one from the request). Admin: entitled without an upstream call. Student: their enrolments are
 * read with their token (GET /api/Students/Enrollements/{studentId}, once per request) and
 * checked for expiry. Pass the course's packages so an enrolment without its package inlined can
 * still be timed.
 * @throws Next's redirect to /login when the upstream rejects the session's token (401).
 */
export async function getCourseEntitlement(
  session: Session | null,
  courseId: string,
  coursePackages: CoursePackage[] = [],
): Promise<CourseEntitlement> {
  if (!session) return visitor;
  if (session.role === "Admin")
    return { canWatch: true, role: "Admin", isExpired: false, hasFailed: false };
  const enrollments = await readOwnEnrollments(session);
  if (enrollments === "failed")
    return { canWatch: false, role: "Student", isExpired: false, hasFailed: true };
  const standing = enrollmentStanding(enrollments, courseId, new Date(), coursePackages);
  return {
    canWatch: standing.isActive,
    role: "Student",
    isExpired: standing.isEnrolled && !standing.isActive,
    hasFailed: false,
  };
}

/** The outcome of asking to play one video of a course. */
export type VideoAccess =
  | { status: "playable"; videoId: number; title: string; embed: VideoEmbed }
  /** The viewer may not watch this video (not a preview, not entitled): show 'Please Buy The Course First'. */
  | { status: "not-entitled" }
  /** No such video in this course. */
  | { status: "not-found" }
  /** The stored source is not an allowed player address: nothing can be shown. */
  | { status: "unplayable"; videoId: number; title: string }
  /** The upstream failed. */
  | { status: "failed" };

/** The playable (or unplayable) outcome for a video whose address the viewer may have. */
function accessTo(video: SectionVideo): VideoAccess {
  const embed = parseVideoEmbed(video.videoUrl);
  if (!embed) return { status: "unplayable", videoId: video.id, title: video.title };
  return { status: "playable", videoId: video.id, title: video.title, embed };
}

/**
 * A free preview of the course for a viewer who is not entitled: the video is looked up in the
 * course's own sections through the public, cached lists (GET
 * /api/Sections/GetVideosToSection/{sectionId}, no token: keyed by the course's section ids, never
 * by the id from the URL), and played only when the upstream itself marks it `isPreview`.
 * Security boundary: a legacy upstream hands every address to anyone but marks none, so there
 * nothing plays for a viewer who has not paid, as before.
 */
async function previewAccess(sections: { id: string }[], videoId: number): Promise<VideoAccess> {
  let lists;
  try {
    lists = await Promise.all(sections.map((section) => listSectionVideos(section.id)));
  } catch (error) {
    logUpstreamFailure(error, "entitlement: preview read failed");
    return { status: "failed" };
  }
  const video = lists.flat().find((candidate) => candidate.id === videoId);
  if (!video?.isPreview || !video.videoUrl) return { status: "not-entitled" };
  return accessTo(video);
}

/**
 * Looks up one video of an on-demand course for `session`'s reader (null: a visitor, or the
 * shared document). For an entitled viewer the
 * embed address is read (GET /api/Sections/GetSingleVideoToSecion/videoId?videoId={id}, with the
 * session's token) only after the entitlement check passed, so a viewer who may not watch never
 * causes a paid address to be fetched or rendered; anyone else may play the course's free
 * previews only (see {@link previewAccess}), decided from the upstream's data alone. The video
 * must belong to one of the course's sections: an entitlement to course A never plays a video
 * of course B.
 * @throws Next's redirect to /login when the upstream rejects the session's token (401).
 */
export async function getVideoAccess(
  session: Session | null,
  course: { id: string; packages: CoursePackage[]; sections: { id: string }[] },
  videoId: number,
): Promise<VideoAccess> {
  const entitlement = await getCourseEntitlement(session, course.id, course.packages);
  if (!entitlement.canWatch) return previewAccess(course.sections, videoId);
  if (!session) return { status: "not-entitled" };
  let video;
  try {
    video = await withSessionToken(
      session,
      (token) => getVideo(videoId, token),
      hrefFor("/onDemandCourseDetails/[id]", { id: course.id }),
    );
  } catch (error) {
    logUpstreamFailure(error, "entitlement: video read failed");
    return { status: "failed" };
  }
  const sectionIds = new Set(course.sections.map((section) => section.id.toLowerCase()));
  if (!video || !sectionIds.has(video.sectionId.toLowerCase())) return { status: "not-found" };
  return accessTo(video);
}
