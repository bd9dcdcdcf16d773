import { randomUUID } from "node:crypto";
import { classMessageDto, classMessagesDto } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CourseMailResult, sendCourseMails } from "../src/class-mail";
import { loadConfig } from "../src/config";
import { courses, enrollments, liveSessionChanges, sentReminders, users } from "../src/db/schema";
import { type JobRunner, startJobRunner } from "../src/jobs";
import type { MailMessage, Mailer } from "../src/mail";
import {
  type TestUser,
  appOnClock,
  appWith,
  call,
  callApp,
  createCallers,
  createUser,
  expectAdminOnly,
  expectProblem,
  getTestContext,
  insertCourseWithPackage,
  insertLiveEtabs,
  json,
  mailsTo,
  resetDatabase,
  testDb,
} from "./helpers";

// Class messages and schedule-change e-mails (upstream/EXTENSIONS.md "Class messages and
// schedule-change e-mails"): who may write and read, the validation, one e-mail per student
// (through the job queue too), the reminders' opt-out and unsubscribe link respected, and the
// changes of a live course within 10 minutes coalesced into one e-mail, on an injected clock.

const day = 24 * 60 * 60 * 1000;
const minute = 60_000;

let sent: MailMessage[] = [];
const recorder: Mailer = {
  async send(message) {
    sent.push(message);
  },
};
const toUser = (user: TestUser) => sent.filter((mail) => mail.to === user.email);

/** What the job queue and the reminder scan get: the recorder for a mailer, `now` the test's clock. */
async function mailDeps(now: () => Date) {
  const { database, dataDir, jwtSecret } = await getTestContext();
  const config = loadConfig({
    UPSTREAM_DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@example.com",
    RESET_LINK_BASE: "https://brightway.example/ForgotPassword",
  });
  return { db: database.db, config, jwtSecret, mailer: recorder, now };
}

/** Sends the course e-mails due at `at` (what a queued job does). */
async function sendDue(at: Date = new Date()): Promise<CourseMailResult> {
  return sendCourseMails(await mailDeps(() => at));
}

async function student(firstName: string): Promise<TestUser> {
  const user = await createUser("Student", `s${randomUUID().slice(0, 8)}`);
  await (
    await testDb()
  )
    .update(users)
    .set({ firstName, lastName: "Test" })
    .where(eq(users.id, user.id));
  return user;
}

async function enrol(
  user: TestUser,
  courseId: string,
  values: Partial<typeof enrollments.$inferInsert> = {},
) {
  await (await testDb()).insert(enrollments).values({
    studentId: user.id,
    courseId,
    startDate: new Date().toISOString().slice(0, 19),
    ...values,
  });
}

async function optOut(user: TestUser) {
  await (await testDb()).update(users).set({ remindersOptOut: true }).where(eq(users.id, user.id));
}

const messagesPath = (courseId: string) => `/api/ClassMessages/Course/${courseId}`;

beforeEach(async () => {
  await resetDatabase();
  sent = [];
});

describe("class messages: who may write and read them", () => {
  it("lets only an admin write; an enrolled student and an admin read, a stranger is refused", async () => {
    const { student: enrolled, otherStudent, admin } = await createCallers();
    const { course } = await insertCourseWithPackage();
    await enrol(enrolled, course.id, { packageId: null });
    const body = { subject: "Welcome", body: "The first lesson is online." };

    await expectAdminOnly("POST", messagesPath(course.id), enrolled, { json: body });
    const created = await call("POST", messagesPath(course.id), { token: admin.token, json: body });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const dto = classMessageDto.exact.parse(await json(created));
    expect(dto).toMatchObject({ courseId: course.id, subject: "Welcome", recipients: 0 });

    await expectProblem(await call("GET", messagesPath(course.id)), 401);
    await expectProblem(await call("GET", messagesPath(course.id), { token: "not-a-jwt" }), 401);
    await expectProblem(
      await call("GET", messagesPath(course.id), { token: otherStudent.token }),
      403,
      "You are not enrolled in this course.",
    );
    const asStudent = classMessagesDto.exact.parse(
      await json(await call("GET", messagesPath(course.id), { token: enrolled.token })),
    );
    expect(asStudent).toEqual({
      courseId: course.id,
      messages: [{ ...dto, recipients: null }],
      audience: null,
    });
    const asAdmin = await call("GET", messagesPath(course.id), { token: admin.token });
    expect(asAdmin.headers.get("cache-control")).toBe("private, no-store");
    expect(asAdmin.headers.get("vary")).toContain("Authorization");
    expect(classMessagesDto.exact.parse(await json(asAdmin)).messages).toEqual([dto]);
  });

  it("answers 401 to an anonymous read of any course, so the extension is detected without one", async () => {
    await expectProblem(
      await call("GET", messagesPath("00000000-0000-0000-0000-000000000000")),
      401,
    );
  });

  it("answers 404 for an unknown course and 400 for a malformed id", async () => {
    const { admin } = await createCallers();
    const unknown = randomUUID();
    await expectProblem(
      await call("GET", messagesPath(unknown), { token: admin.token }),
      404,
      `Course with ID: ${unknown} doesn't exist in the database `,
    );
    await expectProblem(
      await call("POST", messagesPath(unknown), {
        token: admin.token,
        json: { subject: "Hi", body: "Hello" },
      }),
      404,
    );
    await expectProblem(await call("GET", messagesPath("not-a-guid"), { token: admin.token }), 400);
  });

  it("lists the newest first, with how many students each went to and who a new one would reach", async () => {
    const { student: first, otherStudent: second, admin } = await createCallers();
    const live = await insertLiveEtabs();
    await enrol(first, live.id);
    await optOut(second);
    await enrol(second, live.id);
    const clock = appOnClock("2026-03-01T10:00:00.000Z");
    await clock.reset();
    for (const subject of ["One", "Two"]) {
      expect(
        (
          await clock.send("POST", messagesPath(live.id), {
            token: admin.token,
            json: { subject, body: "Text" },
          })
        ).status,
      ).toBe(201);
      clock.now = new Date(clock.now.getTime() + minute);
    }
    const list = classMessagesDto.exact.parse(
      await json(await call("GET", messagesPath(live.id), { token: admin.token })),
    );
    expect(list.messages.map((message) => [message.subject, message.recipients])).toEqual([
      ["Two", 2],
      ["One", 2],
    ]);
    expect(list.messages[1]!.createdAt).toBe("2026-03-01T10:00:00.000Z");
    expect(list.audience).toEqual({ students: 2, optedOut: 1 });
  });
});

describe("class messages: validation", () => {
  let admin: TestUser;
  let courseId: string;
  beforeEach(async () => {
    ({ admin } = await createCallers());
    courseId = (await insertCourseWithPackage()).course.id;
  });
  const post = (json: unknown) =>
    call("POST", messagesPath(courseId), { token: admin.token, json });

  it.each([
    ["no subject", { body: "Text" }, "subject", "The subject is required."],
    ["a blank subject", { subject: "   ", body: "Text" }, "subject", "The subject is required."],
    [
      "a subject of 151 characters",
      { subject: "a".repeat(151), body: "Text" },
      "subject",
      "The subject can have at most 150 characters.",
    ],
    [
      "a subject of two lines",
      { subject: "Two\nlines", body: "Text" },
      "subject",
      "The subject must be one line of text.",
    ],
    ["no message", { subject: "Hi" }, "body", "The message is required."],
    ["a blank message", { subject: "Hi", body: " \n\t " }, "body", "The message is required."],
    [
      "a message of 5001 characters",
      { subject: "Hi", body: "a".repeat(5001) },
      "body",
      "The message can have at most 5000 characters.",
    ],
    [
      "a message with a control character",
      { subject: "Hi", body: "bell\u0007" },
      "body",
      "The message holds control characters.",
    ],
  ])("refuses %s", async (_case, body, field, message) => {
    const problem = await expectProblem(await post(body), 400);
    expect(problem.errors?.[field]).toEqual([message]);
  });

  it("accepts 150 and 5000 characters, trimmed, line breaks kept as \\n", async () => {
    const response = await post({
      subject: ` ${"s".repeat(150)} `,
      body: `\r\n${"b".repeat(4990)}\r\nend\r\n`,
    });
    expect(response.status).toBe(201);
    const dto = classMessageDto.exact.parse(await json(response));
    expect(dto.subject).toBe("s".repeat(150));
    expect(dto.body).toBe(`${"b".repeat(4990)}\nend`);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await call("POST", messagesPath(courseId), {
      token: admin.token,
      body: "subject=Hi",
      headers: { "Content-Type": "text/plain" },
    });
    await expectProblem(response, 415);
  });
});

describe("class messages: the e-mails", () => {
  it("e-mails each student of the course once, never one who opted out, whose access ended, or who enrolled later", async () => {
    const { admin } = await createCallers();
    const { course, pack } = await insertCourseWithPackage();
    const active = await student("Mariam");
    const stopped = await student("Sara");
    const ended = await student("Omar");
    const outsider = await student("Youssef");
    await enrol(active, course.id, { packageId: pack.id });
    await enrol(stopped, course.id, { packageId: pack.id });
    await optOut(stopped);
    // A 3-month package started 4 months ago: access ended.
    await enrol(ended, course.id, {
      packageId: pack.id,
      startDate: new Date(Date.now() - 124 * day).toISOString().slice(0, 19),
    });
    const created = classMessageDto.exact.parse(
      await json(
        await call("POST", messagesPath(course.id), {
          token: admin.token,
          json: {
            subject: "Exam <b>on Friday</b>",
            body: "Bring a calculator.\nNotes: https://evil.example/notes",
          },
        }),
      ),
    );
    expect(created.recipients).toBe(2);
    const later = await student("Nour");
    await enrol(later, course.id, { packageId: pack.id });

    expect(await sendDue()).toEqual({ classMessages: 1, scheduleChanges: 0, failed: 0 });
    expect(await sendDue()).toEqual({ classMessages: 0, scheduleChanges: 0, failed: 0 });
    for (const nobody of [stopped, ended, outsider, later]) expect(toUser(nobody)).toEqual([]);
    const [mail] = toUser(active);
    expect(toUser(active)).toHaveLength(1);
    expect(mail!.subject).toBe("Steel Design: Exam <b>on Friday</b>");
    expect(mail!.text).toContain("Dear Mariam Test,");
    expect(mail!.text).toContain("A message to the students of Steel Design:");
    expect(mail!.text).toContain("Bring a calculator.\nNotes: https://evil.example/notes");
    expect(mail!.text).toContain(
      `on the course page: https://brightway.example/onDemandCourseDetails/${course.id}#class-messages`,
    );
    expect(mail!.html).toContain("Exam &lt;b&gt;on Friday&lt;/b&gt;");
    expect(mail!.html).not.toContain('href="https://evil.example');
    expect(mail!.text).toMatch(
      /To stop e-mails about your courses \(reminders, class messages and schedule changes\), open: https:\/\/brightway\.example\/unsubscribe\?token=\S+/,
    );
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/brightway\.example\/api\/unsubscribe\?token=\S+>$/,
    );
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const keys = await (await testDb()).select().from(sentReminders);
    expect(keys.map((key) => [key.kind, key.subjectId])).toEqual([
      ["class_message", `${created.id}:${active.id}`],
    ]);
  });

  it('e-mails no student whose address is not confirmed yet (extension "E-mail confirmation")', async () => {
    const { admin } = await createCallers();
    const { course, pack } = await insertCourseWithPackage();
    const confirmed = await student("Mariam");
    const unconfirmed = await student("Hana");
    await enrol(confirmed, course.id, { packageId: pack.id });
    await enrol(unconfirmed, course.id, { packageId: pack.id });
    await (
      await testDb()
    )
      .update(users)
      .set({ emailConfirmed: false })
      .where(eq(users.id, unconfirmed.id));
    const sent = await call("POST", messagesPath(course.id), {
      token: admin.token,
      json: { subject: "Exam on Friday", body: "Bring a calculator." },
    });
    // Written to both (the unconfirmed student reads it on the course page), e-mailed to one.
    expect(classMessageDto.exact.parse(await json(sent)).recipients).toBe(2);
    expect(await sendDue()).toEqual({ classMessages: 1, scheduleChanges: 0, failed: 0 });
    expect(toUser(confirmed)).toHaveLength(1);
    expect(toUser(unconfirmed)).toEqual([]);
  });

  it("e-mails every enrolled student of an online course, and retries a failed e-mail once", async () => {
    const { admin } = await createCallers();
    const live = await insertLiveEtabs();
    const mariam = await student("Mariam");
    await enrol(mariam, live.id);
    await call("POST", messagesPath(live.id), {
      token: admin.token,
      json: { subject: "Recording", body: "The recording is up." },
    });
    const failing: Mailer = { send: async () => Promise.reject(new Error("SMTP down")) };
    expect(
      await sendCourseMails({ ...(await mailDeps(() => new Date())), mailer: failing }),
    ).toMatchObject({ classMessages: 0, failed: 1 });
    expect(await sendDue()).toMatchObject({ classMessages: 1, failed: 0 });
    expect(toUser(mariam).map((mail) => mail.subject)).toEqual(["Live ETABS: Recording"]);
    expect(toUser(mariam)[0]!.text).toContain(
      `https://brightway.example/onlineCourseDetails/${live.id}#class-messages`,
    );
  });

  it("sends through the job queue: the request queues a job that a worker runs", async () => {
    const { database } = await getTestContext();
    const runner: JobRunner = await startJobRunner({
      ...(await mailDeps(() => new Date())),
      database,
      cron: "0 0 1 1 *",
      pollingIntervalSeconds: 0.5,
      graceMs: 5000,
    });
    try {
      const { admin } = await createCallers();
      const live = await insertLiveEtabs();
      const students = await Promise.all(["A", "B", "C"].map((name) => student(name)));
      for (const one of students) await enrol(one, live.id);
      const app = await appWith({}, { courseMail: runner });
      const response = await callApp(app, "POST", messagesPath(live.id), {
        token: admin.token,
        json: { subject: "Tonight", body: "We start at 18:00." },
      });
      expect(response.status).toBe(201);
      await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 20_000, interval: 200 });
      for (const one of students) expect(toUser(one)).toHaveLength(1);
      expect((await runner.runCourseMailNow()).classMessages).toBe(0);
    } finally {
      await runner.stop();
    }
  });
});

describe("the end-to-end tests' trigger", () => {
  it("sends what is due at once with UPSTREAM_TEST_CLOCK, and does not exist without it", async () => {
    const { admin } = await createCallers();
    const live = await insertLiveEtabs();
    const mariam = await student("Mariam");
    await enrol(mariam, live.id);
    const testing = await appWith(
      { UPSTREAM_TEST_CLOCK: "true" },
      { testClock: { advance: () => 0 } },
    );
    await callApp(testing, "POST", messagesPath(live.id), {
      token: admin.token,
      json: { subject: "Tonight", body: "We start at 18:00." },
    });
    const answer = await callApp(testing, "POST", "/__test/course-mail");
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ classMessages: 1, scheduleChanges: 0, failed: 0 });
    expect(
      (await mailsTo(mariam.email)).filter((mail) => mail.includes("Live ETABS: Tonight")),
    ).toHaveLength(1);
    expect((await call("POST", "/__test/course-mail")).status).toBe(404);
  });
});

describe("schedule-change e-mails, coalesced over 10 minutes", () => {
  /** The test's clock: Sunday 1 March 2026, 10:00 UTC (12:00 in Cairo). */
  const clock = appOnClock("2026-03-01T10:00:00.000Z");
  let admin: TestUser;
  let live: typeof courses.$inferSelect;
  let mariam: TestUser;
  let sara: TestUser;
  const sessionBody = (title: string, startsAt: string) => ({
    title,
    startsAt,
    durationMinutes: 90,
    meetingLink: "https://meet.jit.si/BrightWay-secret-room",
    recordingUrl: null,
  });
  const at = (minutes: number) =>
    new Date(new Date("2026-03-01T10:00:00.000Z").getTime() + minutes * minute);
  const addSession = async (title: string, startsAt: string) => {
    const response = await clock.send("POST", `/api/LiveSessions/Course/${live.id}`, {
      token: admin.token,
      json: sessionBody(title, startsAt),
    });
    expect(response.status).toBe(201);
    return (await json<{ id: string }>(response)).id;
  };

  beforeEach(async () => {
    await clock.reset();
    ({ admin } = await createCallers());
    live = await insertLiveEtabs({
      name: "Seismic Design",
      start: "2026-02-01T00:00:00",
      end: "2026-04-30T00:00:00",
    });
    mariam = await student("Mariam");
    sara = await student("Sara");
    await enrol(mariam, live.id, { startDate: "2026-02-20T09:00:00" });
    await enrol(sara, live.id, { startDate: "2026-02-20T09:00:00" });
  });

  it("sends one e-mail per student 10 minutes after the first change, listing every change made meanwhile", async () => {
    // Two sessions the class knows, made before the window (no students' e-mail for them here).
    const spectra = await addSession("Response spectra", "2026-03-10T16:00:00Z");
    const drift = await addSession("Drift", "2026-03-17T16:00:00Z");
    clock.now = at(30);
    expect(await sendDue(at(30))).toMatchObject({ scheduleChanges: 2 });
    sent = [];

    clock.now = at(60);
    const moved = await clock.send("PUT", `/api/LiveSessions/${spectra}`, {
      token: admin.token,
      json: sessionBody("Response spectra", "2026-03-12T16:00:00Z"),
    });
    expect(moved.status).toBe(200);
    clock.now = at(64);
    await addSession("Pushover", "2026-03-19T16:00:00Z");
    clock.now = at(69);
    expect(
      (await clock.send("DELETE", `/api/LiveSessions/${drift}`, { token: admin.token })).status,
    ).toBe(204);

    expect(await sendDue(at(69))).toMatchObject({ scheduleChanges: 0 });
    expect(await sendDue(at(70))).toMatchObject({ scheduleChanges: 2 });
    expect(await sendDue(at(75))).toMatchObject({ scheduleChanges: 0 });
    expect(sent).toHaveLength(2);
    const [mail] = toUser(mariam);
    expect(mail!.subject).toBe("Seismic Design: 3 changes to the live sessions");
    expect(mail!.text).toContain("Dear Mariam Test,");
    expect(mail!.text).toContain("The live sessions of Seismic Design have changed:");
    const lines = mail!.text.split("\n\n");
    expect(lines.filter((line) => /^(New session|Moved|Cancelled):/.test(line))).toEqual([
      'Moved: "Response spectra" from Tuesday 10 March 2026 at 18:00 (Africa/Cairo) to Thursday 12 March 2026 at 18:00 (Africa/Cairo).',
      'Cancelled: "Drift" of Tuesday 17 March 2026 at 18:00 (Africa/Cairo).',
      'New session: "Pushover" on Thursday 19 March 2026 at 18:00 (Africa/Cairo), 90 minutes.',
    ]);
    expect(mail!.text).toContain(
      `on the course page: https://brightway.example/onlineCourseDetails/${live.id}`,
    );
    expect(mail!.text).not.toContain("meet.jit.si");
    expect(mail!.html).not.toContain("meet.jit.si");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("starts a new e-mail for a change after the 10 minutes, and names a single change in the subject", async () => {
    const spectra = await addSession("Response spectra", "2026-03-10T16:00:00Z");
    expect(await sendDue(at(10))).toMatchObject({ scheduleChanges: 2 });
    clock.now = at(11);
    await clock.send("PUT", `/api/LiveSessions/${spectra}`, {
      token: admin.token,
      json: sessionBody("Response spectra", "2026-03-11T16:00:00Z"),
    });
    expect(await sendDue(at(20))).toMatchObject({ scheduleChanges: 0 });
    expect(await sendDue(at(21))).toMatchObject({ scheduleChanges: 2 });
    expect(toUser(sara).map((mail) => mail.subject)).toEqual([
      'Seismic Design: new live session "Response spectra"',
      'Seismic Design: "Response spectra" moved to Wednesday 11 March 2026 at 18:00 (Africa/Cairo)',
    ]);
  });

  it("sends nothing for a session added and cancelled within the 10 minutes, an edit that keeps the time, or a past session", async () => {
    const brief = await addSession("Brief", "2026-03-10T16:00:00Z");
    clock.now = at(5);
    await clock.send("DELETE", `/api/LiveSessions/${brief}`, { token: admin.token });
    expect(await sendDue(at(10))).toMatchObject({ scheduleChanges: 0 });

    clock.now = at(20);
    const kept = await addSession("Kept", "2026-03-10T16:00:00Z");
    expect(await sendDue(at(30))).toMatchObject({ scheduleChanges: 2 });
    clock.now = at(40);
    await clock.send("PUT", `/api/LiveSessions/${kept}`, {
      token: admin.token,
      json: { ...sessionBody("Kept, renamed", "2026-03-10T16:00:00Z"), durationMinutes: 120 },
    });
    // A session that took place on 2 February, added and deleted for the record.
    const past = await addSession("Past", "2026-02-02T16:00:00Z");
    await clock.send("DELETE", `/api/LiveSessions/${past}`, { token: admin.token });
    expect(await sendDue(at(60))).toMatchObject({ scheduleChanges: 0 });
    const recorded = await (await testDb()).select().from(liveSessionChanges);
    expect(recorded.map((row) => row.title).sort()).toEqual(["Brief", "Brief", "Kept"]);
  });

  it("respects the reminders' opt-out, and tells nobody who enrolled after the e-mail was due", async () => {
    await optOut(sara);
    await addSession("Response spectra", "2026-03-10T16:00:00Z");
    const late = await student("Late");
    await enrol(late, live.id, { startDate: "2026-03-01T10:30:00" });
    expect(await sendDue(at(40))).toMatchObject({ scheduleChanges: 1 });
    expect(toUser(mariam)).toHaveLength(1);
    expect(toUser(sara)).toEqual([]);
    expect(toUser(late)).toEqual([]);
  });
});

afterEach(() => {
  sent = [];
});
