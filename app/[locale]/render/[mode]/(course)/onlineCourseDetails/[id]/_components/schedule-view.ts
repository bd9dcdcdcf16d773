import "server-only";
import { hrefFor } from "@/lib/routes/manifest";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import type { RenderMode } from "@/lib/render-mode";
import {
  getPublicSchedule,
  getScheduleForViewer,
  hasLiveSessions,
  type LiveSchedule,
} from "@/lib/upstream/live-sessions";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { parseVideoEmbed } from "@/lib/video-embed";
import type { ScheduleSession } from "./live-schedule";

/**
 * What the live-sessions extension says of this course for this viewer: nothing (a legacy
 * upstream, or no schedule), a failed read, or the schedule with the viewer's standing.
 */
type ScheduleView =
  | { status: "none" }
  | { status: "failed" }
  | {
      status: "found";
      schedule: LiveSchedule;
      role: "Admin" | "Student" | null;
      /** An admin, or a student enrolled in the course: Join, recordings, calendar. */
      isEntitled: boolean;
    };

/**
 * The schedule as the page's reader `session` may see it (`viewerOf(mode)`; null for a visitor
 * and in the shared document). A visitor gets the cached public read (no links), its `now` brought
 * to this server's clock unless `mode` is `shared`; a logged-in user the read with their token
 * (never cached), whose `viewer` says whether a student is enrolled: the entitlement comes from
 * the session and the upstream, never from the request.
 */
export async function readScheduleView(
  mode: RenderMode,
  session: Session | null,
  courseId: string,
): Promise<ScheduleView> {
  if (!(await hasLiveSessions())) return { status: "none" };
  try {
    if (!session) {
      const schedule = await getPublicSchedule(courseId);
      if (!schedule) return { status: "none" };
      // The shared document is stored as read (a clock would make it per request): its "now" is
      // the read's, up to the catalogue's life ago.
      return {
        status: "found",
        schedule: mode === "shared" ? schedule : withFreshNow(schedule),
        role: null,
        isEntitled: false,
      };
    }
    const schedule = await withSessionToken(
      session,
      (token) => getScheduleForViewer(courseId, token),
      hrefFor("/onlineCourseDetails/[id]", { id: courseId }),
    );
    if (!schedule) return { status: "none" };
    const isEntitled = session.role === "Admin" || schedule.viewer?.isEnrolled === true;
    return {
      status: "found",
      schedule: withoutMeetingLinks(schedule),
      role: session.role,
      isEntitled,
    };
  } catch (error) {
    logUpstreamFailure(error, "onlineCourseDetails: schedule read failed");
    return { status: "failed" };
  }
}

/**
 * A visitor's schedule comes from the shared cache, where `now` is the moment it was read (up to
 * an hour ago): what is past is judged by the later of that and this server's clock, so a
 * session that has ended is not shown as coming.
 */
function withFreshNow(schedule: LiveSchedule): LiveSchedule {
  const current = Date.now();
  return current > new Date(schedule.now).getTime()
    ? { ...schedule, now: new Date(current).toISOString() }
    : schedule;
}

/**
 * Security boundary: the page never needs a meeting link (Join asks the upstream again), so the
 * links are dropped as soon as the schedule is read, and no component below can pass one on to
 * the browser by accident.
 */
function withoutMeetingLinks(schedule: LiveSchedule): LiveSchedule {
  return {
    ...schedule,
    sessions: schedule.sessions.map((session) => ({ ...session, meetingLink: null })),
  };
}

/**
 * The sessions as this page shows them: never a meeting link (Join goes through the join
 * route); a recording is playable only for an entitled viewer and only when its address is an
 * allowed player (lib/video-embed.ts), whatever the upstream sent.
 */
export function scheduleSessions(schedule: LiveSchedule, isEntitled: boolean): ScheduleSession[] {
  return schedule.sessions.map((session) => ({
    id: session.id,
    title: session.title,
    startsAt: session.startsAt,
    durationMinutes: session.durationMinutes,
    hasRecording: session.hasRecording,
    canPlayRecording: isEntitled && parseVideoEmbed(session.recordingUrl) !== null,
    attended: isEntitled ? (session.attended ?? null) : null,
  }));
}
