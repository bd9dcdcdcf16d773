import { expect, test } from "./test";
import { loginAs, upstreamUrl } from "./fixtures";
import { adminToken, createTestStudent, uniqueSuffix, upstreamLogin } from "./student-fixtures";

// The student's and the visitor's side of a live online course, at 390 px: the schedule in
// Cairo time without links for a visitor; for the enrolled no Buy, Join disabled before its
// window and opening the meeting inside it (the upstream's clock moved, never a sleep), the
// recording playable by them and refused to a visitor, the .ics, and the Enrolled Courses card.
test.use({ viewport: { width: 390, height: 844 } });

const meetingHost = "https://meet.example.org";

/** A JSON call on the upstream with a token; throws unless 2xx. @returns the parsed body (or null). */
async function upstreamJson(method: string, path: string, token: string | null, body?: unknown): Promise<unknown> {
  const response = await fetch(`${upstreamUrl()}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** Moves the reference upstream's clock forward (UPSTREAM_TEST_CLOCK=true in the e2e run). */
async function advanceUpstreamClock(seconds: number): Promise<void> {
  const moved = await fetch(`${upstreamUrl()}/__test/clock`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  expect(moved.status).toBe(200);
}

/** A legacy DateTime (no zone) `days` from `instant`. */
function naiveDay(instant: number, days: number): string {
  return new Date(instant + days * 86_400_000).toISOString().slice(0, 19);
}

test("a visitor sees the schedule; the enrolled student joins inside the window and plays the recording", async ({ browser }) => {
  const suffix = uniqueSuffix();
  const token = await adminToken();
  const courseName = `Live Journey ${suffix}`;
  const first = { title: `Loads and spectra ${suffix}`, link: `${meetingHost}/live-journey-a-${suffix}` };
  const second = { title: `Frames and walls ${suffix}`, link: `${meetingHost}/live-journey-b-${suffix}` };

  // An online course running now, its dates wide enough for a clock earlier specs moved by hours.
  const today = Date.now();
  const { courseId } = (await upstreamJson("POST", "/api/OnlineCourses", token, {
    name: courseName,
    description: "A live course made by the e2e suite.",
    objectives: null,
    defaultPrice: 40,
    hasDiscount: false,
    discount: 0,
    hours: "2",
    intructorName: "Eng. Test",
    intructorDescription: null,
    start: naiveDay(today, -10),
    end: naiveDay(today, 40),
    link: null,
  })) as { courseId: string };
  // The sessions are placed by the upstream's clock: `now` of the schedule.
  const { now } = (await upstreamJson("GET", `/api/LiveSessions/Course/${courseId}`, null)) as { now: string };
  const at = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
  const firstSession = (await upstreamJson("POST", `/api/LiveSessions/Course/${courseId}`, token, {
    title: first.title,
    startsAt: at(30),
    durationMinutes: 30,
    meetingLink: first.link,
    recordingUrl: null,
  })) as { id: string; startsAt: string };
  await upstreamJson("POST", `/api/LiveSessions/Course/${courseId}`, token, {
    title: second.title,
    startsAt: at(3 * 24 * 60),
    durationMinutes: 60,
    meetingLink: second.link,
    recordingUrl: null,
  });
  const student = await createTestStudent();
  await upstreamJson("POST", "/api/Students/Enrollment", token, { studentId: student.id, courseId });
  const coursePath = `/onlineCourseDetails/${courseId}`;

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const studentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  const page = await studentContext.newPage();
  // No internet in the test run: the meeting and the player are checked by address, not fetched.
  await studentContext.route(`${meetingHost}/**`, (route) => route.abort());
  await studentContext.route(/youtube/, (route) => route.abort());

  await test.step("a visitor sees the schedule in Cairo time, Buy, and no Join or link", async () => {
    await visitor.goto(coursePath);
    await expect(visitor.getByRole("heading", { name: "Schedule" })).toBeVisible();
    await expect(visitor.getByText("2 live sessions, times in Cairo time (Africa/Cairo).")).toBeVisible();
    await expect(visitor.getByRole("heading", { name: new RegExp(first.title) })).toBeVisible();
    await expect(visitor.getByRole("link", { name: /^Buy/ })).toBeVisible();
    await expect(visitor.getByRole("button", { name: /^Join/ })).toHaveCount(0);
    expect(await visitor.content()).not.toContain(meetingHost);
  });

  await test.step("the enrolled student has no Buy, and Join waits for its window", async () => {
    await loginAs(page, student.email, student.password);
    await page.goto(coursePath);
    await expect(page.getByText("You are enrolled in this course.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Buy/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Next session" })).toBeVisible();
    const join = page.getByRole("button", { name: `Join ${first.title}` });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription("Join opens 15 minutes before the session starts.");
    expect(await page.content()).not.toContain(meetingHost);
  });

  await test.step("inside the window Join opens the meeting in a new tab and records attendance", async () => {
    await advanceUpstreamClock(20 * 60);
    await page.reload();
    const join = page.getByRole("button", { name: `Join ${first.title}` });
    await expect(join).toBeEnabled();
    expect(await page.content()).not.toContain(meetingHost);
    const meeting = studentContext.waitForEvent("request", (request) => request.url().startsWith(first.link));
    const [tab] = await Promise.all([studentContext.waitForEvent("page"), join.click()]);
    await meeting;
    await tab.close();
    const { token: studentToken } = await upstreamLogin(student.email, student.password);
    const schedule = (await upstreamJson("GET", `/api/LiveSessions/Course/${courseId}`, studentToken)) as {
      viewer: { attended: number; total: number };
    };
    expect(schedule.viewer).toMatchObject({ attended: 1, total: 2 });
  });

  await test.step("after the session its recording plays for the enrolled student", async () => {
    await advanceUpstreamClock(45 * 60);
    await upstreamJson("PUT", `/api/LiveSessions/${firstSession.id}`, token, {
      title: first.title,
      startsAt: firstSession.startsAt,
      durationMinutes: 30,
      meetingLink: first.link,
      recordingUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    await page.goto(coursePath);
    await expect(page.getByText("Attended 1 of 2 live sessions", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: `Watch the recording of ${first.title}` }).click();
    await expect(page.getByRole("button", { name: `Play video: Recording: ${first.title}` })).toBeVisible();
  });

  await test.step("a visitor cannot play it", async () => {
    await visitor.goto(`${coursePath}?recording=${firstSession.id}`);
    await expect(visitor.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first()).toBeVisible();
    await expect(visitor.getByRole("button", { name: /^Play video/ })).toHaveCount(0);
  });

  await test.step("Add to calendar gives an .ics with both sessions", async () => {
    const href = await page.getByRole("link", { name: /Add to calendar/ }).getAttribute("href");
    const ics = await page.request.get(href ?? "");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect((await ics.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  await test.step("the Enrolled Courses card opens the online course's page", async () => {
    await page.goto("/enrolledCourses");
    await page.getByRole("link", { name: new RegExp(courseName) }).click();
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
    await expect(page.getByRole("heading", { level: 1, name: courseName })).toBeVisible();
  });

  await visitorContext.close();
  await studentContext.close();
});
