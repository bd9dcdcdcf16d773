import "server-only";
import type { Route } from "next";
import { cache } from "react";
import { loadOnDemandCourse, loadOnlineCourse } from "@/components/course/load-course";
import type { Session } from "@/lib/auth/guards";
import { isGuid } from "@/lib/ids";
import { hrefFor } from "@/lib/routes/manifest";
import {
  isAssessmentsSupported,
  listAssessments,
  type Assessment,
} from "@/lib/upstream/assessments";

/** The course an assessment belongs to, as its pages name and link it. */
export interface AssessmentCourse {
  id: string;
  name: string;
  kind: "on-demand" | "online";
  href: Route;
  /** An on-demand course's sections (to name the section a quiz follows); none for online. */
  sections: { id: string; name: string }[];
}

/**
 * An assessment of a course with its course, from the cached public reads (the course of
 * either kind, and its assessments), once per request. `session`: the page's reader (its
 * `requireStudent()`), passed on to the course read (which lets only an admin see a draft).
 * @returns null when an id is malformed or unknown, the assessment is another course's, or the
 *   upstream lacks the extension: the page shows not-found.
 * @throws UpstreamError, or Error, when a read failed (the page's error boundary).
 */
export const loadAssessment = cache(
  async (
    session: Session | null,
    courseId: string,
    assessmentId: string,
  ): Promise<{ course: AssessmentCourse; assessment: Assessment } | null> => {
    if (!isGuid(courseId) || !isGuid(assessmentId)) return null;
    if (!(await isAssessmentsSupported())) return null;
    const [onDemand, online, assessments] = await Promise.all([
      loadOnDemandCourse(session, courseId),
      loadOnlineCourse(session, courseId),
      listAssessments(courseId),
    ]);
    const assessment = assessments.find(
      (item) => item.id.toLowerCase() === assessmentId.toLowerCase(),
    );
    if (!assessment) return null;
    if (onDemand.status === "found") {
      const { course } = onDemand;
      return {
        assessment,
        course: {
          id: course.id,
          name: course.name,
          kind: "on-demand",
          href: hrefFor("/onDemandCourseDetails/[id]", { id: course.id }),
          sections: course.sections.map(({ id, name }) => ({ id, name })),
        },
      };
    }
    if (online.status === "found") {
      const { course } = online;
      return {
        assessment,
        course: {
          id: course.id,
          name: course.name,
          kind: "online",
          href: hrefFor("/onlineCourseDetails/[id]", { id: course.id }),
          sections: [],
        },
      };
    }
    if (onDemand.status === "failed" || online.status === "failed")
      throw new Error("assessments: the course read failed");
    return null;
  },
);
