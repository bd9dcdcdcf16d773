import "server-only";
import type { CourseKind } from "@/lib/course-kinds";
import { isGuid } from "@/lib/ids";
import { listAssessments, type Assessment } from "@/lib/upstream/assessments";
import { getCourse } from "@/lib/upstream/courses";

/*
 * What the assessment pages and their actions read about a course: which kind it is (a course id
 * names one or the other), its name and, for an on-demand course, its sections (a quiz follows
 * one). Both course reads are the cached public ones, or the admin's own for a draft.
 */

/** A course as the assessment builder needs it; `sections` in course order (empty online). */
export interface AssessmentCourse {
  kind: CourseKind;
  id: string;
  name: string;
  sections: { id: string; name: string }[];
}

/**
 * The course `courseId` names, of either kind. With the admin's `token` the reads are uncached
 * and find a draft too (extension "Publishing"), whose quizzes the owner prepares before it is
 * published.
 * @returns the course; null when the id is not a Guid or names no course.
 * @throws UpstreamError when a read failed.
 */
export async function findAssessmentCourse(
  courseId: string,
  token?: string,
): Promise<AssessmentCourse | null> {
  if (!isGuid(courseId)) return null;
  const [onDemand, online] = await Promise.all([
    getCourse("on-demand", courseId, token),
    getCourse("online", courseId, token),
  ]);
  if (onDemand) {
    return {
      kind: "on-demand",
      id: onDemand.id,
      name: onDemand.name,
      sections: onDemand.sections.map(({ id, name }) => ({ id, name })),
    };
  }
  return online ? { kind: "online", id: online.id, name: online.name, sections: [] } : null;
}

/** Whether two ids name the same record (Guids in any case). */
export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The assessment `assessmentId` of the course `courseId` (the browser may name any id: only
 * the course's own assessments are found).
 * @returns the assessment, or null when it is not one of the course's.
 * @throws UpstreamError when the read failed.
 */
export async function findCourseAssessment(
  courseId: string,
  assessmentId: string,
): Promise<Assessment | null> {
  const list = await listAssessments(courseId);
  return list.find((assessment) => sameId(assessment.id, assessmentId)) ?? null;
}

/** The section of `course` with `sectionId` (any case), or null. */
export function courseSection(course: AssessmentCourse, sectionId: string | null) {
  if (sectionId === null) return null;
  return course.sections.find((section) => sameId(section.id, sectionId)) ?? null;
}
