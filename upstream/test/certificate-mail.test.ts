import { beforeEach, describe, expect, it } from "vitest";
import { courseProgressDto } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/config";
import {
  certificates,
  enrollments,
  sections,
  sentReminders,
  users,
  videos,
} from "../src/db/schema";
import type { App } from "../src/http/context";
import { createMailer, type Mailer } from "../src/mail";
import { type ReminderDeps, scanReminders, sendCertificateMail } from "../src/reminders";
import { student, freshCallersBeforeEach } from "./fixtures";
import {
  appWith,
  callApp,
  getTestContext,
  insertCourseWithPackage,
  insertRow,
  insertRows,
  mailsTo,
  testDb,
} from "./helpers";

// The certificate e-mail (upstream/EXTENSIONS.md "Learning progress"): the request that issues a
// certificate e-mails its student once, with links to the certificate's page and its PDF on the
// web app's address; a certificate already issued is not e-mailed again; a failed e-mail is sent
// by the next reminder scan, once.

const site = "https://brightway.example";

/** A 2-lesson course the test student is enrolled in (3-month package, started 10 days ago). */
async function enrolledCourse(name = "Steel Design") {
  const { course, pack } = await insertCourseWithPackage({ name });
  const section = await insertRow(sections, { courseId: course.id, name: "Basics" });
  const lessons = await insertRows(videos, [
    { sectionId: section.id, title: "One" },
    { sectionId: section.id, title: "Two" },
  ]);
  const startDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 19);
  await (
    await testDb()
  )
    .insert(enrollments)
    .values({ studentId: student.id, courseId: course.id, packageId: pack.id, startDate });
  return { courseId: course.id, videoIds: lessons.map((lesson) => lesson.id) };
}

type Course = Awaited<ReturnType<typeof enrolledCourse>>;

/** Completes a lesson as the test student on `app`; answers the progress (200 asserted). */
async function complete(app: App, course: Course, videoId: number) {
  const response = await callApp(
    app,
    "PUT",
    `/api/progress/courses/${course.courseId}/students/${student.id}/videos/${videoId}`,
    { token: student.token },
  );
  expect(response.status).toBe(200);
  return courseProgressDto.exact.parse(await response.json());
}

/** What the reminder scan needs, sending with `mailer` (default: the outbox), links to {@link site}. */
async function scanDeps(mailer?: Mailer): Promise<ReminderDeps> {
  const { database, dataDir, jwtSecret } = await getTestContext();
  const config = loadConfig({
    UPSTREAM_DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@example.com",
    WEB_BASE_URL: site,
  });
  return {
    db: database.db,
    config,
    jwtSecret,
    mailer: mailer ?? createMailer({ from: config.MAIL_FROM, dataDir }),
  };
}

const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1];

freshCallersBeforeEach();
let app: App;

beforeEach(async () => {
  app = await appWith({ WEB_BASE_URL: site });
});

describe("the certificate e-mail", () => {
  it("goes to the student once, from the request that issues it, with its page and its PDF as links", async () => {
    const course = await enrolledCourse();
    await complete(app, course, course.videoIds[0]!);
    expect(await mailsTo(student.email)).toEqual([]);
    const done = await complete(app, course, course.videoIds[1]!);
    const code = done.certificate!.code;

    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(subjectOf(mail)).toBe("Congratulations: your certificate for Steel Design");
    // The test students are named "Test {userName}"; the certificate prints that name.
    expect(mail).toContain(`Dear Test ${student.email.split("@")[0]},`);
    expect(mail).toContain(
      "Congratulations on completing Steel Design! Your certificate of completion is ready.",
    );
    expect(mail).toContain(`Certificate ID: ${code}`);
    expect(mail).toContain(`See and share your certificate: ${site}/certificates/${code}`);
    expect(mail).toContain(`Download it as a PDF: ${site}/certificates/${code}/pdf`);
    expect(mail).toContain(
      `<a href="${site}/certificates/${code}">${site}/certificates/${code}</a>`,
    );
    expect(mail).toContain(
      `<a href="${site}/certificates/${code}/pdf">${site}/certificates/${code}/pdf</a>`,
    );
    // Without a final exam there is no score line.
    expect(mail).not.toContain("You passed the final exam");
    // Transactional: no unsubscribe header.
    expect(mail).not.toContain("List-Unsubscribe");

    // Completing again, and the scan after it, send nothing more.
    await complete(app, course, course.videoIds[1]!);
    expect((await scanReminders(await scanDeps())).certificateIssued).toBe(0);
    expect(await mailsTo(student.email)).toHaveLength(1);
    const ledger = await (
      await testDb()
    )
      .select()
      .from(sentReminders)
      .where(eq(sentReminders.kind, "certificate_issued"));
    expect(ledger).toMatchObject([{ recipient: student.email }]);
  });

  it("is not sent for a certificate already issued", async () => {
    const course = await enrolledCourse();
    // Issued three days ago, before the last lessons were recorded (e.g. before this e-mail existed).
    await insertRow(certificates, {
      code: "abcd-efgh-jkmn",
      studentId: student.id,
      courseId: course.courseId,
      studentName: "Test Student",
      courseName: "Steel Design",
      completedAt: "2026-01-01T10:00:00",
      issuedAt: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 19),
    });
    await complete(app, course, course.videoIds[0]!);
    const done = await complete(app, course, course.videoIds[1]!);
    expect(done.certificate?.code).toBe("abcd-efgh-jkmn");
    expect(
      await sendCertificateMail(await scanDeps(), student.id, course.courseId, new Date()),
    ).toBe(false);
    expect((await scanReminders(await scanDeps())).certificateIssued).toBe(0);
    expect(await mailsTo(student.email)).toEqual([]);
  });

  it("is sent once when the last two lessons complete at once, and when senders race", async () => {
    const course = await enrolledCourse();
    await Promise.all(course.videoIds.map((videoId) => complete(app, course, videoId)));
    expect(await (await testDb()).select().from(certificates)).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(1);

    // A second course whose certificate row exists but whose e-mail has not gone out yet: the
    // issuing request's sender and two scans race for it.
    const other = await enrolledCourse("Concrete Design");
    await insertRow(certificates, {
      code: "pqrs-tuvw-xyz2",
      studentId: student.id,
      courseId: other.courseId,
      studentName: "Test Student",
      courseName: "Concrete Design",
      completedAt: "2026-01-01T10:00:00",
      issuedAt: new Date().toISOString().slice(0, 19),
    });
    const deps = await scanDeps();
    const results = await Promise.all([
      sendCertificateMail(deps, student.id, other.courseId, new Date()),
      scanReminders(deps),
      sendCertificateMail(deps, student.id, other.courseId, new Date()),
      scanReminders(deps),
    ]);
    const sent =
      results.filter((result) => result === true).length +
      results.reduce(
        (sum, result) => sum + (typeof result === "object" ? result.certificateIssued : 0),
        0,
      );
    expect(sent).toBe(1);
    const mails = await mailsTo(student.email);
    expect(mails.map(subjectOf)).toEqual([
      "Congratulations: your certificate for Steel Design",
      "Congratulations: your certificate for Concrete Design",
    ]);
  });

  it("does not fail the request when it cannot be sent, and the next scan sends it once", async () => {
    const failing: Mailer = { send: async () => Promise.reject(new Error("SMTP down")) };
    const broken = await appWith({ WEB_BASE_URL: site }, { mailer: failing });
    const course = await enrolledCourse();
    await complete(broken, course, course.videoIds[0]!);
    const done = await complete(broken, course, course.videoIds[1]!);
    expect(done.certificate).not.toBeNull();
    expect(await mailsTo(student.email)).toEqual([]);

    expect(await scanReminders(await scanDeps(failing))).toMatchObject({
      certificateIssued: 0,
      failed: 1,
    });
    expect(await scanReminders(await scanDeps())).toMatchObject({
      certificateIssued: 1,
      failed: 0,
    });
    expect(await scanReminders(await scanDeps())).toMatchObject({ certificateIssued: 0 });
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${site}/certificates/${done.certificate!.code}/pdf`);
  });

  it("reaches a student who stopped reminders, and links nothing typed by people", async () => {
    const course = await enrolledCourse("Steel Design https://evil.example/phish");
    await (
      await testDb()
    )
      .update(users)
      .set({ remindersOptOut: true })
      .where(eq(users.id, student.id));
    await complete(app, course, course.videoIds[0]!);
    const done = await complete(app, course, course.videoIds[1]!);
    const [mail] = await mailsTo(student.email);
    expect(mail).toContain(
      "Congratulations on completing Steel Design https://evil.example/phish!",
    );
    expect(mail).not.toContain('href="https://evil.example');
    // Only our two links are anchors.
    expect(mail!.match(/<a href=/g)).toHaveLength(2);
    expect(mail).toContain(`<a href="${site}/certificates/${done.certificate!.code}">`);
  });
});
