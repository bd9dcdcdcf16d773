import { beforeEach, describe, expect, it, vi } from "vitest";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as liveSessions from "@/lib/upstream/live-sessions";
import * as enrollments from "@/lib/upstream/enrollments";
import { expectAdminOnly, expiredTags, fakesOf } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

vi.mock("@/lib/upstream/live-sessions");
vi.mock("@/lib/upstream/enrollments");
const upstream = fakesOf(liveSessions, enrollments);

const { deleteOnlineEnrollmentAction, setAttendanceAction } = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const sessionId = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
const enrollmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const foreign = "11111111-2222-4333-8444-555555555555";
const studentId = "0f8fad5b-d9cb-469f-a165-70867728950e";

beforeEach(() => {
  upstream.getClassList.mockResolvedValue({
    courseId,
    courseName: "Seismic Design",
    attendanceThreshold: 75,
    sessions: [
      { id: sessionId, title: "Loads", startsAt: "2026-12-18T17:00:00.000Z", durationMinutes: 90 },
    ],
    students: [
      {
        enrollmentId,
        studentId,
        name: "Nadia Adel",
        email: "nadia@example.com",
        phone: null,
        enrolledAt: "2026-11-27T10:00:00.000Z",
        attendedSessionIds: [],
        attended: 0,
        certificateCode: null,
      },
    ],
  });
});

describe("setAttendanceAction", () => {
  it("marks and clears a student of the course for a session of the course, with the admin's token", async () => {
    expect(
      await setAttendanceAction({
        courseId,
        sessionId: sessionId.toUpperCase(),
        studentId,
        attended: true,
      }),
    ).toEqual({
      ok: true,
      message: "Attendance updated",
    });
    expect(upstream.setAttendance).toHaveBeenCalledWith(sessionId, studentId, true, "admin-token");
    await setAttendanceAction({ courseId, sessionId, studentId, attended: false });
    expect(upstream.setAttendance).toHaveBeenLastCalledWith(
      sessionId,
      studentId,
      false,
      "admin-token",
    );
  });

  it("refuses a session or a student that is not the course's", async () => {
    for (const input of [
      { courseId, sessionId: foreign, studentId, attended: true },
      { courseId, sessionId, studentId: foreign, attended: true },
    ]) {
      expect(await setAttendanceAction(input)).toEqual({
        ok: false,
        message: "Failed to update the attendance",
      });
    }
    upstream.getClassList.mockResolvedValue(null);
    expect((await setAttendanceAction({ courseId, sessionId, studentId, attended: true })).ok).toBe(
      false,
    );
    expect(upstream.setAttendance).not.toHaveBeenCalled();
  });

  it("refuses a malformed id or a non-boolean without reading the class list", async () => {
    for (const input of [
      { courseId, sessionId, studentId: "x' OR '1'='1", attended: true },
      { courseId: "../x", sessionId, studentId, attended: true },
      { courseId, sessionId, studentId, attended: "yes" },
    ]) {
      expect(await setAttendanceAction(input as never)).toMatchObject({
        ok: false,
        message: "Failed to update the attendance",
      });
    }
    expect(upstream.getClassList).not.toHaveBeenCalled();
  });

  it("says 'Failed to update the attendance' when the upstream refuses", async () => {
    upstream.setAttendance.mockRejectedValue(
      upstreamRefusal(
        400,
        "not enrolled",
        "PUT /api/LiveSessions/{sessionId}/Attendance/{studentId}",
      ),
    );
    expect(await setAttendanceAction({ courseId, sessionId, studentId, attended: true })).toEqual({
      ok: false,
      message: "Failed to update the attendance",
    });
  });
});

describe("deleteOnlineEnrollmentAction", () => {
  it("removes an enrolment on the course's class list and expires the course's tags", async () => {
    expect(
      await deleteOnlineEnrollmentAction({ courseId, enrollmentId: enrollmentId.toUpperCase() }),
    ).toEqual({
      ok: true,
      message: "Enrollment Removed Successfully",
    });
    expect(upstream.deleteEnrollment).toHaveBeenCalledWith(enrollmentId, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.onlineCourse(courseId));
  });

  it("refuses an enrolment that is not on the course's class list", async () => {
    expect(await deleteOnlineEnrollmentAction({ courseId, enrollmentId: foreign })).toEqual({
      ok: false,
      message: "Failed to Delete Enrollment",
    });
    expect(upstream.deleteEnrollment).not.toHaveBeenCalled();
  });
});

describe("every class list action", () => {
  it("refuses a student and sends a visitor to log in, without touching the upstream", async () => {
    const calls = [
      () => setAttendanceAction({ courseId, sessionId, studentId, attended: true }),
      () => deleteOnlineEnrollmentAction({ courseId, enrollmentId }),
    ];
    await expectAdminOnly(calls, upstream);
  });
});
