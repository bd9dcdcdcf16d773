import { randomUUID } from "node:crypto";
import {
  calendarTokenDto,
  certificateDto,
  classListDto,
  enrollmentCheck,
  enrollmentDto,
  liveJoinDto,
  liveScheduleDto,
  liveSessionDto,
  myLiveCourseDto,
  type LiveSessionDto,
} from "@brightway/contract";
import { and, eq } from "drizzle-orm";
import ical from "node-ical";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { certificates, courses, enrollments, liveAttendance, liveSessions } from "../src/db/schema";
import { pathForLog } from "../src/log";
import { insertAttempt, insertFinalExam } from "./final-exam";
import { admin, otherStudent, student, freshCallersBeforeEach } from "./fixtures";
import {
  appWith,
  callApp,
  createUser,
  expectAdminOnly,
  expectProblem,
  insertOnDemandCourse,
  json,
  testDb,
  insertCourseWithPackage,
  appOnClock,
} from "./helpers";

/*
 * Contract tests of the live-sessions extension (upstream/EXTENSIONS.md §13). The app runs on a
 * clock of the test's own (`deps.now`), so Join windows are judged at chosen instants.
 */

const outsideDates =
  "The session must take place within the course's dates (18 December 2026 to 31 January 2027, Africa/Cairo).";

freshCallersBeforeEach();
let courseId: string;

const clock = appOnClock("2026-12-01T10:00:00.000Z");
const send = clock.send;

/** A session body: 90 minutes on 20 December 2026 at 18:00 Cairo (16:00 UTC) unless overridden. */
function sessionBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Response spectrum analysis",
    startsAt: "2026-12-20T18:00:00+02:00",
    durationMinutes: 90,
    meetingLink: "https://meet.example.org/abc-defg-hij",
    recordingUrl: null,
    ...overrides,
  };
}

/** Adds a session as the admin and returns its DTO (asserting 201). */
async function addSession(
  overrides: Record<string, unknown> = {},
  course = courseId,
): Promise<LiveSessionDto> {
  const response = await send("POST", `/api/LiveSessions/Course/${course}`, {
    token: admin.token,
    json: sessionBody(overrides),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return liveSessionDto.exact.parse(await json(response));
}

async function insertOnlineCourse(name: string): Promise<string> {
  const [row] = await (
    await testDb()
  )
    .insert(courses)
    .values({
      kind: "online",
      name,
      hours: "24",
      defaultPrice: 120,
      start: "2026-12-18T00:00:00",
      end: "2027-01-31T00:00:00",
    })
    .returning({ id: courses.id });
  return row!.id;
}

async function enrol(studentId: string, course = courseId, startDate = "2026-12-01T09:00:00") {
  await (
    await testDb()
  )
    .insert(enrollments)
    .values({ studentId, courseId: course, packageId: null, startDate });
}

async function schedule(token?: string, course = courseId) {
  const response = await send("GET", `/api/LiveSessions/Course/${course}`, { token });
  expect(response.status).toBe(200);
  return {
    response,
    body: liveScheduleDto.exact.parse(await json(response.clone())),
    text: await response.text(),
  };
}

const join = (sessionId: string, token?: string) =>
  send("POST", `/api/LiveSessions/${sessionId}/Join`, { token });

beforeEach(async () => {
  await clock.reset();
  courseId = await insertOnlineCourse("Seismic Design of RC Buildings to ECP 201");
});

describe("sessions: create, update, delete (admin only)", () => {
  it("refuses a visitor (401), a bad token (401) and a student (403) on every write and admin read", async () => {
    const session = await addSession();
    await expectAdminOnly("POST", `/api/LiveSessions/Course/${courseId}`, student, {
      json: sessionBody(),
    });
    await expectAdminOnly("PUT", `/api/LiveSessions/${session.id}`, student, {
      json: sessionBody(),
    });
    await expectAdminOnly("DELETE", `/api/LiveSessions/${session.id}`, student);
    await expectAdminOnly("PUT", `/api/LiveSessions/Reorder/${courseId}`, student, {
      json: [session.id],
    });
    await expectAdminOnly("PUT", `/api/LiveSessions/Course/${courseId}/Threshold`, student, {
      json: { attendanceThreshold: 50 },
    });
    await expectAdminOnly("GET", `/api/LiveSessions/Course/${courseId}/ClassList`, student);
    await expectAdminOnly(
      "PUT",
      `/api/LiveSessions/${session.id}/Attendance/${student.id}`,
      student,
      { json: { attended: true } },
    );
    expect(await (await testDb()).select().from(liveSessions)).toHaveLength(1);
  });

  it("creates sessions last in the order, with the instant stored and written in UTC", async () => {
    const first = await addSession();
    const second = await addSession({ title: "Pushover", startsAt: "2026-12-19T10:00:00Z" });
    expect(first).toEqual({
      id: first.id,
      courseId,
      title: "Response spectrum analysis",
      startsAt: "2026-12-20T16:00:00.000Z",
      durationMinutes: 90,
      position: 0,
      hasRecording: false,
      meetingLink: "https://meet.example.org/abc-defg-hij",
      recordingUrl: null,
      attended: null,
    });
    expect(second.position).toBe(1);
    const { body } = await schedule(admin.token);
    expect(body.sessions.map((session) => session.title)).toEqual([
      "Response spectrum analysis",
      "Pushover",
    ]);
  });

  it("answers 400 for bad fields and 404 for an unknown or on-demand course", async () => {
    for (const overrides of [
      { title: "  " },
      { meetingLink: "http://meet.example.org/abc" },
      { meetingLink: "not a link" },
      { durationMinutes: 0 },
      { durationMinutes: 601 },
      { startsAt: "2026-12-20T18:00:00" },
      { recordingUrl: undefined },
    ]) {
      await expectProblem(
        await send("POST", `/api/LiveSessions/Course/${courseId}`, {
          token: admin.token,
          json: sessionBody(overrides),
        }),
        400,
      );
    }
    const onDemand = await insertOnDemandCourse("Steel Design", "30");
    for (const id of [randomUUID(), onDemand]) {
      await expectProblem(
        await send("POST", `/api/LiveSessions/Course/${id}`, {
          token: admin.token,
          json: sessionBody(),
        }),
        404,
      );
    }
    expect(await (await testDb()).select().from(liveSessions)).toEqual([]);
  });

  it("keeps every session within the course's dates, read in Africa/Cairo", async () => {
    const refuse = async (overrides: Record<string, unknown>) =>
      expectProblem(
        await send("POST", `/api/LiveSessions/Course/${courseId}`, {
          token: admin.token,
          json: sessionBody(overrides),
        }),
        400,
        outsideDates,
      );
    // 23:59 on 17 December in Cairo is 21:59 UTC: before the course starts.
    await refuse({ startsAt: "2026-12-17T21:59:00Z" });
    // Midnight of 18 December in Cairo (22:00 UTC the day before) is the first instant allowed.
    expect((await addSession({ startsAt: "2026-12-17T22:00:00Z" })).startsAt).toBe(
      "2026-12-17T22:00:00.000Z",
    );
    // It must end by the end of 31 January in Cairo (22:00 UTC).
    await addSession({ startsAt: "2027-01-31T23:00:00+02:00", durationMinutes: 60 });
    await refuse({ startsAt: "2027-01-31T23:00:00+02:00", durationMinutes: 61 });
    await refuse({ startsAt: "2027-02-01T10:00:00+02:00" });

    const session = await addSession();
    const moved = await send("PUT", `/api/LiveSessions/${session.id}`, {
      token: admin.token,
      json: sessionBody({ startsAt: "2026-12-01T10:00:00Z" }),
    });
    await expectProblem(moved, 400, outsideDates);
    const [row] = await (
      await testDb()
    )
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, session.id));
    expect(row?.startsAt.replace(" ", "T").slice(0, 19)).toBe("2026-12-20T16:00:00");
  });

  it("updates a session, stamping when a recording is added", async () => {
    const session = await addSession();
    clock.now = new Date("2026-12-21T09:00:00.000Z");
    const response = await send("PUT", `/api/LiveSessions/${session.id}`, {
      token: admin.token,
      json: sessionBody({
        title: "Response spectra",
        durationMinutes: 120,
        recordingUrl: "https://www.youtube.com/embed/abc123",
      }),
    });
    expect(response.status).toBe(200);
    expect(liveSessionDto.exact.parse(await json(response))).toMatchObject({
      title: "Response spectra",
      durationMinutes: 120,
      hasRecording: true,
      recordingUrl: "https://www.youtube.com/embed/abc123",
      position: 0,
    });
    const [row] = await (
      await testDb()
    )
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, session.id));
    expect(row?.recordingAddedAt?.replace(" ", "T").slice(0, 19)).toBe("2026-12-21T09:00:00");
    await expectProblem(
      await send("PUT", `/api/LiveSessions/${randomUUID()}`, {
        token: admin.token,
        json: sessionBody(),
      }),
      404,
    );
    await expectProblem(
      await send("PUT", "/api/LiveSessions/nope", { token: admin.token, json: sessionBody() }),
      400,
    );
  });

  it("deletes a session (its attendance with it) and closes the order; 404 after", async () => {
    const [first, second, third] = [
      await addSession(),
      await addSession({ title: "Two" }),
      await addSession({ title: "Three" }),
    ];
    await enrol(student.id);
    await (
      await testDb()
    )
      .insert(liveAttendance)
      .values({ sessionId: first!.id, studentId: student.id, joinedAt: "2026-12-20T16:00:00" });
    expect(
      (await send("DELETE", `/api/LiveSessions/${first!.id}`, { token: admin.token })).status,
    ).toBe(204);
    const { body } = await schedule(admin.token);
    expect(body.sessions.map((session) => [session.id, session.position])).toEqual([
      [second!.id, 0],
      [third!.id, 1],
    ]);
    expect(await (await testDb()).select().from(liveAttendance)).toEqual([]);
    await expectProblem(
      await send("DELETE", `/api/LiveSessions/${first!.id}`, { token: admin.token }),
      404,
    );
  });
});

describe("PUT /api/LiveSessions/Reorder/{courseId}", () => {
  it("reorders by a list of every session id; 400 unless each exactly once; 404 not an online course", async () => {
    const ids = [
      (await addSession()).id,
      (await addSession({ title: "B" })).id,
      (await addSession({ title: "C" })).id,
    ];
    const path = `/api/LiveSessions/Reorder/${courseId}`;
    expect(
      (
        await send("PUT", path, {
          token: admin.token,
          json: [ids[2], ids[0]!.toUpperCase(), ids[1]],
        })
      ).status,
    ).toBe(204);
    const { body } = await schedule();
    expect(body.sessions.map((session) => [session.id, session.position])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    const message = "The list must name every item exactly once.";
    for (const list of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[2], ids[0]],
      [ids[0], ids[1], randomUUID()],
    ]) {
      await expectProblem(
        await send("PUT", path, { token: admin.token, json: list }),
        400,
        message,
      );
    }
    const onDemand = await insertOnDemandCourse("Steel Design", "30");
    await expectProblem(
      await send("PUT", `/api/LiveSessions/Reorder/${onDemand}`, { token: admin.token, json: [] }),
      404,
    );
  });
});

describe("GET /api/LiveSessions/Course/{courseId}: who sees the meeting", () => {
  const link = "https://meet.example.org/abc-defg-hij";
  const recording = "https://www.youtube.com/embed/rec-777";

  beforeEach(async () => {
    await addSession({ recordingUrl: recording });
    await addSession({ title: "Later", startsAt: "2026-12-27T18:00:00+02:00" });
    await enrol(student.id);
  });

  it("gives a visitor and a student not enrolled the schedule without links, cacheable", async () => {
    for (const token of [undefined, otherStudent.token]) {
      const { response, body, text } = await schedule(token);
      expect(text).not.toContain(link);
      expect(text).not.toContain("rec-777");
      expect(
        body.sessions.map((session) => [
          session.meetingLink,
          session.recordingUrl,
          session.hasRecording,
        ]),
      ).toEqual([
        [null, null, true],
        [null, null, false],
      ]);
      expect(response.headers.get("cache-control") ?? "").not.toContain("private");
      expect(body).toMatchObject({
        courseId,
        timeZone: "Africa/Cairo",
        attendanceThreshold: 75,
        now: "2026-12-01T10:00:00.000Z",
      });
    }
    expect((await schedule()).body.viewer).toBeNull();
    expect((await schedule(otherStudent.token)).body.viewer).toEqual({
      isEnrolled: false,
      enrolledAt: null,
      attended: 0,
      total: 2,
      certificateCode: null,
    });
  });

  it("gives the enrolled student and an admin the links, private and not stored", async () => {
    for (const token of [student.token, admin.token]) {
      const { response, body } = await schedule(token);
      expect(body.sessions.map((session) => [session.meetingLink, session.recordingUrl])).toEqual([
        [link, recording],
        [link, null],
      ]);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("vary")).toContain("Authorization");
    }
    expect((await schedule(student.token)).body.viewer).toEqual({
      isEnrolled: true,
      enrolledAt: "2026-12-01T09:00:00.000Z",
      attended: 0,
      total: 2,
      certificateCode: null,
    });
    expect((await schedule(admin.token)).body.viewer).toBeNull();
  });

  it("refuses a token that no longer counts (401) rather than answering it as a visitor's", async () => {
    await expectProblem(
      await send("GET", `/api/LiveSessions/Course/${courseId}`, { token: "not-a-jwt" }),
      401,
    );
  });

  it("answers 404 for an on-demand or unknown course and 400 for a malformed id", async () => {
    const onDemand = await insertOnDemandCourse("Steel Design", "30");
    await expectProblem(await send("GET", `/api/LiveSessions/Course/${onDemand}`), 404);
    await expectProblem(await send("GET", `/api/LiveSessions/Course/${randomUUID()}`), 404);
    await expectProblem(await send("GET", "/api/LiveSessions/Course/xyz"), 400);
  });
});

describe("POST /api/LiveSessions/{sessionId}/Join", () => {
  let session: LiveSessionDto;
  beforeEach(async () => {
    // 20 December 2026, 16:00–17:30 UTC.
    session = await addSession();
    await enrol(student.id);
  });

  it("opens 15 minutes before the start and closes at the end, recording the first Join once", async () => {
    clock.now = new Date("2026-12-20T15:44:59.000Z");
    await expectProblem(
      await join(session.id, student.token),
      409,
      "Join opens 15 minutes before the session starts.",
    );
    expect(await (await testDb()).select().from(liveAttendance)).toEqual([]);

    clock.now = new Date("2026-12-20T15:45:00.000Z");
    const first = await join(session.id, student.token);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(liveJoinDto.exact.parse(await json(first))).toEqual({
      meetingLink: "https://meet.example.org/abc-defg-hij",
      sessionId: session.id,
      joinedAt: "2026-12-20T15:45:00.000Z",
    });

    clock.now = new Date("2026-12-20T17:29:59.000Z");
    const again = liveJoinDto.exact.parse(await json(await join(session.id, student.token)));
    expect(again.joinedAt).toBe("2026-12-20T15:45:00.000Z");
    const rows = await (await testDb()).select().from(liveAttendance);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sessionId: session.id, studentId: student.id, markedBy: null });
    expect((await schedule(student.token)).body.sessions[0]?.attended).toBe(true);

    clock.now = new Date("2026-12-20T17:30:00.000Z");
    await expectProblem(await join(session.id, student.token), 409, "This session has ended.");
  });

  it("refuses a visitor (401), a student not enrolled (403) and an unknown session (404); an admin joins without attendance", async () => {
    clock.now = new Date("2026-12-20T16:10:00.000Z");
    await expectProblem(await join(session.id), 401);
    await expectProblem(await join(session.id, otherStudent.token), 403);
    await expectProblem(await join(randomUUID(), student.token), 404);
    const response = await join(session.id, admin.token);
    expect(response.status).toBe(200);
    expect(liveJoinDto.exact.parse(await json(response)).meetingLink).toBe(
      "https://meet.example.org/abc-defg-hij",
    );
    expect(await (await testDb()).select().from(liveAttendance)).toEqual([]);
  });
});

describe("attendance, the class list and the certificate", () => {
  let sessions: LiveSessionDto[];
  beforeEach(async () => {
    sessions = [];
    for (const day of [19, 20, 21, 22])
      sessions.push(
        await addSession({ title: `Day ${day}`, startsAt: `2026-12-${day}T18:00:00+02:00` }),
      );
    await enrol(student.id);
    await enrol(otherStudent.id, courseId, "2026-12-02T08:00:00");
  });

  const mark = (sessionId: string, studentId: string, attended: boolean) =>
    send("PUT", `/api/LiveSessions/${sessionId}/Attendance/${studentId}`, {
      token: admin.token,
      json: { attended },
    });

  it("lets the admin mark and unmark attendance and reads it back in the class list, students by name", async () => {
    expect((await mark(sessions[1]!.id, student.id, true)).status).toBe(204);
    expect((await mark(sessions[0]!.id, otherStudent.id, true)).status).toBe(204);
    expect((await mark(sessions[0]!.id, otherStudent.id, false)).status).toBe(204);
    const response = await send("GET", `/api/LiveSessions/Course/${courseId}/ClassList`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const list = classListDto.exact.parse(await json(response));
    expect(list.sessions.map((session) => session.id)).toEqual(
      sessions.map((session) => session.id),
    );
    // "Test other…" sorts before "Test student…".
    expect(
      list.students.map((row) => [row.studentId, row.attended, row.attendedSessionIds]),
    ).toEqual([
      [otherStudent.id, 0, []],
      [student.id, 1, [sessions[1]!.id]],
    ]);
    expect(list.students[1]).toMatchObject({
      email: student.email,
      phone: "01000000000",
      enrolledAt: "2026-12-01T09:00:00.000Z",
      certificateCode: null,
    });
    const [row] = await (
      await testDb()
    )
      .select()
      .from(liveAttendance)
      .where(eq(liveAttendance.studentId, student.id));
    expect(row?.markedBy).toBe(admin.id);
    expect(list.students[1]!.attendance).toEqual([
      { sessionId: sessions[1]!.id, joinedAt: expect.stringMatching(/Z$/), markedByAdmin: true },
    ]);
  });

  it("answers 400 for a student not enrolled, 404 for an unknown session or course", async () => {
    const outsider = await createUser("Student");
    await expectProblem(await mark(sessions[0]!.id, outsider.id, true), 400);
    await expectProblem(await mark(randomUUID(), student.id, true), 404);
    await expectProblem(
      await send("GET", `/api/LiveSessions/Course/${randomUUID()}/ClassList`, {
        token: admin.token,
      }),
      404,
    );
    await expectProblem(
      await send("PUT", `/api/LiveSessions/${sessions[0]!.id}/Attendance/${student.id}`, {
        token: admin.token,
        json: { attended: "yes" },
      }),
      400,
    );
  });

  it("issues the certificate once the last session has started and attendance reaches the threshold (3 of 4 at 75 %), stating it, and keeps it", async () => {
    clock.now = new Date("2026-12-19T16:00:00.000Z");
    expect((await join(sessions[0]!.id, student.token)).status).toBe(200);
    await mark(sessions[1]!.id, student.id, true);
    await mark(sessions[2]!.id, student.id, true);
    // 3 of 4 already, but the last session is still ahead: the number of sessions is not final.
    expect((await schedule(student.token)).body.viewer).toMatchObject({
      attended: 3,
      total: 4,
      certificateCode: null,
    });
    expect(await (await testDb()).select().from(certificates)).toEqual([]);
    // The last session (22 December, 18:00 Cairo) has started: the student's next read issues it.
    clock.now = new Date("2026-12-22T16:00:00.000Z");
    await schedule(student.token);
    const [issued] = await (
      await testDb()
    )
      .select()
      .from(certificates)
      .where(eq(certificates.studentId, student.id));
    expect(issued).toMatchObject({ courseId, packageName: null, liveAttended: 3, liveTotal: 4 });
    // A student below the threshold (0 of 4) gets none.
    expect(
      await (
        await testDb()
      )
        .select()
        .from(certificates)
        .where(eq(certificates.studentId, otherStudent.id)),
    ).toEqual([]);

    const response = await send("GET", `/api/Certificates/${issued!.code}`);
    expect(response.status).toBe(200);
    expect(certificateDto.exact.parse(await json(response))).toMatchObject({
      code: issued!.code,
      courseId,
      courseName: "Seismic Design of RC Buildings to ECP 201",
      packageName: null,
      liveAttendance: { attended: 3, total: 4 },
    });
    expect((await schedule(student.token)).body.viewer).toMatchObject({
      attended: 3,
      total: 4,
      certificateCode: issued!.code,
    });

    // A later correction does not revoke it.
    await mark(sessions[2]!.id, student.id, false);
    expect(await (await testDb()).select().from(certificates)).toHaveLength(1);
  });

  it("follows the admin's threshold (1–100): at 25 % one Join earns the certificate once the last session has started", async () => {
    const path = `/api/LiveSessions/Course/${courseId}/Threshold`;
    for (const attendanceThreshold of [0, 101, 50.5, "50"]) {
      await expectProblem(
        await send("PUT", path, { token: admin.token, json: { attendanceThreshold } }),
        400,
      );
    }
    const onDemand = await insertOnDemandCourse("Steel Design", "30");
    await expectProblem(
      await send("PUT", `/api/LiveSessions/Course/${onDemand}/Threshold`, {
        token: admin.token,
        json: { attendanceThreshold: 25 },
      }),
      404,
    );
    expect(
      (await send("PUT", path, { token: admin.token, json: { attendanceThreshold: 25 } })).status,
    ).toBe(204);
    expect((await schedule()).body.attendanceThreshold).toBe(25);

    clock.now = new Date("2026-12-20T16:05:00.000Z");
    expect((await join(sessions[1]!.id, student.token)).status).toBe(200);
    expect(await (await testDb()).select().from(certificates)).toEqual([]);
    // After the last session has started, the student's list of courses issues it.
    clock.now = new Date("2026-12-22T16:05:00.000Z");
    expect((await send("GET", "/api/LiveSessions/Mine", { token: student.token })).status).toBe(
      200,
    );
    const rows = await (
      await testDb()
    )
      .select()
      .from(certificates)
      .where(and(eq(certificates.studentId, student.id), eq(certificates.courseId, courseId)));
    expect(rows).toMatchObject([{ liveAttended: 1, liveTotal: 4, packageName: null }]);
  });

  it("waits for the course's final exam where it has one, then issues it stating the attendance and the passed score", async () => {
    const exam = await insertFinalExam(courseId);
    clock.now = new Date("2026-12-22T16:05:00.000Z");
    for (const session of sessions) await mark(session.id, student.id, true);
    // Attendance met (4 of 4, the last session started), the exam not passed: no certificate.
    await insertAttempt(exam, student.id, 50);
    expect((await schedule(student.token)).body.viewer?.certificateCode).toBeNull();
    expect((await send("GET", "/api/LiveSessions/Mine", { token: student.token })).status).toBe(
      200,
    );
    expect(await (await testDb()).select().from(certificates)).toEqual([]);

    await insertAttempt(exam, student.id, 80);
    const code = (await schedule(student.token)).body.viewer?.certificateCode;
    expect(code).toEqual(expect.any(String));
    const response = await send("GET", `/api/Certificates/${code}`);
    expect(certificateDto.exact.parse(await json(response))).toMatchObject({
      courseId,
      packageName: null,
      liveAttendance: { attended: 4, total: 4 },
      finalExamPercent: 80,
      completedAt: "2026-12-22T16:05:00",
    });
  });
});

describe("GET /api/LiveSessions/Mine", () => {
  it("lists the student's online courses by next session, then name; 401 visitor, 403 admin", async () => {
    const later = await insertOnlineCourse("Advanced ETABS");
    const none = await insertOnlineCourse("A course without sessions");
    await addSession({ title: "Past", startsAt: "2026-12-19T10:00:00Z" });
    const next = await addSession({ title: "Next", startsAt: "2026-12-22T10:00:00Z" });
    await addSession({ title: "Soon", startsAt: "2026-12-21T10:00:00Z" }, later);
    await enrol(student.id);
    await enrol(student.id, later);
    await enrol(student.id, none);
    await enrol(otherStudent.id);
    await (await testDb()).insert(liveAttendance).values({
      sessionId: (await schedule(admin.token)).body.sessions[0]!.id,
      studentId: student.id,
      joinedAt: "2026-12-19T10:00:00",
    });
    clock.now = new Date("2026-12-20T10:00:00.000Z");

    const response = await send("GET", "/api/LiveSessions/Mine", { token: student.token });
    expect(response.status).toBe(200);
    const list = z.array(myLiveCourseDto.exact).parse(await json(response));
    expect(list.map((row) => row.courseName)).toEqual([
      "Advanced ETABS",
      "Seismic Design of RC Buildings to ECP 201",
      "A course without sessions",
    ]);
    expect(list[1]).toEqual({
      courseId,
      courseName: "Seismic Design of RC Buildings to ECP 201",
      // The course starts on 18 December in Cairo: midnight there is 22:00 UTC the day before.
      courseStart: "2026-12-17T22:00:00.000Z",
      enrolledAt: "2026-12-01T09:00:00.000Z",
      nextSession: {
        id: next.id,
        title: "Next",
        startsAt: "2026-12-22T10:00:00.000Z",
        durationMinutes: 90,
      },
      attended: 1,
      total: 2,
      certificateCode: null,
    });
    expect(list[2]?.nextSession).toBeNull();

    await expectProblem(await send("GET", "/api/LiveSessions/Mine"), 401);
    await expectProblem(await send("GET", "/api/LiveSessions/Mine", { token: admin.token }), 403);
  });
});

describe("manual enrolment in an online course (POST /api/Students/Enrollment)", () => {
  it("enrols without a package, counts it once, refuses a duplicate or a package, and reads back as enrolled", async () => {
    const enrolOnline = (json: Record<string, unknown>) =>
      send("POST", "/api/Students/Enrollment", { token: admin.token, json });
    const { pack } = await insertCourseWithPackage();
    await expectProblem(
      await enrolOnline({ studentId: student.id, courseId, packageId: pack.id }),
      400,
    );

    expect((await enrolOnline({ studentId: student.id, courseId })).status).toBe(204);
    const duplicate = await expectProblem(
      await enrolOnline({ studentId: student.id, courseId, packageId: null }),
      400,
    );
    expect(duplicate.detail).toBe("Student is already enrolled in the course");
    const [course] = await (await testDb()).select().from(courses).where(eq(courses.id, courseId));
    expect(course?.enrollments).toBe(1);

    const [row] = await (
      await testDb()
    )
      .select()
      .from(enrollments)
      .where(eq(enrollments.studentId, student.id));
    expect(row).toMatchObject({ courseId, packageId: null });
    // No start date sent: the enrolment starts now (the class list's "enrolled on").
    expect(row?.startDate.replace(" ", "T").slice(0, 19)).toBe("2026-12-01T10:00:00");

    const list = z
      .array(enrollmentDto.exact)
      .parse(
        await json(
          await send("GET", `/api/Students/Enrollements/${student.id}`, { token: student.token }),
        ),
      );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      courseId,
      packageId: null,
      package: null,
      course: { id: courseId, name: "Seismic Design of RC Buildings to ECP 201" },
    });
    const check = await send("GET", `/api/Students/CheckEnrollment/${courseId}/${student.id}`, {
      token: student.token,
    });
    expect(enrollmentCheck.exact.parse(await json(check))).toEqual({ isEnrolled: true });

    await addSession();
    expect((await schedule(student.token)).body.sessions[0]?.meetingLink).toBe(
      "https://meet.example.org/abc-defg-hij",
    );
  });
});

describe("calendars", () => {
  let sessions: LiveSessionDto[];
  beforeEach(async () => {
    sessions = [
      await addSession({
        title: "Opening",
        startsAt: "2026-12-19T18:30:00+02:00",
        durationMinutes: 120,
      }),
      await addSession({
        title: "Modal analysis",
        startsAt: "2027-01-10T10:00:00Z",
        meetingLink: "https://zoom.example.com/j/42?pwd=x",
      }),
    ];
    await enrol(student.id);
  });

  /** The VEVENTs of an `.ics` body parsed back by node-ical, by UID. */
  function eventsOf(text: string): ical.VEvent[] {
    return Object.values(ical.sync.parseICS(text)).filter(
      (item): item is ical.VEvent => item?.type === "VEVENT",
    );
  }

  function expectEventsOf(text: string, expected: LiveSessionDto[], links: string[]) {
    const events = eventsOf(text);
    expect(events).toHaveLength(expected.length);
    for (const [index, session] of expected.entries()) {
      const event = events.find((item) => item.uid === `${session.id}@brightway`);
      expect(event, session.id).toBeDefined();
      expect(new Date(event!.start).toISOString()).toBe(session.startsAt);
      expect(new Date(event!.end!).getTime() - new Date(event!.start).getTime()).toBe(
        session.durationMinutes * 60_000,
      );
      expect(event!.url).toBe(links[index]);
      expect(String(event!.description)).toContain(links[index]);
    }
    // In UTC: no floating local times.
    expect(text).toMatch(/DTSTART:20261219T163000Z/);
  }

  it("GET …/Course/{courseId}/Calendar: an .ics with one VEVENT per session for the enrolled and the admin", async () => {
    const path = `/api/LiveSessions/Course/${courseId}/Calendar`;
    for (const token of [student.token, admin.token]) {
      const response = await send("GET", path, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/calendar");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expectEventsOf(await response.text(), sessions, [
        "https://meet.example.org/abc-defg-hij",
        "https://zoom.example.com/j/42?pwd=x",
      ]);
    }
    await expectProblem(await send("GET", path), 401);
    await expectProblem(await send("GET", path, { token: otherStudent.token }), 403);
    const onDemand = await insertOnDemandCourse("Steel Design", "30");
    await expectProblem(
      await send("GET", `/api/LiveSessions/Course/${onDemand}/Calendar`, { token: admin.token }),
      404,
    );
  });

  it("the private feed follows the admin's changes; a revoked, forged or malformed token is 404 with one body", async () => {
    const tokenResponse = await send("GET", "/api/LiveSessions/Calendar/Token", {
      token: student.token,
    });
    expect(tokenResponse.status).toBe(200);
    const { token } = calendarTokenDto.exact.parse(await json(tokenResponse));
    expect(
      calendarTokenDto.exact.parse(
        await json(await send("GET", "/api/LiveSessions/Calendar/Token", { token: student.token })),
      ).token,
    ).toBe(token);

    const feed = (value: string) =>
      send("GET", `/api/LiveSessions/Calendar/Feed/${encodeURIComponent(value)}`);
    const first = await feed(token);
    expect(first.status).toBe(200);
    expectEventsOf(await first.text(), sessions, [
      "https://meet.example.org/abc-defg-hij",
      "https://zoom.example.com/j/42?pwd=x",
    ]);

    // The admin moves a session and adds one in another course the student is enrolled in.
    const moved = await send("PUT", `/api/LiveSessions/${sessions[1]!.id}`, {
      token: admin.token,
      json: sessionBody({
        title: "Modal analysis",
        startsAt: "2027-01-11T10:00:00Z",
        meetingLink: "https://zoom.example.com/j/43",
      }),
    });
    const updated = liveSessionDto.exact.parse(await json(moved));
    const other = await insertOnlineCourse("Advanced ETABS");
    const extra = await addSession(
      { title: "ETABS", startsAt: "2026-12-19T18:30:00+02:00" },
      other,
    );
    await enrol(student.id, other);
    expectEventsOf(
      await (await feed(token)).text(),
      [sessions[0]!, updated, extra],
      [
        "https://meet.example.org/abc-defg-hij",
        "https://zoom.example.com/j/43",
        "https://meet.example.org/abc-defg-hij",
      ],
    );

    const revoked = await send("POST", "/api/LiveSessions/Calendar/Token/Revoke", {
      token: student.token,
    });
    expect(revoked.status).toBe(200);
    const fresh = calendarTokenDto.exact.parse(await json(revoked)).token;
    expect(fresh).not.toBe(token);
    expect((await feed(fresh)).status).toBe(200);

    const [id, version, mac] = token.split(".") as [string, string, string];
    const forgedMac = `${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`;
    const otherId = Buffer.from(otherStudent.id).toString("base64url");
    const bodies: string[] = [];
    for (const wrong of [
      token,
      `${id}.${version}.${forgedMac}`,
      `${otherId}.${version}.${mac}`,
      `${id}.9.${mac}`,
      token.toLowerCase(),
      "nonsense",
    ]) {
      const response = await feed(wrong);
      await expectProblem(response.clone(), 404);
      bodies.push(await response.text());
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it("gives tokens to students only, and a student without a token who revokes gets a working one", async () => {
    await expectProblem(await send("GET", "/api/LiveSessions/Calendar/Token"), 401);
    await expectProblem(
      await send("GET", "/api/LiveSessions/Calendar/Token", { token: admin.token }),
      403,
    );
    await expectProblem(
      await send("POST", "/api/LiveSessions/Calendar/Token/Revoke", { token: admin.token }),
      403,
    );
    const { token } = calendarTokenDto.exact.parse(
      await json(
        await send("POST", "/api/LiveSessions/Calendar/Token/Revoke", { token: student.token }),
      ),
    );
    expect((await send("GET", `/api/LiveSessions/Calendar/Feed/${token}`)).status).toBe(200);
  });

  it("never writes a feed token into the request log", () => {
    expect(pathForLog("/api/LiveSessions/Calendar/Feed/YWJj.3.c2VjcmV0")).toBe(
      "/api/LiveSessions/Calendar/Feed/[redacted]",
    );
  });
});

describe("UPSTREAM_LIVE_SESSIONS=false", () => {
  it("answers as the legacy API: no endpoints, and no enrolment in an online course", async () => {
    const legacy = await appWith({ UPSTREAM_LIVE_SESSIONS: "false" });
    await expectProblem(
      await callApp(legacy, "GET", "/api/LiveSessions/Mine"),
      404,
      "No endpoint answers this method and path.",
    );
    await expectProblem(await callApp(legacy, "GET", `/api/LiveSessions/Course/${courseId}`), 404);
    const refused = await callApp(legacy, "POST", "/api/Students/Enrollment", {
      token: admin.token,
      json: { studentId: student.id, courseId },
    });
    await expectProblem(refused, 400, "Only on-demand courses take enrolments.");
  });
});
