import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  jsonResponse,
  stubLiveSessionsUpstream,
  stubUpstream,
  textResponse,
} from "@/test/upstream-support";
import { adminSession, studentSession } from "@/test/action-support";
import { state } from "@/test/server-mocks";

const { readScheduleView, scheduleSessions } = await import("./schedule-view");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

function session(id: string, links: boolean) {
  return {
    id,
    courseId,
    title: `Session ${id.slice(-1)}`,
    startsAt: "2026-12-18T17:00:00Z",
    durationMinutes: 90,
    position: 0,
    hasRecording: true,
    meetingLink: links ? "https://meet.example.org/secret-room" : null,
    recordingUrl: links ? "https://www.youtube.com/watch?v=dQw4w9WgXcQ" : null,
    attended: links ? true : null,
  };
}

function schedule(links: boolean, viewer: { isEnrolled: boolean } | null) {
  return {
    courseId,
    now: "2026-12-20T10:00:00Z",
    timeZone: "Africa/Cairo",
    attendanceThreshold: 75,
    sessions: [session("9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c51", links)],
    viewer: viewer && { ...viewer, enrolledAt: null, attended: 1, total: 1, certificateCode: null },
  };
}

beforeEach(() => {
  state.session = null;
});

describe("readScheduleView", () => {
  it("reads a visitor's schedule without any token", async () => {
    const calls = stubLiveSessionsUpstream(() => jsonResponse(200, schedule(false, null)));
    const view = await readScheduleView("per-request", state.session, courseId);
    expect(view).toMatchObject({ status: "found", role: null, isEntitled: false });
    const read = calls.find((call) => call.url.pathname === `/api/LiveSessions/Course/${courseId}`);
    expect(read?.headers.get("Authorization")).toBeNull();
  });

  it("judges a visitor's cached schedule by the later of its clock and this server's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      stubLiveSessionsUpstream(() => jsonResponse(200, schedule(false, null)));
      vi.setSystemTime(new Date("2026-12-21T08:00:00Z"));
      const later = await readScheduleView("per-request", state.session, courseId);
      expect(later.status === "found" && later.schedule.now).toBe("2026-12-21T08:00:00.000Z");
      vi.setSystemTime(new Date("2026-12-19T08:00:00Z"));
      const earlier = await readScheduleView("per-request", state.session, courseId);
      expect(earlier.status === "found" && earlier.schedule.now).toBe("2026-12-20T10:00:00Z");
      // The shared document is stored as read: its "now" is the read's.
      const shared = await readScheduleView("shared", null, courseId);
      expect(shared.status === "found" && shared.schedule.now).toBe("2026-12-20T10:00:00Z");
    } finally {
      vi.useRealTimers();
    }
  });

  it("entitles a student only when the upstream says the student is enrolled", async () => {
    state.session = studentSession;
    const calls = stubLiveSessionsUpstream(() =>
      jsonResponse(200, schedule(false, { isEnrolled: false })),
    );
    expect(await readScheduleView("per-request", state.session, courseId)).toMatchObject({
      status: "found",
      role: "Student",
      isEntitled: false,
    });
    expect(calls.at(-1)?.headers.get("Authorization")).toBe("Bearer student-token");
    stubLiveSessionsUpstream(() => jsonResponse(200, schedule(true, { isEnrolled: true })));
    const view = await readScheduleView("per-request", state.session, courseId);
    expect(view).toMatchObject({ status: "found", isEntitled: true });
    // The page never holds a meeting link, even for the enrolled: Join asks the upstream again.
    expect(JSON.stringify(view)).not.toContain("meet.example.org");
    expect(JSON.stringify(view)).toContain("youtube.com");
  });

  it("entitles an admin", async () => {
    state.session = adminSession;
    stubLiveSessionsUpstream(() => jsonResponse(200, schedule(true, null)));
    const view = await readScheduleView("per-request", state.session, courseId);
    expect(view).toMatchObject({ status: "found", role: "Admin", isEntitled: true });
    expect(JSON.stringify(view)).not.toContain("meet.example.org");
  });

  it("is nothing on a legacy upstream (no schedule read), and failed when the read fails", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await readScheduleView("per-request", state.session, courseId)).toEqual({
      status: "none",
    });
    expect(calls.some((call) => call.url.pathname.startsWith("/api/LiveSessions/Course"))).toBe(
      false,
    );
    state.session = studentSession;
    stubLiveSessionsUpstream(() => textResponse(500, "boom"));
    expect(await readScheduleView("per-request", state.session, courseId)).toEqual({
      status: "failed",
    });
  });
});

describe("scheduleSessions", () => {
  it("never carries a meeting link, and lets only the entitled play a recording", () => {
    const read = schedule(true, { isEnrolled: true });
    const entitled = scheduleSessions(read, true);
    expect(JSON.stringify(entitled)).not.toContain("meet.example.org");
    expect(entitled[0]).toMatchObject({
      canPlayRecording: true,
      hasRecording: true,
      attended: true,
    });
    const other = scheduleSessions(read, false);
    expect(JSON.stringify(other)).not.toContain("meet.example.org");
    expect(JSON.stringify(other)).not.toContain("youtube");
    expect(other[0]).toMatchObject({ canPlayRecording: false, hasRecording: true, attended: null });
  });

  it("does not offer a recording whose address is not an allowed player", () => {
    const read = schedule(true, { isEnrolled: true });
    read.sessions[0]!.recordingUrl = "https://evil.example/video.mp4";
    expect(scheduleSessions(read, true)[0]?.canPlayRecording).toBe(false);
  });
});
