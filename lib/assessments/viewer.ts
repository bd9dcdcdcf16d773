import "server-only";
import { cache } from "react";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { getMyStandings, type AssessmentStanding } from "@/lib/upstream/assessments";
import { UpstreamError } from "@/lib/upstream/client";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/**
 * What a course page shows of the viewer's own standing in its assessments: nothing ("hidden": a
 * visitor, an admin, a student the upstream does not count as enrolled, or an upstream without
 * the extension), a failed read, or the standings by assessment id (lower-case).
 */
export type ViewerStandings =
  | { status: "hidden" }
  | { status: "failed" }
  | { status: "shown"; byAssessment: ReadonlyMap<string, AssessmentStanding> };

/**
 * The `session`'s student's standings in a course's assessments (hidden for null: a visitor, or
 * the shared document), read with their token once per request (never cached, never shared). The student is the session's, never one from the request.
 * A 403 (not enrolled) reads as hidden.
 * @param returnPath where to come back after logging in again when the upstream refuses the token.
 * @throws Next's redirect to /login when the upstream rejects the session's token (401).
 */
export const getViewerStandings = cache(
  async (
    session: Session | null,
    courseId: string,
    returnPath: string,
  ): Promise<ViewerStandings> => {
    if (!session || session.role !== "Student") return { status: "hidden" };
    try {
      const standings = await withSessionToken(
        session,
        (token) => getMyStandings(courseId, token),
        returnPath,
      );
      if (!standings) return { status: "hidden" };
      return {
        status: "shown",
        byAssessment: new Map(
          standings.map((standing) => [standing.assessmentId.toLowerCase(), standing]),
        ),
      };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 403) return { status: "hidden" };
      logUpstreamFailure(error, "assessments: standings read failed");
      return { status: "failed" };
    }
  },
);
