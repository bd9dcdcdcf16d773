import { expect, test, type Page } from "./test";
import { admin, loginAs, placeOrder, pngFile, publishFromRow, sendTransferProof } from "./fixtures";
import {
  advanceUpstreamClock,
  cairoLocal,
  createTestStudent,
  uniqueSuffix,
  upstreamJson,
  upstreamLogin,
} from "./student-fixtures";

// A live online course from the owner's phone to the student's meeting, at 390 px: the owner
// adds two sessions on the course's Sessions page (one outside the course's dates is refused) and
// approves a student's order; the student's Enrolled Courses card opens the course (not a 404),
// with no Buy and the schedule; Join is disabled before its window and opens the meeting inside
// it (the upstream's clock moved through its test setting, never a sleep); a visitor sees the
// schedule without any link; the owner adds the recording, the enrolled student plays it, a
// visitor cannot; the class list counts the Join; the .ics holds both sessions.
test.use({ viewport: { width: 390, height: 844 } });

const meetingHost = "https://meet.example.org";

/** Fills the Add Session / Edit Session dialog and saves it. */
async function saveSession(
  page: Page,
  dialogName: string | RegExp,
  fields: { title?: string; start?: string; minutes?: string; link?: string; recording?: string },
  submit: string,
) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  if (fields.title !== undefined) await dialog.getByLabel("Title").fill(fields.title);
  if (fields.start !== undefined)
    await dialog.getByLabel("Start (Cairo time, Africa/Cairo)").fill(fields.start);
  if (fields.minutes !== undefined)
    await dialog.getByLabel("Duration (minutes)").fill(fields.minutes);
  if (fields.link !== undefined) await dialog.getByLabel("Meeting link").fill(fields.link);
  if (fields.recording !== undefined) {
    await dialog
      .getByLabel("Recording (optional): YouTube or Vimeo link or embed code")
      .fill(fields.recording);
  }
  await dialog.getByRole("button", { name: submit }).click();
  return dialog;
}

test("the owner runs a live course: sessions, an approved order, Join in its window, a recording", async ({
  browser,
}) => {
  // Three people, two moves of the clock and a payment: longer than one page's journey.
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const courseName = `Live Journey ${suffix}`;
  const first = {
    title: `Loads and spectra ${suffix}`,
    link: `${meetingHost}/live-journey-a-${suffix}`,
  };
  const second = {
    title: `Frames and walls ${suffix}`,
    link: `${meetingHost}/live-journey-b-${suffix}`,
  };

  const today = Date.now();
  const phone = { viewport: { width: 390, height: 844 } };
  const ownerContext = await browser.newContext(phone);
  const visitorContext = await browser.newContext(phone);
  const studentContext = await browser.newContext(phone);
  const owner = await ownerContext.newPage();
  const visitor = await visitorContext.newPage();
  const page = await studentContext.newPage();
  // No internet in the test run: the meeting and the player are checked by address, not fetched.
  await studentContext.route(`${meetingHost}/**`, (route) => route.abort());
  await studentContext.route(/youtube/, (route) => route.abort());
  await ownerContext.route(/youtube/, (route) => route.abort());

  let courseId = "";
  let upstreamNow = 0;
  await test.step("the owner creates the online course on the phone", async () => {
    await loginAs(owner, admin.email, admin.password);
    await owner.goto("/createOnlineCourse");
    await owner.getByLabel("Course Name").fill(courseName);
    await owner.getByLabel("Price (USD)").fill("40");
    await owner.getByLabel("Discount (%)").fill("0");
    await owner.getByLabel("Lectures").fill("2");
    // From today (in Cairo, as the form's rule reads it) for a month.
    await owner.getByLabel("Start Date").fill(cairoLocal(today).slice(0, 10));
    await owner.getByLabel("End Date").fill(cairoLocal(today + 30 * 86_400_000).slice(0, 10));
    await owner.getByLabel("Course Description").fill("A live course made by the e2e suite.");
    await owner.getByLabel("Instructor Name").fill("Eng. Test");
    await owner.getByLabel("Instructor Description").fill("Structural engineer.");
    await owner
      .getByLabel("Course Photo", { exact: true })
      .setInputFiles(await pngFile("course.png", 64, 48, "#1d5fbf"));
    await owner
      .getByLabel("Instructor Photo", { exact: true })
      .setInputFiles(await pngFile("instructor.png", 64, 48, "#1d5fbf"));
    await owner.getByRole("button", { name: "Create Course" }).click();
    await expect(owner).toHaveURL(/\/manageOnlineCourses$/);
    // A new course is a draft, seen by admins only, until the owner publishes it.
    await owner.goto(`/manageOnlineCourses?q=${encodeURIComponent(courseName)}`);
    await publishFromRow(owner.getByRole("row").filter({ hasText: courseName }));
    const courses = (await upstreamJson("GET", "/api/OnlineCourses/GetAllOnlineCourses", null)) as {
      id: string;
      name: string;
    }[];
    courseId = courses.find((course) => course.name === courseName)!.id;
    // Sessions are placed by the upstream's clock (`now` of the schedule), which the test moves.
    const { now } = (await upstreamJson("GET", `/api/LiveSessions/Course/${courseId}`, null)) as {
      now: string;
    };
    upstreamNow = Date.parse(now);
  });
  const coursePath = () => `/onlineCourseDetails/${courseId}`;

  await test.step("the owner adds two sessions from Manage Online Courses; one outside the dates is refused", async () => {
    // Searched by name: the list is paged, and other journeys add online courses too.
    await owner.goto(`/manageOnlineCourses?q=${encodeURIComponent(courseName)}`);
    await owner.getByRole("link", { name: `Sessions : ${courseName}` }).click();
    await expect(owner).toHaveURL(new RegExp(`/manageLiveSessions/${courseId}$`));
    await expect(owner.getByRole("heading", { level: 1, name: courseName })).toBeVisible();

    await owner.getByRole("button", { name: "Add Session" }).click();
    const refused = await saveSession(
      owner,
      "Add Session",
      {
        title: first.title,
        start: cairoLocal(today + 60 * 86_400_000),
        minutes: "30",
        link: first.link,
      },
      "Add Session",
    );
    await expect(
      owner
        .getByText(
          /^The session must take place within the course's dates \(.+ to .+, Africa\/Cairo\)\.$/,
        )
        .first(),
    ).toBeVisible();
    await saveSession(
      owner,
      "Add Session",
      { start: cairoLocal(upstreamNow + 30 * 60_000) },
      "Add Session",
    );
    await expect(refused).toBeHidden();
    await expect(owner.getByText("Session Added Successfully")).toBeVisible();

    await owner.getByRole("button", { name: "Add Session" }).click();
    await saveSession(
      owner,
      "Add Session",
      {
        title: second.title,
        start: cairoLocal(upstreamNow + 3 * 86_400_000),
        minutes: "60",
        link: second.link,
      },
      "Add Session",
    );
    await expect(owner.getByRole("dialog", { name: "Add Session" })).toBeHidden();
    await expect(owner.getByRole("heading", { name: `1. ${first.title}` })).toBeVisible();
    await expect(owner.getByRole("heading", { name: `2. ${second.title}` })).toBeVisible();
  });

  const student = await createTestStudent();
  let reference = "";
  await test.step("a student buys the course and sends a proof; the owner approves the order", async () => {
    await loginAs(page, student.email, student.password);
    await page.goto(coursePath());
    await page.getByRole("link", { name: /^Buy/ }).click();
    await expect(page).toHaveURL(/\/payment\?course=/);
    reference = await placeOrder(page);
    await sendTransferProof(page);

    await owner.goto("/manageOrders");
    const item = owner.getByRole("listitem").filter({ hasText: reference });
    await item.getByRole("button", { name: `Approve order ${reference}` }).click();
    const confirm = owner.getByRole("alertdialog", { name: `Approve order ${reference}?` });
    await expect(confirm).toContainText(
      "The student is enrolled in the live course now and is told by e-mail.",
    );
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(
      owner.getByText("Order approved: the student is enrolled in the live course"),
    ).toBeVisible();
    await expect(owner.getByRole("listitem").filter({ hasText: reference })).toHaveCount(0);
  });

  await test.step("the student's card opens the course page: no Buy, the schedule, Join waiting for its window", async () => {
    await page.goto("/enrolledCourses");
    const card = page
      .getByRole("link")
      .filter({ has: page.getByRole("heading", { name: courseName }) });
    await expect(card).toContainText(`Next session : ${first.title}`);
    await expect(page.getByText("Attended 0 of 2 live sessions")).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${coursePath()}$`));
    await expect(page.getByRole("heading", { level: 1, name: courseName })).toBeVisible();
    await expect(page.getByText("You are enrolled in this course.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Buy/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next session" })).toBeVisible();
    const join = page.getByRole("button", { name: `Join ${first.title}` });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription(
      "Join opens 15 minutes before the session starts.",
    );
    expect(await page.content()).not.toContain(meetingHost);
  });

  await test.step("a visitor sees the schedule in Cairo time, Buy, and no Join or link", async () => {
    await visitor.goto(coursePath());
    await expect(visitor.getByRole("heading", { name: "Schedule" })).toBeVisible();
    await expect(
      visitor.getByText("2 live sessions, times in Cairo time (Africa/Cairo)."),
    ).toBeVisible();
    await expect(visitor.getByRole("heading", { name: new RegExp(first.title) })).toBeVisible();
    await expect(visitor.getByRole("link", { name: /^Buy/ })).toBeVisible();
    await expect(visitor.getByRole("button", { name: /^Join/ })).toHaveCount(0);
    expect(await visitor.content()).not.toContain(meetingHost);
  });

  await test.step("inside the window Join opens the meeting in a new tab and the class list counts it", async () => {
    await advanceUpstreamClock(20 * 60);
    await page.reload();
    const join = page.getByRole("button", { name: `Join ${first.title}` });
    await expect(join).toBeEnabled();
    expect(await page.content()).not.toContain(meetingHost);
    const meeting = studentContext.waitForEvent("request", (request) =>
      request.url().startsWith(first.link),
    );
    const [tab] = await Promise.all([studentContext.waitForEvent("page"), join.click()]);
    await meeting;
    await tab.close();
    const { token: studentToken } = await upstreamLogin(student.email, student.password);
    const schedule = (await upstreamJson(
      "GET",
      `/api/LiveSessions/Course/${courseId}`,
      studentToken,
    )) as {
      viewer: { attended: number; total: number };
    };
    expect(schedule.viewer).toMatchObject({ attended: 1, total: 2 });

    await owner.goto(`/ManageOnlineCourseEnrollments/${courseId}`);
    await expect(owner.getByRole("cell", { name: "1 of 2" })).toBeVisible();
  });

  await test.step("after the session the owner adds its recording and the enrolled student plays it", async () => {
    // 45 minutes later the session is over, and so is the owner's sign-in (30 idle minutes).
    await advanceUpstreamClock(45 * 60);
    await owner.goto(`/manageLiveSessions/${courseId}`);
    await expect(owner).toHaveURL(/\/login\?/);
    await expect(
      owner.getByText("You were signed out after a period of inactivity. Please log in again."),
    ).toBeVisible();
    await loginAs(owner, admin.email, admin.password);
    await owner.goto(`/manageLiveSessions/${courseId}`);
    await owner.getByRole("button", { name: `Edit session ${first.title}` }).click();
    await saveSession(
      owner,
      `Edit Session ${first.title}`,
      { recording: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      "Save Session",
    );
    await expect(owner.getByText("Session Updated Successfully")).toBeVisible();

    await page.goto(coursePath());
    await expect(page.getByText("Attended 1 of 2 live sessions", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: `Watch the recording of ${first.title}` }).click();
    await expect(
      page.getByRole("button", { name: `Play video: Recording: ${first.title}` }),
    ).toBeVisible();
  });

  await test.step("a visitor cannot play it", async () => {
    await visitor.goto(coursePath());
    await expect(visitor.getByText("Recording available").first()).toBeVisible();
    await visitor.goto(`${coursePath()}?recording=${await firstSessionId(courseId)}`);
    await expect(
      visitor.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first(),
    ).toBeVisible();
    await expect(visitor.getByRole("button", { name: /^Play video/ })).toHaveCount(0);
    expect(await visitor.content()).not.toContain("dQw4w9WgXcQ");
  });

  await test.step("Add to calendar gives an .ics with both sessions", async () => {
    const href = await page.getByRole("link", { name: /Add to calendar/ }).getAttribute("href");
    const ics = await page.request.get(href ?? "");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect((await ics.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  await ownerContext.close();
  await visitorContext.close();
  await studentContext.close();
});

/** The id of the course's first session, from its public schedule. */
async function firstSessionId(courseId: string): Promise<string> {
  const schedule = (await upstreamJson("GET", `/api/LiveSessions/Course/${courseId}`, null)) as {
    sessions: { id: string }[];
  };
  return schedule.sessions[0]!.id;
}
