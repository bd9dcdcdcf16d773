import { certificateDto, courseProgressDto, videoWatchDto } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  certificates,
  courses,
  enrollments,
  sections,
  videoCompletions,
  videos,
  videoWatches,
} from "../src/db/schema";
import { admin, otherStudent, student, freshCallersBeforeEach } from "./fixtures";
import { insertAttempt, insertFinalExam } from "./final-exam";
import {
  type TestUser,
  appOnClock,
  expectProblem,
  insertCourseWithPackage,
  insertRow,
  insertRows,
  json,
  testDb,
} from "./helpers";

/*
 * Contract tests of watched lessons (upstream/EXTENSIONS.md §23) and of the certificate rule for
 * on-demand courses. The app runs on a clock of the test's own (`deps.now`), moved forward by
 * `pass(seconds)`, so the wall-clock bounds are judged at chosen instants.
 */

freshCallersBeforeEach();
const clock = appOnClock("2026-12-01T10:00:00.000Z");
const send = clock.send;

/** Moves the app's clock `seconds` forward. */
function pass(seconds: number): void {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
}

let courseId: string;
/** "Steel Design": a 10-minute lesson, a 2-hour lesson and one without a duration, in that order. */
let tenMinutes: number;
let twoHours: number;
let untimed: number;

beforeEach(async () => {
  await clock.reset();
  const { course, pack } = await insertCourseWithPackage();
  courseId = course.id;
  const section = await insertRow(sections, { courseId, name: "Basics" });
  [tenMinutes, twoHours, untimed] = (
    await insertRows(videos, [
      { sectionId: section.id, title: "Loads", durationSeconds: 600 },
      { sectionId: section.id, title: "Frames", durationSeconds: 7200 },
      { sectionId: section.id, title: "Notes", durationSeconds: null },
    ])
  ).map((video) => video.id) as [number, number, number];
  await insertRow(enrollments, {
    studentId: student.id,
    courseId,
    packageId: pack.id,
    startDate: "2026-11-15T00:00:00",
  });
});

const lesson = (videoId: number, studentId = student.id, course = courseId) =>
  `/api/progress/courses/${course}/students/${studentId}/videos/${videoId}`;

/** Reports `playedSeconds` as `user` (default the enrolled student, on their own path). */
const report = (videoId: number, playedSeconds: unknown, user: TestUser = student) =>
  send("POST", `${lesson(videoId, user.id)}/watch`, { token: user.token, json: { playedSeconds } });

/** Reports and reads the answer as a `VideoWatchDto` (asserting 200). */
async function watch(videoId: number, playedSeconds: number) {
  const response = await report(videoId, playedSeconds);
  expect(response.status, await response.clone().text()).toBe(200);
  return videoWatchDto.exact.parse(await json(response));
}

const complete = (videoId: number, user: TestUser = student) =>
  send("PUT", lesson(videoId, user.id), { token: user.token });

/** Asserts the 409 of a lesson not watched enough, with its text and `remainingSeconds`. */
async function expectWatchFirst(response: Response, detail: string, remainingSeconds: number) {
  const body = await json<Record<string, unknown>>(response.clone());
  await expectProblem(response, 409, detail);
  expect(body.remainingSeconds).toBe(remainingSeconds);
}

/**
 * Watches a lesson as a real player would, five minutes at a time (each report within what the
 * wall clock allows), until "complete" is accepted; returns the last report.
 */
async function watchThrough(videoId: number) {
  let last = await watch(videoId, 0);
  while (last.remainingSeconds > 0) {
    pass(300);
    last = await watch(videoId, 300);
  }
  return last;
}

async function progress() {
  const response = await send("GET", `/api/progress/courses/${courseId}/students/${student.id}`, {
    token: student.token,
  });
  expect(response.status).toBe(200);
  return courseProgressDto.exact.parse(await json(response));
}

const storedWatches = async () => (await testDb()).select().from(videoWatches);

describe("POST /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}/watch", () => {
  it("opens the lesson on the first report, then credits no more than the wall clock allows at double speed plus 5 s, never past the duration", async () => {
    expect(await watch(tenMinutes, 30)).toEqual({
      videoId: tenMinutes,
      durationSeconds: 600,
      playedSeconds: 0,
      remainingSeconds: 480,
    });
    pass(10);
    // 100 s claimed after 10 s of wall clock: 2 × 10 + 5 = 25 credited.
    expect(await watch(tenMinutes, 100)).toMatchObject({
      playedSeconds: 25,
      remainingSeconds: 455,
    });
    pass(60);
    // Within the bound (2 × 60 + 5 = 125): credited as reported, fractions kept.
    expect(await watch(tenMinutes, 50.5)).toMatchObject({ playedSeconds: 75 });
    pass(600);
    expect(await watch(tenMinutes, 600)).toEqual({
      videoId: tenMinutes,
      durationSeconds: 600,
      playedSeconds: 600,
      remainingSeconds: 0,
    });
    const [row] = await storedWatches();
    expect(row).toMatchObject({
      studentId: student.id,
      videoId: tenMinutes,
      playedSeconds: 600,
      openedAt: "2026-12-01 10:00:00",
      lastReportAt: "2026-12-01 10:11:10",
    });
  });

  it("credits reports sent at once only for the wall clock they share", async () => {
    await watch(tenMinutes, 0);
    pass(10);
    const answers = await Promise.all([report(tenMinutes, 25), report(tenMinutes, 25)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    // The first takes the 10 s (25 at double speed with the slack), the second only the slack.
    expect((await storedWatches())[0]!.playedSeconds).toBe(30);
  });

  it("answers a lesson without a duration with nothing to watch for, and records nothing", async () => {
    expect(await watch(untimed, 120)).toEqual({
      videoId: untimed,
      durationSeconds: 0,
      playedSeconds: 0,
      remainingSeconds: 0,
    });
    expect(await storedWatches()).toEqual([]);
  });

  it("refuses bad reports, and every caller but the enrolled student themself, recording nothing", async () => {
    for (const playedSeconds of [-1, 600.5, "10", null, undefined]) {
      await expectProblem(await report(tenMinutes, playedSeconds), 400);
    }
    await expectProblem(
      await send("POST", `${lesson(tenMinutes)}/watch`, { json: { playedSeconds: 5 } }),
      401,
    );
    // Another student on this student's path, and an admin on either.
    await expectProblem(
      await send("POST", `${lesson(tenMinutes)}/watch`, {
        token: otherStudent.token,
        json: { playedSeconds: 5 },
      }),
      403,
      "You can only record your own progress.",
    );
    await expectProblem(
      await report(tenMinutes, 5, admin),
      403,
      "Only students record their own progress.",
    );
    await expectProblem(
      await report(tenMinutes, 5, otherStudent),
      403,
      "You are not enrolled in this course.",
    );
    const other = await insertRow(courses, { kind: "onDemand", name: "Concrete", hours: "12" });
    const otherSection = await insertRow(sections, { courseId: other.id, name: "Only" });
    const elsewhere = await insertRow(videos, {
      sectionId: otherSection.id,
      title: "Elsewhere",
      durationSeconds: 60,
    });
    await expectProblem(
      await send("POST", `${lesson(elsewhere.id)}/watch`, {
        token: student.token,
        json: { playedSeconds: 5 },
      }),
      400,
    );
    await expectProblem(await report(99_999, 5), 404);
    // Access that ended (a 3-month package started in January) refuses too.
    await (
      await testDb()
    )
      .update(enrollments)
      .set({ startDate: "2026-01-01T00:00:00" })
      .where(eq(enrollments.studentId, student.id));
    await expectProblem(await report(tenMinutes, 5), 403, "Your access to this course has ended.");
    expect(await storedWatches()).toEqual([]);
  });
});

describe("completing a lesson with a duration", () => {
  it("refuses a lesson not watched, saying how much is left (m:ss or h:mm:ss), then completes it once watched", async () => {
    await expectWatchFirst(await complete(tenMinutes), "Watch the lesson first: 8:00 left.", 480);
    await expectWatchFirst(await complete(twoHours), "Watch the lesson first: 1:36:00 left.", 5760);

    // 480 s reported in a burst at the opening: played enough, but the wall clock (80 % of 600 s
    // at double speed = 240 s) does not allow it yet, and it says so.
    await watch(tenMinutes, 0);
    for (let index = 0; index < 96; index += 1) await watch(tenMinutes, 5);
    await expectWatchFirst(await complete(tenMinutes), "Watch the lesson first: 4:00 left.", 240);
    pass(239);
    await expectWatchFirst(await complete(tenMinutes), "Watch the lesson first: 0:01 left.", 1);
    expect(await (await testDb()).select().from(videoCompletions)).toEqual([]);
    pass(1);
    const done = await complete(tenMinutes);
    expect(done.status).toBe(200);
    expect(courseProgressDto.exact.parse(await json(done))).toMatchObject({
      completedVideoIds: [tenMinutes],
      watched: [
        { videoId: tenMinutes, durationSeconds: 600, playedSeconds: 480, remainingSeconds: 0 },
        { videoId: twoHours, durationSeconds: 7200, playedSeconds: 0, remainingSeconds: 5760 },
      ],
    });
    // Idempotent, and a lesson without a duration completes on request as before.
    expect((await complete(tenMinutes)).status).toBe(200);
    expect((await complete(untimed)).status).toBe(200);
  });

  it("keeps a lesson completed before it had a duration complete", async () => {
    await (
      await testDb()
    )
      .insert(videoCompletions)
      .values({ studentId: student.id, videoId: twoHours, completedAt: "2026-11-20T10:00:00" });
    const response = await complete(twoHours);
    expect(response.status).toBe(200);
    expect(courseProgressDto.exact.parse(await json(response)).completedVideoIds).toEqual([
      twoHours,
    ]);
  });

  it("refuses another student's and an admin's completion as before", async () => {
    await expectProblem(
      await send("PUT", lesson(tenMinutes), { token: otherStudent.token }),
      403,
      "You can only record your own progress.",
    );
    await expectProblem(await complete(tenMinutes, admin), 403);
  });

  it("lists, in the progress, every lesson with a duration: played 0 and the full share left when never opened", async () => {
    expect((await progress()).watched).toEqual([
      { videoId: tenMinutes, durationSeconds: 600, playedSeconds: 0, remainingSeconds: 480 },
      { videoId: twoHours, durationSeconds: 7200, playedSeconds: 0, remainingSeconds: 5760 },
    ]);
    await watch(twoHours, 0);
    pass(100);
    await watch(twoHours, 100);
    expect((await progress()).watched[1]).toEqual({
      videoId: twoHours,
      durationSeconds: 7200,
      playedSeconds: 100,
      remainingSeconds: 5660,
    });
  });
});

describe("the certificate of an on-demand course", () => {
  const issued = async () =>
    (await testDb()).select().from(certificates).where(eq(certificates.courseId, courseId));

  it("is not earned by clicking complete through every lesson at once; watching them earns it", async () => {
    const answers = [];
    for (const videoId of [tenMinutes, twoHours, untimed]) answers.push(await complete(videoId));
    expect(answers.map((response) => response.status)).toEqual([409, 409, 200]);
    expect(await progress()).toMatchObject({ completedVideos: 1, percent: 33, certificate: null });
    expect(await issued()).toEqual([]);

    await watchThrough(tenMinutes);
    expect((await complete(tenMinutes)).status).toBe(200);
    await watchThrough(twoHours);
    const done = courseProgressDto.exact.parse(await json(await complete(twoHours)));
    expect(done).toMatchObject({ percent: 100 });
    expect(done.certificate).not.toBeNull();
    const response = await send("GET", `/api/certificates/${done.certificate!.code}`);
    expect(certificateDto.exact.parse(await json(response))).toMatchObject({
      courseId,
      packageName: "3 months",
      finalExamPercent: null,
    });
  });

  it("waits for the final exam where the course has one, and prints the best passed score", async () => {
    const exam = await insertFinalExam(courseId, 2);
    for (const videoId of [tenMinutes, twoHours]) await watchThrough(videoId);
    for (const videoId of [tenMinutes, twoHours, untimed]) await complete(videoId);
    expect(await progress()).toMatchObject({ percent: 100, certificate: null });

    // A failed attempt and an open one do not count; the rule is asked again on the next lesson call.
    await insertAttempt(exam, student.id, 40);
    await insertAttempt(exam, student.id, 0, null);
    expect((await complete(untimed)).status).toBe(200);
    expect(await issued()).toEqual([]);
    // Another student's pass is not this student's.
    await insertAttempt(exam, otherStudent.id, 100);
    expect((await complete(untimed)).status).toBe(200);
    expect(await issued()).toEqual([]);

    await insertAttempt(exam, student.id, 75);
    await insertAttempt(exam, student.id, 90);
    const done = courseProgressDto.exact.parse(await json(await complete(untimed)));
    expect(done.certificate).not.toBeNull();
    const response = await send("GET", `/api/certificates/${done.certificate!.code}`);
    const certificate = certificateDto.exact.parse(await json(response));
    // Complete when the last condition was met: this call, at the app's clock.
    expect(certificate).toMatchObject({
      finalExamPercent: 90,
      completedAt: clock.now.toISOString().slice(0, 19),
    });
  });

  it("does not wait for a final exam without questions", async () => {
    await insertFinalExam(courseId, 0);
    for (const videoId of [tenMinutes, twoHours]) await watchThrough(videoId);
    for (const videoId of [tenMinutes, twoHours, untimed]) await complete(videoId);
    const [certificate] = await issued();
    expect(certificate).toMatchObject({ studentId: student.id, finalExamPercent: null });
  });
});
