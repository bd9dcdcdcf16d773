import { certificateDto, courseProgressDto, progressSummaryDto } from "@brightway/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { courses, enrollments, sections, users, videoCompletions, videos } from "../src/db/schema";
import { accessEndsAt } from "../src/entitlement";
import { admin, otherStudent, student, freshCallersBeforeEach } from "./fixtures";
import {
  call,
  testDb,
  type TestUser,
  insertRow,
  insertRows,
  insertCourseWithPackage,
} from "./helpers";

async function expectStatus(response: Response, status: number): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** "Steel Design": two sections (2 + 1 videos), a 3-month package; "Concrete": one video. */
async function createCourses() {
  const { course, pack } = await insertCourseWithPackage();
  const other = await insertRow(courses, { kind: "onDemand", name: "Concrete", hours: "12" });
  const [first, second] = await insertRows(sections, [
    { courseId: course.id, name: "Basics", createdAt: "2024-01-01T00:00:00" },
    { courseId: course.id, name: "Advanced", createdAt: "2024-01-02T00:00:00" },
  ]);
  const otherSection = await insertRow(sections, { courseId: other.id, name: "Only" });
  const courseVideos = await insertRows(videos, [
    { sectionId: first!.id, title: "One" },
    { sectionId: first!.id, title: "Two" },
    { sectionId: second!.id, title: "Three" },
  ]);
  const otherVideo = await insertRow(videos, { sectionId: otherSection.id, title: "Elsewhere" });
  return {
    course,
    other,
    pack,
    sections: [first!, second!],
    videoIds: courseVideos.map((video) => video.id),
    otherVideoId: otherVideo.id,
  };
}

type Fixture = Awaited<ReturnType<typeof createCourses>>;

/** A start date `daysAgo` days before now, naive UTC. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19);
}

async function enrol(
  studentId: string,
  courseId: string,
  packageId: string | null,
  startDate = daysAgo(10),
) {
  await (await testDb()).insert(enrollments).values({ studentId, courseId, packageId, startDate });
}

const record = (
  f: Fixture,
  user: TestUser | null,
  videoId: number | string,
  studentId = user?.id ?? "nobody",
  courseId = f.course.id,
) =>
  call("PUT", `/api/progress/courses/${courseId}/students/${studentId}/videos/${videoId}`, {
    token: user?.token,
  });

freshCallersBeforeEach();
let f: Fixture;

beforeEach(async () => {
  f = await createCourses();
});

describe("GET /api/progress/version", () => {
  it("answers the extension's version to anyone: 2 since watched lessons", async () => {
    expect(await expectStatus(await call("GET", "/api/progress/version"), 200)).toEqual({
      version: 2,
    });
  });
});

describe("recording a completion", () => {
  it("records, counts per section, and is idempotent", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    const first = courseProgressDto.exact.parse(
      await expectStatus(await record(f, student, f.videoIds[0]!), 200),
    );
    expect(first).toMatchObject({
      totalVideos: 3,
      completedVideos: 1,
      percent: 33,
      completedVideoIds: [f.videoIds[0]],
      canRecord: true,
      certificate: null,
      // Videos without a duration complete on request and are not listed as watched.
      watched: [],
    });
    expect(first.sections).toEqual([
      { sectionId: f.sections[0]!.id, totalVideos: 2, completedVideos: 1 },
      { sectionId: f.sections[1]!.id, totalVideos: 1, completedVideos: 0 },
    ]);
    expect(first.lastActivityAt).not.toBeNull();

    const again = courseProgressDto.exact.parse(
      await expectStatus(await record(f, student, f.videoIds[0]!), 200),
    );
    expect(again.completedVideos).toBe(1);
    expect(again.lastActivityAt).toBe(first.lastActivityAt);
    const rows = await (await testDb()).select().from(videoCompletions);
    expect(rows).toHaveLength(1);
  });

  it("reaches 100% and issues one certificate, the same on every read", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    await record(f, student, f.videoIds[0]!);
    const two = courseProgressDto.exact.parse(
      await expectStatus(await record(f, student, f.videoIds[1]!), 200),
    );
    expect(two.percent).toBe(66);
    const done = courseProgressDto.exact.parse(
      await expectStatus(await record(f, student, f.videoIds[2]!), 200),
    );
    expect(done.percent).toBe(100);
    expect(done.certificate).not.toBeNull();
    const code = done.certificate!.code;

    const again = courseProgressDto.exact.parse(
      await expectStatus(await record(f, student, f.videoIds[2]!), 200),
    );
    expect(again.certificate).toEqual(done.certificate);

    const visitor = certificateDto.exact.parse(
      await expectStatus(await call("GET", `/api/certificates/${code}`), 200),
    );
    expect(visitor).toMatchObject({
      code,
      studentName: `Test ${student.email.split("@")[0]}`,
      courseId: f.course.id,
      courseName: "Steel Design",
      packageName: "3 months",
      finalExamPercent: null,
    });
    expect(JSON.stringify(visitor)).not.toContain("@");
    expect(JSON.stringify(visitor)).not.toContain("01000000000");
    // Upper case (as printed) finds the same certificate; it does not change once issued.
    await (await testDb()).update(courses).set({ name: "Renamed" });
    expect(
      await expectStatus(await call("GET", `/api/certificates/${code.toUpperCase()}`), 200),
    ).toEqual(visitor);
  });

  it("prints the student's certificate name and the course's hours as they were when issued", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    const database = await testDb();
    await database
      .update(users)
      .set({ certificateName: "عبد الرحمن Hassan" })
      .where(eq(users.id, student.id));
    let done: { certificate: { code: string } | null } = { certificate: null };
    for (const videoId of f.videoIds)
      done = courseProgressDto.exact.parse(
        await expectStatus(await record(f, student, videoId), 200),
      );
    const path = `/api/certificates/${done.certificate!.code}`;
    const issued = certificateDto.exact.parse(await expectStatus(await call("GET", path), 200));
    expect(issued).toMatchObject({ studentName: "عبد الرحمن Hassan", courseHours: f.course.hours });
    await database
      .update(users)
      .set({ certificateName: "Someone Else" })
      .where(eq(users.id, student.id));
    await database.update(courses).set({ hours: "99" }).where(eq(courses.id, f.course.id));
    expect(await expectStatus(await call("GET", path), 200)).toEqual(issued);
  });

  it("does not issue a certificate for a course without videos", async () => {
    const progress = courseProgressDto.exact.parse(
      await expectStatus(
        await call("GET", `/api/progress/courses/${f.other.id}/students/${student.id}`, {
          token: student.token,
        }),
        200,
      ),
    );
    expect(progress).toMatchObject({
      totalVideos: 1,
      percent: 0,
      certificate: null,
      canRecord: false,
    });
  });

  it("refuses bad input with clear statuses and records nothing", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    // A video of another course.
    const wrongCourse = (await expectStatus(await record(f, student, f.otherVideoId), 400)) as {
      detail: string;
    };
    expect(wrongCourse.detail).toBe("The video does not belong to the course.");
    // A course the student is not enrolled in.
    const notEnrolled = (await expectStatus(
      await record(f, student, f.otherVideoId, student.id, f.other.id),
      403,
    )) as { detail: string };
    expect(notEnrolled.detail).toBe("You are not enrolled in this course.");
    // An id that is not a video: malformed, unknown.
    await expectStatus(await record(f, student, "abc"), 400);
    await expectStatus(await record(f, student, 999_999), 404);
    // An unknown or malformed course.
    await expectStatus(
      await record(f, student, f.videoIds[0]!, student.id, "00000000-0000-0000-0000-000000000000"),
      404,
    );
    await expectStatus(await record(f, student, f.videoIds[0]!, student.id, "not-a-guid"), 400);
    expect(await (await testDb()).select().from(videoCompletions)).toHaveLength(0);
  });

  it("lets only the student record their own progress", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    await enrol(otherStudent.id, f.course.id, f.pack.id);
    // Visitor, bad token.
    await expectStatus(await record(f, null, f.videoIds[0]!, student.id), 401);
    await expectStatus(
      await call(
        "PUT",
        `/api/progress/courses/${f.course.id}/students/${student.id}/videos/${f.videoIds[0]}`,
        { token: "x" },
      ),
      401,
    );
    // A forged student id: another (enrolled) student's id.
    const forged = (await expectStatus(
      await record(f, otherStudent, f.videoIds[0]!, student.id),
      403,
    )) as { detail: string };
    expect(forged.detail).toBe("You can only record your own progress.");
    // Admins do not record for students.
    await expectStatus(await record(f, admin, f.videoIds[0]!, student.id), 403);
    expect(await (await testDb()).select().from(videoCompletions)).toHaveLength(0);
  });

  it("refuses after access ended, keeping what was recorded visible", async () => {
    // 3-month package started 100 days ago: ended.
    await enrol(student.id, f.course.id, f.pack.id, daysAgo(100));
    await (
      await testDb()
    )
      .insert(videoCompletions)
      .values({ studentId: student.id, videoId: f.videoIds[0]!, completedAt: daysAgo(95) });
    const ended = (await expectStatus(await record(f, student, f.videoIds[1]!), 403)) as {
      detail: string;
    };
    expect(ended.detail).toBe("Your access to this course has ended.");
    const progress = courseProgressDto.exact.parse(
      await expectStatus(
        await call("GET", `/api/progress/courses/${f.course.id}/students/${student.id}`, {
          token: student.token,
        }),
        200,
      ),
    );
    expect(progress).toMatchObject({ completedVideos: 1, percent: 33, canRecord: false });
  });

  it("refuses an enrolment without a package or a date (no known end)", async () => {
    await enrol(student.id, f.course.id, null);
    await expectStatus(await record(f, student, f.videoIds[0]!), 403);
    await enrol(otherStudent.id, f.course.id, f.pack.id, "0001-01-01T00:00:00");
    await expectStatus(await record(f, otherStudent, f.videoIds[0]!), 403);
  });
});

describe("reading progress", () => {
  it("serves the student and admins, never another student or a visitor", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    await record(f, student, f.videoIds[2]!);
    const path = `/api/progress/courses/${f.course.id}/students/${student.id}`;
    await expectStatus(await call("GET", path), 401);
    await expectStatus(await call("GET", path, { token: otherStudent.token }), 403);
    const own = courseProgressDto.exact.parse(
      await expectStatus(await call("GET", path, { token: student.token }), 200),
    );
    expect(own.completedVideoIds).toEqual([f.videoIds[2]]);
    expect(await expectStatus(await call("GET", path, { token: admin.token }), 200)).toEqual(own);
    await expectStatus(
      await call("GET", `/api/progress/courses/${f.course.id}/students/${admin.id}`, {
        token: admin.token,
      }),
      404,
    );
  });

  it("lists a student's courses for the student and admins", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    await enrol(student.id, f.other.id, null);
    await record(f, student, f.videoIds[0]!);
    const path = `/api/progress/students/${student.id}`;
    await expectStatus(await call("GET", path), 401);
    await expectStatus(await call("GET", path, { token: otherStudent.token }), 403);
    const list = z
      .array(progressSummaryDto.exact)
      .parse(await expectStatus(await call("GET", path, { token: student.token }), 200));
    expect(
      list.map((row) => [row.courseName, row.completedVideos, row.totalVideos, row.percent]),
    ).toEqual(
      expect.arrayContaining([
        ["Steel Design", 1, 3, 33],
        ["Concrete", 0, 1, 0],
      ]),
    );
    expect(await expectStatus(await call("GET", path, { token: admin.token }), 200)).toEqual(list);
  });

  it("lists a course's students for admins only", async () => {
    await enrol(student.id, f.course.id, f.pack.id);
    await enrol(otherStudent.id, f.course.id, f.pack.id);
    for (const id of f.videoIds) await record(f, student, id);
    const path = `/api/progress/courses/${f.course.id}`;
    await expectStatus(await call("GET", path), 401);
    await expectStatus(await call("GET", path, { token: student.token }), 403);
    const list = z
      .array(progressSummaryDto.exact)
      .parse(await expectStatus(await call("GET", path, { token: admin.token }), 200));
    const mine = list.find((row) => row.studentId === student.id)!;
    const theirs = list.find((row) => row.studentId === otherStudent.id)!;
    expect(mine).toMatchObject({ percent: 100, completedVideos: 3 });
    expect(mine.certificateCode).toMatch(/^[a-z2-9]{4}-/);
    expect(mine.lastActivityAt).not.toBeNull();
    expect(theirs).toMatchObject({ percent: 0, lastActivityAt: null, certificateCode: null });
    await expectStatus(
      await call("GET", "/api/progress/courses/00000000-0000-0000-0000-000000000000", {
        token: admin.token,
      }),
      404,
    );
  });
});

describe("GET /api/certificates/{code}", () => {
  it("answers 404 for an unknown or malformed code", async () => {
    await expectStatus(await call("GET", "/api/certificates/abcd-efgh-jkmn"), 404);
    await expectStatus(await call("GET", "/api/certificates/not%20a%20code"), 404);
  });
});

describe("accessEndsAt", () => {
  it("adds calendar months like the web app and fails closed", () => {
    expect(accessEndsAt("2024-01-31T10:00:00", 1)?.toISOString()).toBe("2024-02-29T10:00:00.000Z");
    expect(accessEndsAt("2024-05-01T00:00:00", 3)?.toISOString()).toBe("2024-08-01T00:00:00.000Z");
    expect(accessEndsAt("0001-01-01T00:00:00", 3)).toBeNull();
    expect(accessEndsAt("2024-05-01T00:00:00", null)).toBeNull();
    expect(accessEndsAt("2024-05-01T00:00:00", 0)).toBeNull();
  });
});
