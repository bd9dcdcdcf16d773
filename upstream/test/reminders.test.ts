import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config";
import {
  courses,
  enrollments,
  liveSessions,
  orders,
  packages,
  sentReminders,
  users,
} from "../src/db/schema";
import { type JobRunner, startJobRunner } from "../src/jobs";
import { createMailer, type MailMessage, type Mailer } from "../src/mail";
import {
  type ReminderDeps,
  type ScanResult,
  scanReminders,
  unsubscribeToken,
} from "../src/reminders";
import { type TestUser, call, createUser, getTestContext, resetDatabase } from "./helpers";

// Scheduled reminders (upstream/EXTENSIONS.md, "Scheduled reminders"): each e-mail once as the
// clock moves, with two job workers on one database at once, after a restart; opted-out
// students get none; the admin's order nudge once at 21 hours, never for an approved order; a
// live session's 24-hour, 1-hour and recording e-mails once each, at the session's current time.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (pg-boss on both).

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
const start = new Date("2026-03-01T10:00:00.000Z");
/** A 1-month package started on `start` ends here. */
const end = new Date("2026-04-01T10:00:00.000Z");
let clock = new Date(start);

let sent: MailMessage[] = [];
const recorder: Mailer = {
  async send(message) {
    sent.push(message);
  },
};

async function reminderDeps(
  env: Record<string, string> = {},
  mailer: Mailer = recorder,
): Promise<ReminderDeps> {
  const { database, dataDir, jwtSecret } = await getTestContext();
  const config = loadConfig({
    UPSTREAM_DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@example.com",
    RESET_LINK_BASE: "https://brightway.example/ForgotPassword",
    ...env,
  });
  return { db: database.db, config, jwtSecret, mailer, now: () => clock };
}

const runners: JobRunner[] = [];
/** A job worker (pg-boss) on the shared test database; its schedule never fires during a test. */
async function startRunner(): Promise<JobRunner> {
  const { database } = await getTestContext();
  const runner = await startJobRunner({
    ...(await reminderDeps()),
    database,
    cron: "0 0 1 1 *",
    pollingIntervalSeconds: 0.5,
    graceMs: 5000,
  });
  runners.push(runner);
  return runner;
}

/**
 * Two scans on each of `first` and `second` at the same moment; answers what the four sent of a
 * kind of reminder, summed (each due reminder must be counted once, whichever worker wins).
 */
async function scansAtOnce(first: JobRunner, second: JobRunner) {
  const results = await Promise.all([
    first.runNow(),
    second.runNow(),
    first.runNow(),
    second.runNow(),
  ]);
  return (kind: Exclude<keyof ScanResult, "failed">) =>
    results.reduce((sum, result) => sum + result[kind], 0);
}

async function scan() {
  return scanReminders(await reminderDeps());
}

let course: typeof courses.$inferSelect;
let oneMonth: typeof packages.$inferSelect;

async function enrol(student: TestUser, startDate = start) {
  const { database } = await getTestContext();
  const [row] = await database.db
    .insert(enrollments)
    .values({
      studentId: student.id,
      courseId: course.id,
      packageId: oneMonth.id,
      startDate: startDate.toISOString().slice(0, 19),
    })
    .returning();
  return row!;
}

async function student(firstName: string, lastName: string): Promise<TestUser> {
  const { database } = await getTestContext();
  const user = await createUser("Student", `s${randomUUID().slice(0, 8)}`);
  await database.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

const toStudent = (user: TestUser) => sent.filter((mail) => mail.to === user.email);

beforeEach(async () => {
  const { database } = await resetDatabase();
  sent = [];
  clock = new Date(start);
  [course] = (await database.db
    .insert(courses)
    .values({ kind: "onDemand", name: "Steel Design", hours: "30" })
    .returning()) as [typeof course];
  [oneMonth] = (await database.db
    .insert(packages)
    .values({ courseId: course.id, name: "1 month", durationByMonthes: 1, price: 300 })
    .returning()) as [typeof oneMonth];
});

afterEach(async () => {
  while (runners.length > 0) await runners.pop()!.stop();
});

describe("access reminders", () => {
  it("sends the 7-day and the 1-day reminder once each as the clock moves, with a renew link and a way to stop them", async () => {
    const ahmed = await student("Ahmed", "Hassan");
    await enrol(ahmed);

    clock = new Date(end.getTime() - 8 * day);
    expect(await scan()).toMatchObject({ accessEnds7d: 0, accessEnds1d: 0 });
    expect(sent).toHaveLength(0);

    clock = new Date(end.getTime() - 7 * day + 60_000);
    expect(await scan()).toMatchObject({ accessEnds7d: 1, accessEnds1d: 0 });
    expect(await scan()).toMatchObject({ accessEnds7d: 0, accessEnds1d: 0 });
    clock = new Date(end.getTime() - 3 * day);
    await scan();
    expect(toStudent(ahmed)).toHaveLength(1);
    const week = toStudent(ahmed)[0]!;
    expect(week.subject).toBe("Ahmed, your access to Steel Design ends in 7 days");
    expect(week.text).toContain("Dear Ahmed Hassan,");
    expect(week.text).toContain("on 1 April 2026, 10:00 UTC");
    expect(week.text).toContain(
      `renew it on the course page: https://brightway.example/onDemandCourseDetails/${course.id}`,
    );
    expect(week.text).toMatch(
      /To stop reminder e-mails, open: https:\/\/brightway\.example\/unsubscribe\?token=\S+/,
    );
    expect(week.html).toContain(
      `<a href="https://brightway.example/onDemandCourseDetails/${course.id}">`,
    );
    expect(week.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/brightway\.example\/api\/unsubscribe\?token=\S+>$/,
    );
    expect(week.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    clock = new Date(end.getTime() - 23 * hour);
    expect(await scan()).toMatchObject({ accessEnds7d: 0, accessEnds1d: 1 });
    expect(await scan()).toMatchObject({ accessEnds1d: 0 });
    clock = new Date(end.getTime() + hour);
    await scan();
    expect(toStudent(ahmed).map((mail) => mail.subject)).toEqual([
      "Ahmed, your access to Steel Design ends in 7 days",
      "Ahmed, your access to Steel Design ends within 24 hours",
    ]);
  });

  it("sends nothing to an address not confirmed yet, and the reminder once it is", async () => {
    const { database } = await getTestContext();
    const unconfirmed = await student("Mona", "Ali");
    await database.db
      .update(users)
      .set({ emailConfirmed: false })
      .where(eq(users.id, unconfirmed.id));
    await enrol(unconfirmed);
    clock = new Date(end.getTime() - 3 * day);
    expect(await scan()).toMatchObject({ accessEnds7d: 0 });
    expect(sent).toHaveLength(0);
    await database.db
      .update(users)
      .set({ emailConfirmed: true })
      .where(eq(users.id, unconfirmed.id));
    expect(await scan()).toMatchObject({ accessEnds7d: 1 });
    expect(toStudent(unconfirmed)).toHaveLength(1);
  });

  it("sends nothing for an enrolment without a package or an access that already ended", async () => {
    const { database } = await getTestContext();
    const noPackage = await student("Mona", "Ali");
    await database.db.insert(enrollments).values({
      studentId: noPackage.id,
      courseId: course.id,
      packageId: null,
      startDate: "2026-03-01T10:00:00",
    });
    const ended = await student("Omar", "Said");
    await enrol(ended, new Date(start.getTime() - 40 * day));
    clock = new Date(end.getTime() - 2 * day);
    await scan();
    expect(sent).toHaveLength(0);
  });

  it("sends each reminder once with two job workers on the same database at once, through the queue too", async () => {
    const students = await Promise.all([1, 2, 3, 4].map((n) => student(`Student${n}`, "Test")));
    for (const one of students) await enrol(one);
    const [first, second] = [await startRunner(), await startRunner()];

    clock = new Date(end.getTime() - 6 * day);
    const sent = await scansAtOnce(first, second);
    expect(sent("accessEnds7d")).toBe(4);
    for (const one of students) expect(toStudent(one)).toHaveLength(1);

    // Through pg-boss: a queued scan is fetched by one of the two polling workers.
    clock = new Date(end.getTime() - 12 * hour);
    const jobId = await first.enqueueScan();
    await vi.waitFor(async () => expect(await second.jobState(jobId)).toBe("completed"), {
      timeout: 20_000,
      interval: 200,
    });
    await Promise.all([first.runNow(), second.runNow()]);
    students.forEach((one, index) => {
      expect(toStudent(one).map((mail) => mail.subject)).toEqual([
        `Student${index + 1}, your access to Steel Design ends in 6 days`,
        `Student${index + 1}, your access to Steel Design ends within 24 hours`,
      ]);
    });
    const { database } = await getTestContext();
    expect(await database.db.select().from(sentReminders)).toHaveLength(8);
  });

  it("re-sends nothing after a restart (a new worker on the same database)", async () => {
    const ahmed = await student("Ahmed", "Hassan");
    await enrol(ahmed);
    clock = new Date(end.getTime() - 5 * day);
    const before = await startRunner();
    expect((await before.runNow()).accessEnds7d).toBe(1);
    await runners.pop()!.stop();

    const after = await startRunner();
    expect((await after.runNow()).accessEnds7d).toBe(0);
    expect(toStudent(ahmed)).toHaveLength(1);
  });

  it("retries at the next scan when the e-mail could not be sent, and then sends it once", async () => {
    const ahmed = await student("Ahmed", "Hassan");
    await enrol(ahmed);
    clock = new Date(end.getTime() - 5 * day);
    const failing: Mailer = { send: async () => Promise.reject(new Error("SMTP down")) };
    expect(await scanReminders(await reminderDeps({}, failing))).toMatchObject({
      accessEnds7d: 0,
      failed: 1,
    });
    expect(await scan()).toMatchObject({ accessEnds7d: 1, failed: 0 });
    expect(await scan()).toMatchObject({ accessEnds7d: 0 });
    expect(toStudent(ahmed)).toHaveLength(1);
  });

  it("sends nothing more to a student who stopped reminders with the link of one", async () => {
    const stopping = await student("Sara", "Nabil");
    const staying = await student("Youssef", "Adel");
    await enrol(stopping);
    await enrol(staying);
    clock = new Date(end.getTime() - 6 * day);
    await scan();
    const link = toStudent(stopping)[0]!.text.match(
      /https:\/\/brightway\.example\/unsubscribe\?token=(\S+)/,
    )![1]!;

    expect(
      (
        await call("POST", "/api/Reminders/Unsubscribe", {
          json: { token: `${decodeURIComponent(link).slice(0, -2)}xx` },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("POST", "/api/Reminders/Unsubscribe", { json: { token: "not-a-token" } })).status,
    ).toBe(400);
    const response = await call("POST", "/api/Reminders/Unsubscribe", {
      json: { token: decodeURIComponent(link) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ optedOut: true, email: stopping.email });

    clock = new Date(end.getTime() - 12 * hour);
    await scan();
    expect(toStudent(stopping)).toHaveLength(1);
    expect(toStudent(staying)).toHaveLength(2);
  });

  it("writes the student's name in any script into a UTF-8 subject and body", async () => {
    const nourhan = await student("نورهان", "عبدالرحمن");
    await enrol(nourhan);
    const dataDir = mkdtempSync(path.join(tmpdir(), "reminders-outbox-"));
    const deps = await reminderDeps();
    const mailer = createMailer({ from: deps.config.MAIL_FROM, dataDir });
    clock = new Date(end.getTime() - 6 * day);
    await scanReminders({ ...deps, mailer });
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
    const mail = readEml(raw);
    // Isolated (U+2068 … U+2069), so that the Arabic name does not carry ", your access" with it.
    expect(mail.subject).toBe("\u2068نورهان\u2069, your access to Steel Design ends in 6 days");
    expect(mail.text).toContain("Dear \u2068نورهان عبدالرحمن\u2069,");
    expect(mail.headers).toMatch(
      /^List-Unsubscribe: <https:\/\/brightway\.example\/api\/unsubscribe\?token=/m,
    );
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

describe("the admin's order nudge", () => {
  async function order(
    buyer: TestUser,
    status: "proof_submitted" | "approved" | "awaiting_proof",
    proofAt: Date | null,
  ) {
    const { database } = await getTestContext();
    const naive = (date: Date) => date.toISOString().slice(0, 23);
    const [row] = await database.db
      .insert(orders)
      .values({
        reference: `BW-${randomUUID().slice(0, 8).toUpperCase()}`,
        studentId: buyer.id,
        kind: "package",
        courseId: course.id,
        packageId: oneMonth.id,
        title: "Steel Design: 1 months Package",
        amount: 300,
        currency: "EGP",
        paymentMethod: "wallet",
        status,
        createdAt: naive(start),
        updatedAt: naive(proofAt ?? start),
        proofSubmittedAt: proofAt ? naive(proofAt) : null,
        approvedAt: status === "approved" ? naive(new Date(start.getTime() + 2 * hour)) : null,
      })
      .returning();
    return row!;
  }

  it("e-mails the admin once about an order waiting 21 hours, never about an approved one", async () => {
    const buyer = await student("Ahmed", "Hassan");
    const waiting = await order(buyer, "proof_submitted", start);
    await order(buyer, "approved", start);
    await order(buyer, "awaiting_proof", null);

    clock = new Date(start.getTime() + 19 * hour);
    expect((await scan()).orderWaiting).toBe(0);
    clock = new Date(start.getTime() + 21 * hour);
    expect((await scan()).orderWaiting).toBe(1);
    expect((await scan()).orderWaiting).toBe(0);
    clock = new Date(start.getTime() + 30 * hour);
    expect((await scan()).orderWaiting).toBe(0);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "admin@example.com",
      subject: `Order ${waiting.reference} has waited 21 hours for approval`,
    });
    expect(sent[0]!.text).toContain("by Ahmed Hassan");
    expect(sent[0]!.text).toContain("The 24-hour promise ends on 2 March 2026, 10:00 UTC.");
    expect(sent[0]!.text).toContain("https://brightway.example/manageOrders");
    expect(sent[0]!.text).toContain("ORDER_NUDGE=false");
  });

  it("sends no nudge when ORDER_NUDGE is false", async () => {
    const buyer = await student("Ahmed", "Hassan");
    await order(buyer, "proof_submitted", start);
    clock = new Date(start.getTime() + 21 * hour);
    expect((await scanReminders(await reminderDeps({ ORDER_NUDGE: "false" }))).orderWaiting).toBe(
      0,
    );
    expect(sent).toHaveLength(0);
  });

  it("gives the admin an unsubscribe link when ADMIN_EMAIL is an account, and honours it", async () => {
    const { database } = await getTestContext();
    const admin = await createUser("Admin", `admin${randomUUID().slice(0, 6)}`);
    await database.db
      .update(users)
      .set({ email: "admin@example.com" })
      .where(eq(users.id, admin.id));
    const buyer = await student("Ahmed", "Hassan");
    await order(buyer, "proof_submitted", start);
    const { jwtSecret } = await getTestContext();
    clock = new Date(start.getTime() + 21 * hour);
    const token = unsubscribeToken(jwtSecret, admin.id);
    expect((await call("POST", "/api/Reminders/Unsubscribe", { json: { token } })).status).toBe(
      200,
    );
    expect((await scan()).orderWaiting).toBe(0);
  });
});

describe("live-session reminders", () => {
  /** Tuesday 10 March 2026, 16:00 UTC: 18:00 in Cairo (UTC+2; Egypt's summer time starts in April). */
  const sessionStart = new Date("2026-03-10T16:00:00.000Z");
  const meetingLink = "https://meet.jit.si/BrightWay-seismic-test";
  let live: typeof courses.$inferSelect;

  beforeEach(async () => {
    const { database } = await getTestContext();
    [live] = (await database.db
      .insert(courses)
      .values({
        kind: "online",
        name: "Seismic Design",
        hours: "18",
        start: "2026-03-01T00:00:00",
        end: "2026-04-30T00:00:00",
      })
      .returning()) as [typeof live];
  });

  async function addSession(
    startsAt: Date,
    values: Partial<typeof liveSessions.$inferInsert> = {},
  ) {
    const { database } = await getTestContext();
    const [row] = await database.db
      .insert(liveSessions)
      .values({
        courseId: live.id,
        title: "Response spectra",
        startsAt: startsAt.toISOString().slice(0, 23),
        durationMinutes: 90,
        meetingLink,
        ...values,
      })
      .returning();
    return row!;
  }

  async function enrolLive(...students: TestUser[]) {
    const { database } = await getTestContext();
    for (const one of students) {
      await database.db.insert(enrollments).values({
        studentId: one.id,
        courseId: live.id,
        packageId: null,
        startDate: "2026-02-20T09:00:00",
      });
    }
  }

  const page = () => `https://brightway.example/onlineCourseDetails/${live.id}`;

  it("sends the 24-hour and the 1-hour reminder once each as the clock moves, naming the course, the session and its Cairo time, linking to the page", async () => {
    const mariam = await student("Mariam", "Hassan");
    const outsider = await student("Omar", "Khaled");
    await enrolLive(mariam);
    await addSession(sessionStart);

    clock = new Date(sessionStart.getTime() - 25 * hour);
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 0, liveRecording: 0 });
    clock = new Date(sessionStart.getTime() - 23 * hour);
    expect(await scan()).toMatchObject({ live24h: 1, live1h: 0 });
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 0 });
    clock = new Date(sessionStart.getTime() - 2 * hour);
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 0 });
    clock = new Date(sessionStart.getTime() - 50 * 60_000);
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 1 });
    expect(await scan()).toMatchObject({ live1h: 0 });
    // Started: nothing more.
    clock = new Date(sessionStart.getTime() + 5 * 60_000);
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 0, liveRecording: 0 });

    expect(toStudent(outsider)).toHaveLength(0);
    const [day, soon] = toStudent(mariam);
    expect(toStudent(mariam)).toHaveLength(2);
    expect(day!.subject).toBe('Mariam, your live session "Response spectra" starts in 23 hours');
    expect(day!.text).toContain("Dear Mariam Hassan,");
    expect(day!.text).toContain(
      'The live session "Response spectra" of Seismic Design starts in 23 hours, on Tuesday 10 March 2026 at 18:00 (Africa/Cairo), and lasts 90 minutes.',
    );
    expect(day!.text).toContain(
      `Join it from the course page, from 15 minutes before the start: ${page()}`,
    );
    expect(day!.html).toContain(`<a href="${page()}">`);
    expect(day!.text).toMatch(
      /To stop reminder e-mails, open: https:\/\/brightway\.example\/unsubscribe\?token=\S+/,
    );
    expect(day!.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/brightway\.example\/api\/unsubscribe\?token=\S+>$/,
    );
    expect(day!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(soon!.subject).toBe('Mariam, your live session "Response spectra" starts in 50 minutes');
    for (const mail of [day!, soon!]) {
      expect(mail.text).not.toContain("meet.jit.si");
      expect(mail.html).not.toContain("meet.jit.si");
    }
  });

  it("names the time in Cairo's summer time too", async () => {
    const mariam = await student("Mariam", "Hassan");
    await enrolLive(mariam);
    // 15:00 UTC in June is 18:00 in Cairo (UTC+3).
    const june = new Date("2026-06-16T15:00:00.000Z");
    await addSession(june);
    clock = new Date(june.getTime() - 30 * 60_000);
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 1 });
    expect(toStudent(mariam)[0]!.text).toContain("on Tuesday 16 June 2026 at 18:00 (Africa/Cairo)");
  });

  it("sends each live reminder once with two job workers scanning at once", async () => {
    const students = await Promise.all([1, 2, 3, 4].map((n) => student(`Student${n}`, "Test")));
    await enrolLive(...students);
    await addSession(sessionStart);
    const [first, second] = [await startRunner(), await startRunner()];

    clock = new Date(sessionStart.getTime() - 20 * hour);
    const day = await scansAtOnce(first, second);
    expect(day("live24h")).toBe(4);
    clock = new Date(sessionStart.getTime() - 30 * 60_000);
    const soon = await scansAtOnce(first, second);
    expect(soon("live1h")).toBe(4);
    expect(soon("live24h")).toBe(0);

    students.forEach((one, index) => {
      expect(toStudent(one).map((mail) => mail.subject)).toEqual([
        `Student${index + 1}, your live session "Response spectra" starts in 20 hours`,
        `Student${index + 1}, your live session "Response spectra" starts in 30 minutes`,
      ]);
    });
    const { database } = await getTestContext();
    expect(await database.db.select().from(sentReminders)).toHaveLength(8);
  });

  it("reminds a moved session at its new time only, once, and never at its old one", async () => {
    const mariam = await student("Mariam", "Hassan");
    await enrolLive(mariam);
    const session = await addSession(sessionStart);
    clock = new Date(sessionStart.getTime() - 30 * hour);
    await scan();

    // Moved two days later after the old time's 24-hour window opened, before a scan saw it.
    clock = new Date(sessionStart.getTime() - 23 * hour);
    const movedTo = new Date(sessionStart.getTime() + 2 * day);
    const { database } = await getTestContext();
    await database.db
      .update(liveSessions)
      .set({ startsAt: movedTo.toISOString().slice(0, 23) })
      .where(eq(liveSessions.id, session.id));
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 0 });
    clock = new Date(sessionStart.getTime() - 30 * 60_000);
    expect(await scan()).toMatchObject({ live24h: 0, live1h: 0 });
    expect(toStudent(mariam)).toHaveLength(0);

    clock = new Date(movedTo.getTime() - 22 * hour);
    expect(await scan()).toMatchObject({ live24h: 1 });
    expect(await scan()).toMatchObject({ live24h: 0 });
    clock = new Date(movedTo.getTime() - 40 * 60_000);
    expect(await scan()).toMatchObject({ live1h: 1 });
    expect(await scan()).toMatchObject({ live1h: 0 });
    const mails = toStudent(mariam);
    expect(mails).toHaveLength(2);
    for (const mail of mails)
      expect(mail.text).toContain("on Thursday 12 March 2026 at 18:00 (Africa/Cairo)");
    expect(mails.some((mail) => mail.text.includes("10 March"))).toBe(false);
    const keys = await database.db
      .select({
        kind: sentReminders.kind,
        dueAt: sentReminders.dueAt,
        subjectId: sentReminders.subjectId,
      })
      .from(sentReminders);
    expect(
      keys
        .map((key) => ({ ...key, dueAt: key.dueAt.replace(" ", "T") }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: "live_1h", subjectId: `${session.id}:${mariam.id}`, dueAt: "2026-03-12T16:00:00" },
      { kind: "live_24h", subjectId: `${session.id}:${mariam.id}`, dueAt: "2026-03-12T16:00:00" },
    ]);
  });

  it("sends nothing for a deleted session", async () => {
    const mariam = await student("Mariam", "Hassan");
    await enrolLive(mariam);
    const session = await addSession(sessionStart);
    const { database } = await getTestContext();
    await database.db.delete(liveSessions).where(eq(liveSessions.id, session.id));
    for (const before of [23 * hour, 30 * 60_000]) {
      clock = new Date(sessionStart.getTime() - before);
      expect(await scan()).toMatchObject({ live24h: 0, live1h: 0, liveRecording: 0 });
    }
    expect(sent).toHaveLength(0);
  });

  it("sends nothing to a student who opted out of reminders", async () => {
    const stopping = await student("Sara", "Nabil");
    const staying = await student("Youssef", "Adel");
    await enrolLive(stopping, staying);
    await addSession(sessionStart);
    const { database } = await getTestContext();
    await database.db.update(users).set({ remindersOptOut: true }).where(eq(users.id, stopping.id));
    clock = new Date(sessionStart.getTime() - 23 * hour);
    expect(await scan()).toMatchObject({ live24h: 1 });
    clock = new Date(sessionStart.getTime() - 30 * 60_000);
    expect(await scan()).toMatchObject({ live1h: 1 });
    expect(toStudent(stopping)).toHaveLength(0);
    expect(toStudent(staying)).toHaveLength(2);
  });

  it("announces a recording added in the last 48 hours once to each enrolled student, and an older one never", async () => {
    const mariam = await student("Mariam", "Hassan");
    const ahmed = await student("Ahmed", "Hassan");
    await enrolLive(mariam, ahmed);
    const past = new Date("2026-03-03T16:00:00.000Z");
    const session = await addSession(past, { title: "Base shear" });
    await addSession(new Date("2026-02-24T16:00:00.000Z"), {
      title: "Old news",
      recordingUrl: "https://www.youtube.com/embed/abcdefghijk",
      recordingAddedAt: "2026-02-25T10:00:00.000",
    });

    clock = new Date("2026-03-04T10:00:00.000Z");
    expect(await scan()).toMatchObject({ liveRecording: 0 });
    const { database } = await getTestContext();
    await database.db
      .update(liveSessions)
      .set({
        recordingUrl: "https://www.youtube.com/embed/ABCDEFGHIJK",
        recordingAddedAt: "2026-03-04T10:00:00.000",
      })
      .where(eq(liveSessions.id, session.id));
    clock = new Date("2026-03-04T10:05:00.000Z");
    const racing = await Promise.all([scan(), scan()]);
    expect(racing.reduce((sum, result) => sum + result.liveRecording, 0)).toBe(2);
    clock = new Date("2026-03-05T10:00:00.000Z");
    expect(await scan()).toMatchObject({ liveRecording: 0 });
    clock = new Date("2026-03-07T10:00:00.000Z");
    expect(await scan()).toMatchObject({ liveRecording: 0 });

    for (const one of [mariam, ahmed]) {
      expect(toStudent(one).map((mail) => mail.subject)).toEqual([
        `${one === mariam ? "Mariam" : "Ahmed"}, the recording of "Base shear" is ready`,
      ]);
    }
    const mail = toStudent(mariam)[0]!;
    expect(mail.text).toContain(
      `The recording of the live session "Base shear" of Seismic Design (Tuesday 3 March 2026 at 18:00 (Africa/Cairo)) is on the course page: ${page()}`,
    );
    expect(mail.text).not.toContain("youtube.com");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/brightway\.example\/api\/unsubscribe\?token=/,
    );
  });
});

/** The subject, the decoded text/plain part and the raw header block of an RFC 822 message. */
function readEml(raw: string): { subject: string; text: string; headers: string } {
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  const encodedSubject = headers.match(/^Subject: (.*)$/m)?.[1] ?? "";
  const subject = encodedSubject
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
  const part = raw.split(/^--.*$/m).find((chunk) => /Content-Type: text\/plain/i.test(chunk)) ?? "";
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  const encoding = part.match(/Content-Transfer-Encoding: (\S+)/i)?.[1]?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8")
        : body;
  return { subject, text, headers };
}
