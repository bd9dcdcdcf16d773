import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseOutlineItems, outlineProblem } from "@brightway/contract/course-outline";
import { verifyPassword } from "../auth/passwords";
import { loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { dueCourseMails } from "../class-mail";
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  classMessageRecipients,
  classMessages,
  courses,
  enrollments,
  files,
  headers,
  liveAttendance,
  liveSessions,
  packages,
  portfolios,
  productStudents,
  products,
  projectImages,
  projects,
  publications,
  sections,
  users,
  videoCompletions,
  videos,
  videoWatches,
} from "../db/schema";
import { readExchangeRate } from "../exchange-rate";
import { runSeedCommand } from "./cli";
import { demoStudents, onDemandCourses, onlineCourses } from "./content";
import { isDatabaseEmpty, seedDemoData } from "./seed";

const embedPattern =
  /^<iframe width="560" height="315" src="https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}" title="[^"]+" frameborder="0" allowfullscreen><\/iframe>$/;

async function tableCounts(database: DatabaseHandle) {
  const tables = {
    courses,
    packages,
    sections,
    videos,
    products,
    publications,
    projects,
    project_images: projectImages,
    headers,
    portfolios,
    users,
    enrollments,
    product_students: productStudents,
    files,
    live_sessions: liveSessions,
    live_attendance: liveAttendance,
    assessments,
    assessment_questions: assessmentQuestions,
    assessment_attempts: assessmentAttempts,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  return counts;
}

describe("seedDemoData on a fresh database", () => {
  let database: DatabaseHandle;
  const now = new Date("2025-03-15T10:00:00Z");

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The seeded courses of `kind`, in the order they were created. */
  const coursesOfKind = (kind: "online" | "onDemand") =>
    database.db
      .select()
      .from(courses)
      .where(eq(courses.kind, kind))
      .orderBy(asc(courses.createdAt));

  it(
    "inserts the whole catalogue once, and the database is no longer empty",
    { timeout: 120_000 },
    async () => {
      expect(await isDatabaseEmpty(database.db)).toBe(true);
      const summary = await seedDemoData(database.db, { now });
      expect(await isDatabaseEmpty(database.db)).toBe(false);

      const counts = await tableCounts(database);
      expect(counts).toMatchObject({
        courses: 7,
        products: 6,
        publications: 4,
        projects: 3,
        headers: 3,
        portfolios: 1,
        users: 2,
        enrollments: 4,
        product_students: 3,
        project_images: 10,
        live_sessions: 7,
        live_attendance: 1,
        assessments: 3,
        assessment_questions: 4 + 12 + 5,
        assessment_attempts: 2,
        // Two images per course, file + cover per product and publication, project photos, headers, portfolio.
        files: 7 * 2 + 6 * 2 + 4 * 2 + 10 + 3 + 1,
      });
      expect(counts.packages).toBe(summary.packages);
      expect(counts.sections).toBe(summary.sections);
      expect(counts.videos).toBe(summary.videos);
      expect(counts.project_images).toBe(summary.projectImages);
      expect(counts.project_images).toBeGreaterThanOrEqual(9);
      expect(counts.live_sessions).toBe(summary.liveSessions);
      expect(counts.live_attendance).toBe(summary.liveAttendance);
    },
  );

  it("sets the exchange rate, 49.50 EGP per US dollar, as of the seed", async () => {
    expect(await readExchangeRate(database.db)).toEqual({
      egpPerUsd: 49.5,
      setAt: "2025-03-15T10:00:00.000Z",
    });
  });

  it("gives each on-demand course 2-3 EGP packages, 3-5 sections and 3-6 embed videos per section, in content order", async () => {
    const onDemand = await coursesOfKind("onDemand");
    expect(onDemand.map((c) => c.name)).toEqual(onDemandCourses.map((c) => c.name));
    for (const course of onDemand) {
      expect(course.imageFileId).not.toBeNull();
      expect(course.instructorImageFileId).not.toBeNull();
      const coursePackages = await database.db
        .select()
        .from(packages)
        .where(eq(packages.courseId, course.id));
      expect(coursePackages.length).toBeGreaterThanOrEqual(2);
      expect(coursePackages.length).toBeLessThanOrEqual(3);
      const courseSections = await database.db
        .select()
        .from(sections)
        .where(eq(sections.courseId, course.id))
        .orderBy(asc(sections.createdAt), asc(sections.id));
      const expected = onDemandCourses.find((c) => c.name === course.name)!;
      expect(courseSections.map((s) => s.name)).toEqual(expected.sections.map((s) => s.name));
      for (const section of courseSections) {
        const sectionVideos = await database.db
          .select()
          .from(videos)
          .where(eq(videos.sectionId, section.id))
          .orderBy(asc(videos.id));
        expect(sectionVideos.length).toBeGreaterThanOrEqual(3);
        expect(sectionVideos.length).toBeLessThanOrEqual(6);
        for (const video of sectionVideos) {
          expect(video.videoUrl).toMatch(embedPattern);
          // Watched lessons: every demo video has a realistic length, 6 to 25 minutes.
          expect(video.durationSeconds).toBeGreaterThanOrEqual(360);
          expect(video.durationSeconds).toBeLessThanOrEqual(1500);
        }
      }
    }
  });

  it("marks exactly one video as a free preview: the first video of the first ETABS section", async () => {
    const previews = await database.db
      .select({
        title: videos.title,
        position: videos.position,
        section: sections.name,
        course: courses.name,
      })
      .from(videos)
      .innerJoin(sections, eq(videos.sectionId, sections.id))
      .innerJoin(courses, eq(sections.courseId, courses.id))
      .where(eq(videos.isPreview, true));
    expect(previews).toEqual([
      {
        title: "Interface tour and project units",
        position: 0,
        section: "Getting Started with ETABS",
        course: "ETABS for High-Rise Buildings",
      },
    ]);
  });

  it("fills every demo course's outcomes and requirements within the shared rule", async () => {
    const seeded = await database.db
      .select({
        name: courses.name,
        outcomes: courses.outcomes,
        requirements: courses.requirements,
      })
      .from(courses)
      .orderBy(asc(courses.createdAt));
    expect(seeded).toHaveLength(onDemandCourses.length + onlineCourses.length);
    for (const course of seeded) {
      for (const list of [course.outcomes, course.requirements]) {
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(outlineProblem(list)).toBeNull();
        expect(normaliseOutlineItems(list)).toEqual(list);
      }
    }
    expect(seeded.find((course) => course.name === "ETABS for High-Rise Buildings")).toMatchObject({
      outcomes: expect.arrayContaining([
        "Check storey drift, torsional irregularity and P-Delta stability",
      ]),
      requirements: expect.arrayContaining([
        "Reinforced concrete design basics (flexure, shear, columns)",
      ]),
    });
  });

  const weekMs = 7 * 24 * 3600 * 1000;

  it("dates one online course from 2 weeks ago to weeks ahead and the others 6-10 weeks ahead, with one 20% discount", async () => {
    const online = await coursesOfKind("online");
    expect(online.map((c) => c.name)).toEqual(onlineCourses.map((c) => c.name));
    const weeksFromNow = (value: string | null) =>
      (Date.parse(`${value}Z`) - now.getTime()) / weekMs;
    const [live, ...later] = online;
    expect(weeksFromNow(live!.start)).toBeGreaterThanOrEqual(-2.1);
    expect(weeksFromNow(live!.start)).toBeLessThanOrEqual(-1.9);
    expect(weeksFromNow(live!.end)).toBeGreaterThanOrEqual(3.9);
    for (const course of later) {
      expect(weeksFromNow(course.start)).toBeGreaterThanOrEqual(5.9);
      expect(weeksFromNow(course.start)).toBeLessThanOrEqual(10.1);
      expect(weeksFromNow(course.end)).toBeGreaterThan(weeksFromNow(course.start));
    }
    for (const course of online) expect(course.defaultPrice).toBeGreaterThan(0);
    expect(online.filter((c) => c.hasDiscount).map((c) => c.discount)).toEqual([20]);
  });

  it("shows each lesson a demo student completed as watched through (played its whole length, opened that long before)", async () => {
    const completed = await database.db
      .select({
        completion: videoCompletions,
        watch: videoWatches,
        duration: videos.durationSeconds,
      })
      .from(videoCompletions)
      .innerJoin(videos, eq(videos.id, videoCompletions.videoId))
      .leftJoin(
        videoWatches,
        and(
          eq(videoWatches.videoId, videoCompletions.videoId),
          eq(videoWatches.studentId, videoCompletions.studentId),
        ),
      );
    // Mariam's 5 ETABS lessons and Omar's 4 SAP2000 ones.
    expect(completed).toHaveLength(9);
    for (const { completion, watch, duration } of completed) {
      expect(watch).toMatchObject({
        playedSeconds: duration,
        lastReportAt: completion.completedAt,
      });
      const opened = new Date(`${watch!.openedAt.replace(" ", "T")}Z`).getTime();
      const done = new Date(`${completion.completedAt.replace(" ", "T")}Z`).getTime();
      expect(done - opened).toBe(duration! * 1000);
    }
  });

  it("gives the live course a past session with its recording, one 10 minutes after seeding and one a week on, Mariam enrolled and present at the past one", async () => {
    const [live] = await database.db
      .select()
      .from(courses)
      .where(eq(courses.name, "Seismic Design of RC Buildings to ECP 201"));
    const sessions = await database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.courseId, live!.id))
      .orderBy(asc(liveSessions.position));
    expect(sessions.map((session) => session.position)).toEqual([0, 1, 2]);
    const minutesFromNow = (value: string) => (Date.parse(`${value}Z`) - now.getTime()) / 60_000;
    const [past, next, later] = sessions;
    expect(minutesFromNow(past!.startsAt)).toBeLessThan(-6 * 24 * 60);
    expect(past!.recordingUrl).toMatch(embedPattern);
    expect(minutesFromNow(past!.recordingAddedAt!)).toBeLessThanOrEqual(-48 * 60);
    expect(minutesFromNow(next!.startsAt)).toBeGreaterThanOrEqual(9);
    expect(minutesFromNow(next!.startsAt)).toBeLessThanOrEqual(11);
    expect(next!.recordingUrl).toBeNull();
    expect(minutesFromNow(later!.startsAt) - minutesFromNow(next!.startsAt)).toBe(7 * 24 * 60);
    for (const session of sessions) {
      expect(new URL(session.meetingLink).protocol).toBe("https:");
      expect(new URL(session.meetingLink).host).toBe("meet.jit.si");
      expect(Date.parse(`${session.startsAt}Z`)).toBeGreaterThanOrEqual(
        Date.parse(`${live!.start}Z`),
      );
      expect(Date.parse(`${session.startsAt}Z`)).toBeLessThanOrEqual(Date.parse(`${live!.end}Z`));
    }

    const [mariam] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, demoStudents[0]!.email));
    const rows = await database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.courseId, live!.id));
    expect(rows).toMatchObject([{ studentId: mariam!.id, packageId: null }]);
    expect(live!.enrollments).toBe(1);
    const attended = await database.db
      .select()
      .from(liveAttendance)
      .where(eq(liveAttendance.studentId, mariam!.id));
    expect(attended.map((row) => row.sessionId)).toEqual([past!.id]);

    const others = await database.db
      .select()
      .from(liveSessions)
      .where(ne(liveSessions.courseId, live!.id));
    expect(others).toHaveLength(4);
    for (const session of others) {
      expect(minutesFromNow(session.startsAt)).toBeGreaterThan(5 * 7 * 24 * 60);
      expect(session.recordingUrl).toBeNull();
    }
  });

  it("writes to the classes of the live seismic course and of ETABS days before, to their students then, e-mailing nobody", async () => {
    const rows = await database.db
      .select({
        course: courses.name,
        subject: classMessages.subject,
        createdAt: classMessages.createdAt,
        studentEmail: users.email,
      })
      .from(classMessages)
      .innerJoin(courses, eq(courses.id, classMessages.courseId))
      .innerJoin(classMessageRecipients, eq(classMessageRecipients.messageId, classMessages.id))
      .innerJoin(users, eq(users.id, classMessageRecipients.studentId))
      .orderBy(asc(classMessages.createdAt));
    expect(rows).toEqual([
      {
        course: "Seismic Design of RC Buildings to ECP 201",
        subject: "Recording of the first session, and a reading for the next",
        createdAt: "2025-03-09 10:00:00",
        studentEmail: demoStudents[0]!.email,
      },
      {
        course: "ETABS for High-Rise Buildings",
        subject: "Questions on the modelling sections",
        createdAt: "2025-03-12 10:00:00",
        studentEmail: demoStudents[0]!.email,
      },
    ]);
    const dataDir = mkdtempSync(path.join(tmpdir(), "seed-mail-"));
    try {
      const config = loadConfig({ UPSTREAM_DATA_DIR: dataDir });
      const jwtSecret = new TextEncoder().encode("seed-test-secret-seed-test-secret-0123");
      expect(await dueCourseMails({ db: database.db, config, jwtSecret }, now)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("stores exactly one main image per project and product files matching their type", async () => {
    const rows = await database.db.select().from(projectImages);
    const byProject = new Map<number, typeof rows>();
    for (const row of rows)
      byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
    expect(byProject.size).toBe(3);
    for (const images of byProject.values()) {
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(4);
      expect(images.filter((i) => i.isMainImage)).toHaveLength(1);
    }
    const productRows = await database.db.select().from(products);
    for (const product of productRows) {
      const [file] = await database.db.select().from(files).where(eq(files.id, product.fileId!));
      const magic = product.typeOfFile === 0 ? "%PDF-" : "PK\u0003\u0004";
      expect(file!.data.subarray(0, magic.length).toString("latin1")).toBe(magic);
      expect(file!.size).toBe(file!.data.length);
    }
  });

  it("creates the demo students with working passwords, one active and one expired enrolment", async () => {
    for (const student of demoStudents) {
      const [row] = await database.db.select().from(users).where(eq(users.email, student.email));
      expect(row?.role).toBe("Student");
      expect(await verifyPassword(student.password, row!.passwordHash)).toBe(true);
      expect(student.password.length).toBeGreaterThanOrEqual(10);
      expect(student.password).toMatch(/\d/);
    }
    const rows = await database.db
      .select({
        email: users.email,
        startDate: enrollments.startDate,
        months: packages.durationByMonthes,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .innerJoin(packages, eq(packages.id, enrollments.packageId));
    const isActive = (row: (typeof rows)[number]) => {
      const expiry = new Date(`${row.startDate}Z`);
      expiry.setUTCMonth(expiry.getUTCMonth() + row.months);
      return expiry.getTime() > now.getTime();
    };
    const [mariam, omar] = demoStudents;
    expect(rows.filter((r) => r.email === mariam!.email).every(isActive)).toBe(true);
    expect(rows.filter((r) => r.email === omar!.email).map(isActive)).toEqual([false]);
  });

  it("gives ETABS a quiz after its first section and a final of 12 questions of every kind, the live course a final, and Mariam a failed then a passed attempt", async () => {
    const db = database.db;
    const rows = await db
      .select({ assessment: assessments, course: courses.name, section: sections.name })
      .from(assessments)
      .innerJoin(courses, eq(courses.id, assessments.courseId))
      .leftJoin(sections, eq(sections.id, assessments.sectionId))
      .orderBy(asc(assessments.createdAt), asc(courses.name), asc(assessments.kind));
    const summary = rows.map((row) => [row.course, row.assessment.kind, row.section]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ["ETABS for High-Rise Buildings", "quiz", "Getting Started with ETABS"],
        ["ETABS for High-Rise Buildings", "final", null],
        ["Seismic Design of RC Buildings to ECP 201", "final", null],
      ]),
    );
    const etabsFinal = rows.find(
      (row) => row.course === "ETABS for High-Rise Buildings" && row.assessment.kind === "final",
    )!.assessment;
    expect(etabsFinal).toMatchObject({
      passMark: 70,
      timeLimitMinutes: 30,
      maxAttempts: 3,
      revealAnswers: "afterPass",
    });
    const bank = await db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.assessmentId, etabsFinal.id));
    expect(bank.length).toBeGreaterThanOrEqual(10);
    expect(new Set(bank.map((row) => row.kind))).toEqual(
      new Set(["single", "multiple", "trueFalse", "numeric"]),
    );
    expect(bank.filter((row) => row.explanation).length).toBeGreaterThan(bank.length / 2);
    expect(bank.filter((row) => row.kind === "numeric")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unit: "kN", tolerance: 2, toleranceKind: "percent" }),
        expect.objectContaining({ unit: "s", tolerance: 0.05, toleranceKind: "absolute" }),
      ]),
    );
    const attempts = await db
      .select({ attempt: assessmentAttempts, email: users.email })
      .from(assessmentAttempts)
      .innerJoin(users, eq(users.id, assessmentAttempts.studentId))
      .orderBy(asc(assessmentAttempts.startedAt));
    expect(attempts.map((row) => row.email)).toEqual([
      demoStudents[0]!.email,
      demoStudents[0]!.email,
    ]);
    expect(attempts.map(({ attempt }) => [attempt.passed, attempt.scorePercent])).toEqual([
      [false, 58],
      [true, 91],
    ]);
    for (const { attempt } of attempts) {
      expect(attempt.assessmentId).toBe(etabsFinal.id);
      expect(attempt.questions).toHaveLength(bank.length);
      expect(new Date(`${attempt.submittedAt!}Z`).getTime()).toBeLessThan(now.getTime());
      expect(attempt.submittedAt! <= attempt.deadlineAt!).toBe(true);
    }
  });
});

describe("upstream:seed --reset", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "upstream-seed-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "wipes and reseeds to the same counts, with a new admin password printed once and kept in no file",
    { timeout: 180_000 },
    async () => {
      const config = loadConfig({ UPSTREAM_DATA_DIR: dataDir, ADMIN_EMAIL: "admin@example.com" });
      const first = await runSeedCommand(["--reset"], config);
      const again = await runSeedCommand([], config);
      const second = await runSeedCommand(["--reset"], config);
      expect(first.outcome).toBe("seeded");
      expect(again.outcome).toBe("skipped");
      expect(second.outcome).toBe("seeded");
      expect(second.summary).toEqual(first.summary);
      // No admin-password.txt to reuse; a wipe recreates the admin with a new password.
      expect(second.admin.password).not.toBe(first.admin.password);
      expect(second.admin.created).toBe(true);
      expect(existsSync(path.join(dataDir, "admin-password.txt"))).toBe(false);

      const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
      try {
        const counts = await tableCounts(database);
        expect(counts.courses).toBe(7);
        expect(counts.users).toBe(3);
        expect(counts.files).toBe(48);
        expect(counts.project_images).toBe(first.summary!.projectImages);
        expect(counts.videos).toBe(first.summary!.videos);
      } finally {
        await database.close();
      }
    },
  );
});
