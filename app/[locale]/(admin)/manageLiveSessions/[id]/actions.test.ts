import { beforeEach, describe, expect, it, vi } from "vitest";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as liveSessions from "@/lib/upstream/live-sessions";
import { expectAdminOnly, expiredTags, fakesOf, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

vi.mock("@/lib/upstream/live-sessions");
const upstream = fakesOf(liveSessions);

const {
  createLiveSessionAction,
  deleteLiveSessionAction,
  reorderLiveSessionsAction,
  setAttendanceThresholdAction,
  updateLiveSessionAction,
} = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const first = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
const second = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const foreign = "11111111-2222-4333-8444-555555555555";

const fields = {
  title: "Week 1: loads",
  // Cairo is UTC+2 in December (no daylight saving then).
  start: "2026-12-18T19:00",
  durationMinutes: "90",
  meetingLink: "https://meet.example.org/abc-defg-hij",
  recordingUrl: "",
};

const sessionDto = (id: string, position: number) => ({
  id,
  courseId,
  title: `Session ${position + 1}`,
  startsAt: "2026-12-18T17:00:00.000Z",
  durationMinutes: 90,
  position,
  hasRecording: false,
  meetingLink: "https://meet.example.org/x",
  recordingUrl: null,
  attended: null,
});

const outsideDates =
  "The session must take place within the course's dates (18 December 2026 to 31 January 2027, Africa/Cairo).";

beforeEach(() => {
  upstream.getScheduleForViewer.mockResolvedValue({
    courseId,
    now: "2026-11-27T12:00:00.000Z",
    timeZone: "Africa/Cairo",
    attendanceThreshold: 75,
    sessions: [sessionDto(first, 0), sessionDto(second, 1)],
    viewer: null,
  });
});

describe("createLiveSessionAction", () => {
  it("sends the Cairo wall-clock start as a UTC instant, with the admin's token, and expires the public schedule", async () => {
    expect(await createLiveSessionAction({ ...fields, courseId })).toEqual({
      ok: true,
      message: "Session Added Successfully",
    });
    expect(upstream.getScheduleForViewer).toHaveBeenCalledWith(courseId, "admin-token");
    expect(upstream.createLiveSession).toHaveBeenCalledWith(
      courseId,
      {
        title: "Week 1: loads",
        startsAt: "2026-12-18T17:00:00.000Z",
        durationMinutes: 90,
        meetingLink: "https://meet.example.org/abc-defg-hij",
        recordingUrl: null,
      },
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.liveSessions(courseId));
  });

  it("stores a pasted YouTube watch link as its embed address", async () => {
    await createLiveSessionAction({
      ...fields,
      courseId,
      recordingUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(upstream.createLiveSession.mock.calls[0]![1].recordingUrl).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  it("says what is wrong with each field, in the form's words, without touching the upstream", async () => {
    const result = await createLiveSessionAction({
      courseId,
      title: " ",
      start: "2026-02-30T19:00",
      durationMinutes: "0",
      meetingLink: "http://meet.example.org/abc",
      recordingUrl: "https://example.org/video.mp4",
    });
    expect(result).toMatchObject({ ok: false, message: "Please enter the session title" });
    expect(result.ok ? null : result.fieldErrors).toEqual({
      title: ["Please enter the session title"],
      start: ["Please enter the start date and time (Cairo time)"],
      durationMinutes: ["Duration must be a whole number of minutes from 1 to 600"],
      meetingLink: ["Please enter the meeting link: an https:// address"],
      recordingUrl: [
        "Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/live/…), a Vimeo link (vimeo.com/…) or a YouTube or Vimeo embed code",
      ],
    });
    expect(upstream.getScheduleForViewer).not.toHaveBeenCalled();
    expect(upstream.createLiveSession).not.toHaveBeenCalled();
  });

  it("refuses a course that is not an online course (no schedule)", async () => {
    upstream.getScheduleForViewer.mockResolvedValue(null);
    expect(await createLiveSessionAction({ ...fields, courseId })).toEqual({
      ok: false,
      message: "Failed to Add Session",
    });
    expect(upstream.createLiveSession).not.toHaveBeenCalled();
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("shows the upstream's sentence for a session outside the course's dates as it is", async () => {
    upstream.createLiveSession.mockRejectedValue(
      upstreamRefusal(400, outsideDates, "POST /api/LiveSessions/Course/{courseId}"),
    );
    expect(await createLiveSessionAction({ ...fields, courseId })).toEqual({
      ok: false,
      message: outsideDates,
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("keeps any other upstream text to itself", async () => {
    upstream.createLiveSession.mockRejectedValue(
      upstreamRefusal(
        400,
        "Title is required <b>x</b>",
        "POST /api/LiveSessions/Course/{courseId}",
      ),
    );
    expect(await createLiveSessionAction({ ...fields, courseId })).toEqual({
      ok: false,
      message: "Failed to Add Session",
    });
    upstream.createLiveSession.mockRejectedValue(
      upstreamRefusal(500, outsideDates, "POST /api/LiveSessions/Course/{courseId}"),
    );
    expect(await createLiveSessionAction({ ...fields, courseId })).toEqual({
      ok: false,
      message: "Failed to Add Session",
    });
  });
});

describe("updateLiveSessionAction", () => {
  it("changes a session of the course (id in any case) and expires the schedule", async () => {
    expect(
      await updateLiveSessionAction({ ...fields, courseId, sessionId: second.toUpperCase() }),
    ).toEqual({
      ok: true,
      message: "Session Updated Successfully",
    });
    expect(upstream.updateLiveSession).toHaveBeenCalledWith(
      second,
      expect.objectContaining({ startsAt: "2026-12-18T17:00:00.000Z", durationMinutes: 90 }),
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.liveSessions(courseId));
  });

  it("refuses a session of another course", async () => {
    expect(await updateLiveSessionAction({ ...fields, courseId, sessionId: foreign })).toEqual({
      ok: false,
      message: "Failed to Update Session",
    });
    expect(upstream.updateLiveSession).not.toHaveBeenCalled();
  });

  it("maps the upstream's 400 for dates outside the course to its sentence", async () => {
    upstream.updateLiveSession.mockRejectedValue(
      upstreamRefusal(400, outsideDates, "PUT /api/LiveSessions/{sessionId}"),
    );
    expect(await updateLiveSessionAction({ ...fields, courseId, sessionId: first })).toEqual({
      ok: false,
      message: outsideDates,
    });
  });
});

describe("deleteLiveSessionAction", () => {
  it("deletes a session of the course and expires the schedule", async () => {
    expect(await deleteLiveSessionAction({ courseId, sessionId: first })).toEqual({
      ok: true,
      message: "Session Deleted Successfully",
    });
    expect(upstream.deleteLiveSession).toHaveBeenCalledWith(first, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.liveSessions(courseId));
  });

  it("refuses a session of another course", async () => {
    expect(await deleteLiveSessionAction({ courseId, sessionId: foreign })).toEqual({
      ok: false,
      message: "Failed to Delete Session",
    });
    expect(upstream.deleteLiveSession).not.toHaveBeenCalled();
  });
});

describe("reorderLiveSessionsAction", () => {
  it("saves an order naming every session of the course once", async () => {
    expect((await reorderLiveSessionsAction({ courseId, sessionIds: [second, first] })).ok).toBe(
      true,
    );
    expect(upstream.reorderLiveSessions).toHaveBeenCalledWith(
      courseId,
      [second, first],
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.liveSessions(courseId));
  });

  it("says the list changed when it misses, repeats or adds a session", async () => {
    for (const sessionIds of [[first], [first, first], [first, foreign]]) {
      expect(await reorderLiveSessionsAction({ courseId, sessionIds })).toEqual({
        ok: false,
        message: "The sessions changed meanwhile: the page shows them as they are now.",
      });
    }
    expect(upstream.reorderLiveSessions).not.toHaveBeenCalled();
  });
});

describe("setAttendanceThresholdAction", () => {
  it("saves a whole percent", async () => {
    expect(await setAttendanceThresholdAction({ courseId, attendanceThreshold: "80" })).toEqual({
      ok: true,
      message: "Attendance threshold saved",
    });
    expect(upstream.setAttendanceThreshold).toHaveBeenCalledWith(courseId, 80, "admin-token");
  });

  it("refuses 0, 101 and fractions", async () => {
    for (const attendanceThreshold of ["0", "101", "50.5", "x"]) {
      expect(await setAttendanceThresholdAction({ courseId, attendanceThreshold })).toMatchObject({
        ok: false,
        message: "The threshold must be a whole percent from 1 to 100",
      });
    }
    expect(upstream.setAttendanceThreshold).not.toHaveBeenCalled();
  });
});

describe("every live-session action", () => {
  const calls = [
    () => createLiveSessionAction({ ...fields, courseId }),
    () => updateLiveSessionAction({ ...fields, courseId, sessionId: first }),
    () => deleteLiveSessionAction({ courseId, sessionId: first }),
    () => reorderLiveSessionsAction({ courseId, sessionIds: [first, second] }),
    () => setAttendanceThresholdAction({ courseId, attendanceThreshold: 75 }),
  ];

  it("refuses a student and sends a visitor to log in, without touching the upstream", async () => {
    await expectAdminOnly(calls, upstream);
  });

  it("refuses malformed ids without touching the upstream", async () => {
    const forged = "../Students/Enrollment";
    expect(await createLiveSessionAction({ ...fields, courseId: forged })).toMatchObject({
      ok: false,
      message: "Failed to Add Session",
    });
    expect(await updateLiveSessionAction({ ...fields, courseId, sessionId: forged })).toMatchObject(
      {
        ok: false,
        message: "Failed to Update Session",
      },
    );
    expect(await deleteLiveSessionAction({ courseId: forged, sessionId: first })).toMatchObject({
      ok: false,
      message: "Failed to Delete Session",
    });
    expect(
      await reorderLiveSessionsAction({ courseId, sessionIds: [first, forged] }),
    ).toMatchObject({ ok: false });
    expect(
      await setAttendanceThresholdAction({ courseId: forged, attendanceThreshold: 75 }),
    ).toMatchObject({
      ok: false,
      message: "Failed to save the attendance threshold",
    });
    for (const fn of Object.values(upstream)) expect(fn).not.toHaveBeenCalled();
  });
});
