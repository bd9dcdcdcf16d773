"use server";

import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { businessLocalToInstant } from "@/lib/business-time";
import { messages } from "@/lib/messages";
import type { UpstreamError } from "@/lib/upstream/client";
import {
  createLiveSession,
  deleteLiveSession,
  getScheduleForViewer,
  reorderLiveSessions,
  setAttendanceThreshold,
  updateLiveSession,
  type LiveSchedule,
  type LiveSessionInput,
} from "@/lib/upstream/live-sessions";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { toStoredEmbed } from "@/lib/video-embed";
import {
  liveSessionSchemas,
  reorderLiveSessionsSchema,
  setThresholdSchema,
  type LiveSessionFields,
} from "./schema";

/*
 * The admin's writes of an online course's live sessions (upstream/EXTENSIONS.md §13). Security
 * boundary: `adminAction` re-checks the Admin role on every call and validates every field and
 * id; a session id is accepted only when it is one of the course's own sessions, read with the
 * admin's token (the browser may name any id). Each success expires the course's public schedule.
 */

/**
 * The upstream's one sentence for a session outside the course's dates, e.g. "The session must
 * take place within the course's dates (18 December 2026 to 31 January 2027, Africa/Cairo).":
 * shown to the admin as it is. Any other 400 text stays the operation's own failure text.
 */
const outsideDatesSentence =
  /^The session must take place within the course's dates \([^()\n]{1,100} to [^()\n]{1,100}, Africa\/Cairo\)\.$/;

/** A 400 saying the session is outside the course's dates: that sentence; anything else: the default. */
function outsideDatesMessage(error: UpstreamError): string | undefined {
  return error.status === 400 && outsideDatesSentence.test(error.message)
    ? error.message
    : undefined;
}

/** The body sent for a session: the Cairo wall-clock start as an instant, the recording as its embed address. */
function toInput(fields: LiveSessionFields): LiveSessionInput | null {
  const startsAt = businessLocalToInstant(fields.start);
  if (!startsAt) return null;
  const recording = fields.recordingUrl === "" ? null : toStoredEmbed(fields.recordingUrl);
  if (fields.recordingUrl !== "" && !recording) return null;
  return {
    title: fields.title,
    startsAt,
    durationMinutes: fields.durationMinutes,
    meetingLink: fields.meetingLink,
    recordingUrl: recording,
  };
}

/** Whether `sessionId` is a session of the schedule (Guids compared in any case). */
function courseSession(schedule: LiveSchedule | null, sessionId: string) {
  const wanted = sessionId.toLowerCase();
  return schedule?.sessions.find((session) => session.id.toLowerCase() === wanted) ?? null;
}

const expireSchedule = ({ courseId }: { courseId: string }) => tagsTouchedBy.liveSessions(courseId);

/**
 * Add Session: a new session goes last. Admin only; the course must be an online course (its
 * schedule is read with the admin's token first). Calls GET then POST
 * /api/LiveSessions/Course/{courseId}. 'Session Added Successfully' / 'Failed to Add Session', or
 * the upstream's sentence for a session outside the course's dates.
 */
export const createLiveSessionAction = adminAction(
  liveSessionSchemas.add,
  async ({ courseId, ...fields }, { session }) => {
    const input = toInput(fields);
    const schedule = await getScheduleForViewer(courseId, session.token);
    if (!input || !schedule) return fail(messages.liveSessions.createFailed);
    await createLiveSession(schedule.courseId, input, session.token);
    return ok(undefined, messages.liveSessions.created);
  },
  {
    failureMessage: messages.liveSessions.createFailed,
    mapError: outsideDatesMessage,
    expire: expireSchedule,
  },
);

/**
 * Edit Session: every field replaced (an empty recording removes it). Admin only; the session must
 * be one of the course's. Calls GET /api/LiveSessions/Course/{courseId}, then PUT
 * /api/LiveSessions/{sessionId}. 'Session Updated Successfully' / 'Failed to Update Session', or
 * the upstream's sentence for a session outside the course's dates.
 */
export const updateLiveSessionAction = adminAction(
  liveSessionSchemas.update,
  async ({ courseId, sessionId, ...fields }, { session }) => {
    const input = toInput(fields);
    const target = courseSession(await getScheduleForViewer(courseId, session.token), sessionId);
    if (!input || !target) return fail(messages.liveSessions.updateFailed);
    await updateLiveSession(target.id, input, session.token);
    return ok(undefined, messages.liveSessions.updated);
  },
  {
    failureMessage: messages.liveSessions.updateFailed,
    mapError: outsideDatesMessage,
    expire: expireSchedule,
  },
);

/**
 * Deletes a session and its attendance. Admin only; the session must be one of the course's.
 * Calls GET /api/LiveSessions/Course/{courseId}, then DELETE /api/LiveSessions/{sessionId}.
 * 'Session Deleted Successfully' / 'Failed to Delete Session'.
 */
export const deleteLiveSessionAction = adminAction(
  liveSessionSchemas.delete,
  async ({ courseId, sessionId }, { session }) => {
    const target = courseSession(await getScheduleForViewer(courseId, session.token), sessionId);
    if (!target) return fail(messages.liveSessions.deleteFailed);
    await deleteLiveSession(target.id, session.token);
    return ok(undefined, messages.liveSessions.deleted);
  },
  { failureMessage: messages.liveSessions.deleteFailed, expire: expireSchedule },
);

/**
 * Puts the course's sessions in a new order: the list must name every session of the course
 * exactly once (else, or on the upstream's 400, the admin is told the list changed meanwhile).
 * Calls GET /api/LiveSessions/Course/{courseId}, then PUT /api/LiveSessions/Reorder/{courseId}.
 */
export const reorderLiveSessionsAction = adminAction(
  reorderLiveSessionsSchema,
  async ({ courseId, sessionIds }, { session }) => {
    const schedule = await getScheduleForViewer(courseId, session.token);
    if (!schedule) return fail(messages.liveSessions.reorderFailed);
    const stored = schedule.sessions.map((item) => item.id.toLowerCase());
    const sent = sessionIds.map((id) => id.toLowerCase());
    const isSameSet =
      sent.length === stored.length &&
      new Set(sent).size === sent.length &&
      sent.every((id) => stored.includes(id));
    if (!isSameSet) return fail(messages.liveSessions.orderOutdated);
    await reorderLiveSessions(schedule.courseId, sent, session.token);
    return ok();
  },
  {
    failureMessage: messages.liveSessions.reorderFailed,
    mapError: (error) => (error.status === 400 ? messages.liveSessions.orderOutdated : undefined),
    expire: expireSchedule,
  },
);

/**
 * Sets the share of sessions (whole percent, 1–100) a student must attend for the course's
 * certificate. Admin only. Calls PUT /api/LiveSessions/Course/{courseId}/Threshold (404 for a
 * course that is not an online course). 'Attendance threshold saved' / 'Failed to save the
 * attendance threshold'.
 */
export const setAttendanceThresholdAction = adminAction(
  setThresholdSchema,
  async ({ courseId, attendanceThreshold }, { session }) => {
    await setAttendanceThreshold(courseId, attendanceThreshold, session.token);
    return ok(undefined, messages.liveSessions.thresholdSaved);
  },
  { failureMessage: messages.liveSessions.thresholdFailed, expire: expireSchedule },
);
