/**
 * e2e helpers of the student area and the enrolment loop: accounts made on the reference
 * upstream, upstream reads with a token (to check the real state behind the UI), and axe.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { admin, createStudent, type StudentAccount, upstreamUrl } from "./fixtures";

/** A student account made for one test, with its user id. */
export interface TestStudent extends StudentAccount {
  id: string;
}

/** A suffix unique to this run and call (lower-case letters and digits). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Logs in on the upstream directly. @returns the user id and token. */
export async function upstreamLogin(
  email: string,
  password: string,
  asAdmin = false,
): Promise<{ userId: string; token: string }> {
  const path = asAdmin ? "/api/Admin/AdminLogin" : "/api/Authentication/login";
  const response = await fetch(`${upstreamUrl()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { userId: string; token: string };
}

/** The admin's upstream token. */
export async function adminToken(): Promise<string> {
  return (await upstreamLogin(admin.email, admin.password, true)).token;
}

/** GET on the upstream with a token; returns status and parsed JSON (or null). */
export async function upstreamGet(
  path: string,
  token: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${upstreamUrl()}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/**
 * A JSON call on the upstream with a token (or none); throws unless 2xx.
 * @returns the parsed body, or null when it is empty.
 */
export async function upstreamJson<T = unknown>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${upstreamUrl()}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A call on the upstream with the admin's token (e.g. assigning a product); throws unless 2xx. */
export async function upstreamAsAdmin(method: string, path: string): Promise<void> {
  const response = await fetch(`${upstreamUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  if (!response.ok)
    throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
}

/**
 * Creates a student on the upstream (POST /api/Authentication) with a unique gmail address and
 * user name, and reads its id by logging in. Gender 1 (female) by default, so a profile edit that
 * reset it to 0 would be seen.
 */
export async function createTestStudent(gender: 0 | 1 = 1): Promise<TestStudent> {
  const account = await createStudent(upstreamUrl(), {
    firstName: "Nour",
    lastName: `Tester${uniqueSuffix()}`,
    gender,
  });
  const { userId } = await upstreamLogin(account.email, account.password);
  return { id: userId, ...account };
}

/** The student's enrolments as the upstream holds them (admin token). */
export async function upstreamEnrollments(studentId: string): Promise<{ courseId: string }[]> {
  const { status, body } = await upstreamGet(
    `/api/Students/Enrollements/${studentId}`,
    await adminToken(),
  );
  expect(status).toBe(200);
  return body as { courseId: string }[];
}

/** The student record as the upstream holds it (admin token); null when it is gone. */
export async function upstreamStudent(studentId: string): Promise<Record<string, unknown> | null> {
  const { status, body } = await upstreamGet(`/api/Students/${studentId}`, await adminToken());
  return status === 200 ? (body as Record<string, unknown>) : null;
}

/** The id of a seeded product, by title (public list). */
export async function productIdByTitle(title: string): Promise<number> {
  const response = await fetch(
    `${upstreamUrl()}/api/Documents/Products?SearchTerm=${encodeURIComponent(title)}&PageSize=50`,
  );
  const list = (await response.json()) as { id: number; title: string }[];
  const product = list.find((item) => item.title === title);
  if (!product) throw new Error(`no product "${title}"`);
  return product.id;
}

/** Runs axe on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(", ")})`,
    ),
    where,
  ).toEqual([]);
}

/** The day of a date as the app shows it, e.g. "5 March 2026" (UTC). */
export function displayDay(date: Date): string {
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** `date` plus whole calendar months (UTC), the day clamped to the target month's last day. */
export function plusMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** Moves the reference upstream's clock forward (UPSTREAM_TEST_CLOCK=true in the e2e run). */
export async function advanceUpstreamClock(seconds: number): Promise<void> {
  const moved = await fetch(`${upstreamUrl()}/__test/clock`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  expect(moved.status).toBe(200);
}

/**
 * Watches `videoIds` of a course through, as the player would report it (the YouTube and Vimeo
 * players cannot play here: no internet): opens each lesson (a report of 0 s), then twice moves
 * the upstream's clock 8 minutes on and reports 600 s played. The upstream credits each report
 * up to twice the time since the last one, so every lesson of up to 25 minutes is then played to
 * 80 % with the wall clock to match, and "complete" is accepted. Moves the clock 16 minutes in
 * all: less than the 30 idle minutes that end a sign-in.
 */
export async function watchLessons(
  token: string,
  courseId: string,
  studentId: string,
  videoIds: readonly (number | string)[],
): Promise<void> {
  const report = (videoId: number | string, playedSeconds: number) =>
    upstreamJson(
      "POST",
      `/api/progress/courses/${courseId}/students/${studentId}/videos/${videoId}/watch`,
      token,
      { playedSeconds },
    );
  for (const videoId of videoIds) await report(videoId, 0);
  for (let round = 0; round < 2; round += 1) {
    await advanceUpstreamClock(8 * 60);
    for (const videoId of videoIds) await report(videoId, 600);
  }
}

/**
 * The ids of every video of an on-demand course, section by section in the course's order, read
 * with a student's (or the admin's) upstream `token` (GET /api/Sections/GetVideosToSection/{id}).
 */
export async function courseVideoIds(
  token: string,
  sections: readonly { id: string }[],
): Promise<number[]> {
  const videoIds: number[] = [];
  for (const section of sections) {
    const videos = await upstreamJson<{ id: number }[]>(
      "GET",
      `/api/Sections/GetVideosToSection/${section.id}`,
      token,
    );
    videoIds.push(...videos.map((video) => video.id));
  }
  return videoIds;
}

/**
 * Watches and completes every lesson of an on-demand course `student` is enrolled in, through the
 * upstream with the student's own token (no page, so no text of either language): logs in, reads
 * each section's videos ({@link courseVideoIds}), reports them watched ({@link watchLessons}: the
 * upstream's clock moves 16 minutes) and records each one complete, in the course's order
 * (PUT /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}). Throws when a
 * call is refused.
 * @returns the certificate the completions issued (the last one reported), or null when none did:
 * a course with a final exam issues it only when the exam is passed.
 */
export async function watchEveryLesson(
  student: Pick<TestStudent, "id" | "email" | "password">,
  course: { id: string; sections: readonly { id: string }[] },
): Promise<{ code: string } | null> {
  const { token } = await upstreamLogin(student.email, student.password);
  const videoIds = await courseVideoIds(token, course.sections);
  await watchLessons(token, course.id, student.id, videoIds);
  let certificate: { code: string } | null = null;
  for (const videoId of videoIds) {
    const progress = await upstreamJson<{ certificate: { code: string } | null }>(
      "PUT",
      `/api/progress/courses/${course.id}/students/${student.id}/videos/${videoId}`,
      token,
    );
    certificate = progress.certificate ?? certificate;
  }
  return certificate;
}

/** `instant` as the session dialog's Start field takes it: `YYYY-MM-DDTHH:mm` in Cairo time. */
export function cairoLocal(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Africa/Cairo",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
