import { dashboardDto, type DashboardDto } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  courses,
  enrollments,
  liveSessions,
  orders,
  packages,
  sections,
  users,
  videoCompletions,
  videos,
} from "../src/db/schema";
import {
  type TestUser,
  appWith,
  callApp,
  createUser,
  json,
  resetDatabase,
  testDb,
  insertRow,
  insertRows,
  insertCourseWithPackage,
  insertLiveEtabs,
} from "./helpers";

// The dashboard extension (upstream/EXTENSIONS.md, "Dashboard"): every figure against a seeded
// set of orders, students, enrolments and completions whose sums are worked out by hand below,
// at a fixed clock: Wednesday 25 February 2026, 12:00 UTC.

const now = new Date("2026-02-25T12:00:00.000Z");

async function getDashboard(
  token?: string,
  ordersSetting: "true" | "false" = "true",
): Promise<Response> {
  const app = await appWith({ UPSTREAM_ORDERS: ordersSetting }, { now: () => now });
  return callApp(app, "GET", "/api/admin/dashboard", { token });
}

/** A student created at `createdAt` (naive UTC), named "Test {name}". */
async function studentCreatedAt(name: string, createdAt: string): Promise<TestUser> {
  const user = await createUser("Student", name);
  await (await testDb()).update(users).set({ createdAt }).where(eq(users.id, user.id));
  return user;
}

let referenceCounter = 0;

async function order(
  studentId: string,
  values: {
    status: "awaiting_proof" | "proof_submitted" | "approved" | "rejected" | "cancelled";
    amount: number;
    currency: "EGP" | "USD";
    createdAt: string;
    proofSubmittedAt?: string;
    approvedAt?: string;
  },
): Promise<void> {
  referenceCounter += 1;
  await (await testDb()).insert(orders).values({
    reference: `BW-TEST${String(referenceCounter).padStart(4, "0")}`,
    studentId,
    kind: values.currency === "EGP" ? "package" : "product",
    title: "Seeded order",
    paymentMethod: "wallet",
    updatedAt: values.approvedAt ?? values.proofSubmittedAt ?? values.createdAt,
    ...values,
  });
}

let admin: TestUser;
let student: TestUser;

beforeEach(async () => {
  await resetDatabase();
  admin = await createUser("Admin", "dashboardadmin");
  await (
    await testDb()
  )
    .update(users)
    .set({ createdAt: "2026-02-24T08:00:00" })
    .where(eq(users.id, admin.id));
  student = await studentCreatedAt("nadia", "2026-02-24T09:00:00");
});

describe("GET /api/admin/dashboard: who may read it", () => {
  it("answers 401 without a token and with a bad token, 403 to a student", async () => {
    expect((await getDashboard()).status).toBe(401);
    expect((await getDashboard("not-a-token")).status).toBe(401);
    expect((await getDashboard(student.token)).status).toBe(403);
  });

  it("answers 404 like the legacy API when the extensions are off (UPSTREAM_ORDERS=false)", async () => {
    expect((await getDashboard(admin.token, "false")).status).toBe(404);
  });

  it("answers an admin, never to be cached, with zeros on an empty shop", async () => {
    const response = await getDashboard(admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = dashboardDto.exact.parse(await json(response));
    expect(body.version).toBe(1);
    expect(body.generatedAt).toBe("2026-02-25T12:00:00.000Z");
    expect(body.ordersWaiting).toBe(0);
    expect(body.ordersOverdue).toBe(0);
    expect(body.oldestWaitingAt).toBeNull();
    expect(body.revenueByMonth).toHaveLength(24);
    expect(body.revenueByMonth.every((row) => row.amount === 0 && row.orders === 0)).toBe(true);
    expect(body.newStudentsByWeek).toHaveLength(12);
    expect(body.endingSoon).toEqual([]);
    expect(body.completionByCourse).toEqual([]);
    expect(body.liveSessionsThisWeek).toEqual([]);
  });
});

describe("GET /api/admin/dashboard: the figures", () => {
  let body: DashboardDto;
  let steel: { id: string };
  let concrete: { id: string };
  let students: Record<string, TestUser>;
  let endingEnrollmentId: string;

  beforeEach(async () => {
    const database = await testDb();
    students = {
      nadia: student,
      omar: await studentCreatedAt("omar", "2026-02-23T00:00:00"), // this week (Monday 00:00)
      salma: await studentCreatedAt("salma", "2026-02-16T10:00:00"), // last week
      karim: await studentCreatedAt("karim", "2025-12-08T00:00:00"), // first week shown
      hoda: await studentCreatedAt("hoda", "2025-12-07T23:59:59"), // the week before: not shown
    };

    // Orders: 3 approved EGP in February summing to 3615.75, 1 approved EGP in January (300),
    // 1 approved USD in February (80), 1 rejected (999, not revenue), 1 approved EGP a year ago
    // (outside the 12 months), 2 waiting for a decision (one for 30 hours: overdue; one for
    // 2 hours), 1 still awaiting proof (not waiting for the admin).
    await order(students.nadia!.id, {
      status: "approved",
      amount: 1500,
      currency: "EGP",
      createdAt: "2026-02-01T08:00:00",
      approvedAt: "2026-02-01T09:00:00",
    });
    await order(students.omar!.id, {
      status: "approved",
      amount: 1350.5,
      currency: "EGP",
      createdAt: "2026-02-10T08:00:00",
      approvedAt: "2026-02-10T09:00:00",
    });
    await order(students.salma!.id, {
      status: "approved",
      amount: 765.25,
      currency: "EGP",
      createdAt: "2026-02-24T08:00:00",
      approvedAt: "2026-02-25T11:59:00",
    });
    await order(students.karim!.id, {
      status: "approved",
      amount: 300,
      currency: "EGP",
      createdAt: "2026-01-31T22:00:00",
      approvedAt: "2026-01-31T23:59:59",
    });
    await order(students.nadia!.id, {
      status: "approved",
      amount: 80,
      currency: "USD",
      createdAt: "2026-02-03T08:00:00",
      approvedAt: "2026-02-03T10:00:00",
    });
    await order(students.omar!.id, {
      status: "rejected",
      amount: 999,
      currency: "EGP",
      createdAt: "2026-02-05T08:00:00",
      proofSubmittedAt: "2026-02-05T09:00:00",
    });
    await order(students.hoda!.id, {
      status: "approved",
      amount: 5000,
      currency: "EGP",
      createdAt: "2025-02-27T08:00:00",
      approvedAt: "2025-02-28T08:00:00",
    });
    await order(students.salma!.id, {
      status: "proof_submitted",
      amount: 450,
      currency: "EGP",
      createdAt: "2026-02-24T05:00:00",
      proofSubmittedAt: "2026-02-24T06:00:00",
    });
    await order(students.karim!.id, {
      status: "proof_submitted",
      amount: 25,
      currency: "USD",
      createdAt: "2026-02-25T09:00:00",
      proofSubmittedAt: "2026-02-25T10:00:00",
    });
    await order(students.hoda!.id, {
      status: "awaiting_proof",
      amount: 300,
      currency: "EGP",
      createdAt: "2026-02-10T08:00:00",
    });

    // Courses: Steel Design (4 videos in 2 sections), Concrete (no videos), an online course.
    steel = await insertRow(courses, { kind: "onDemand", name: "Steel Design", hours: "30" });
    concrete = await insertRow(courses, { kind: "onDemand", name: "Concrete", hours: "12" });
    const online = await insertLiveEtabs();
    const oneMonth = await insertRow(packages, {
      courseId: steel.id,
      name: "1 month",
      durationByMonthes: 1,
      price: 300,
    });
    const threeMonths = await insertRow(packages, {
      courseId: steel.id,
      name: "3 months",
      durationByMonthes: 3,
      price: 800,
    });
    const concreteMonth = await insertRow(packages, {
      courseId: concrete!.id,
      name: "1 month",
      durationByMonthes: 1,
      price: 200,
    });
    const [first, second] = await insertRows(sections, [
      { courseId: steel.id, name: "Basics" },
      { courseId: steel.id, name: "Members" },
    ]);
    const steelVideos = await insertRows(videos, [
      { sectionId: first!.id, title: "One" },
      { sectionId: first!.id, title: "Two" },
      { sectionId: second!.id, title: "Three" },
      { sectionId: second!.id, title: "Four" },
    ]);

    // Enrolments. Nadia: 1 month from 31 January 09:00, ends 28 February 09:00 (the month's last
    // day: in 3 days). Omar: 3 months from 7 December, ends 7 March (in 10 days: not listed).
    // Salma: no package (no end). Karim: ended 20 February. Hoda: Concrete, 1 month from
    // 1 February, ends 1 March 00:00 (in 3½ days). Nadia also in the online course (no package).
    const ending = await insertRow(enrollments, {
      studentId: students.nadia!.id,
      courseId: steel.id,
      packageId: oneMonth.id,
      startDate: "2026-01-31T09:00:00",
    });
    endingEnrollmentId = ending.id;
    await database.insert(enrollments).values([
      {
        studentId: students.omar!.id,
        courseId: steel.id,
        packageId: threeMonths.id,
        startDate: "2025-12-07T12:00:00",
      },
      {
        studentId: students.salma!.id,
        courseId: steel.id,
        packageId: null,
        startDate: "2026-02-01T00:00:00",
      },
      {
        studentId: students.karim!.id,
        courseId: steel.id,
        packageId: oneMonth.id,
        startDate: "2026-01-20T12:00:00",
      },
      {
        studentId: students.hoda!.id,
        courseId: concrete!.id,
        packageId: concreteMonth.id,
        startDate: "2026-02-01T00:00:00",
      },
      {
        studentId: students.nadia!.id,
        courseId: online.id,
        packageId: null,
        startDate: "2026-02-01T00:00:00",
      },
    ]);

    // Completions in Steel Design: Nadia 4 of 4 (100%), Omar 1 of 4 (25%), Salma 3 of 4 (75%),
    // Karim none (0%). Mean (100 + 25 + 75 + 0) / 4 = 50; one student completed it.
    const completion = (name: string, index: number) => ({
      studentId: students[name]!.id,
      videoId: steelVideos[index]!.id,
    });
    await database
      .insert(videoCompletions)
      .values([
        completion("nadia", 0),
        completion("nadia", 1),
        completion("nadia", 2),
        completion("nadia", 3),
        completion("omar", 2),
        completion("salma", 0),
        completion("salma", 1),
        completion("salma", 3),
      ]);

    const response = await getDashboard(admin.token);
    expect(response.status).toBe(200);
    body = dashboardDto.exact.parse(await json(response));
  });

  it("counts the orders waiting for a decision and the ones past the 24-hour promise", () => {
    expect(body.ordersWaiting).toBe(2);
    expect(body.ordersOverdue).toBe(1);
    expect(body.oldestWaitingAt).toBe("2026-02-24T06:00:00.000Z");
  });

  it("sums approved orders per month and currency, EGP and USD apart, over the last 12 months", () => {
    expect(body.revenueByMonth).toHaveLength(24);
    expect(body.revenueByMonth[0]).toEqual({
      month: "2025-03",
      currency: "EGP",
      amount: 0,
      orders: 0,
    });
    expect(body.revenueByMonth.at(-1)).toEqual({
      month: "2026-02",
      currency: "USD",
      amount: 80,
      orders: 1,
    });
    const nonZero = body.revenueByMonth.filter((row) => row.orders > 0);
    expect(nonZero).toEqual([
      { month: "2026-01", currency: "EGP", amount: 300, orders: 1 },
      { month: "2026-02", currency: "EGP", amount: 3615.75, orders: 3 },
      { month: "2026-02", currency: "USD", amount: 80, orders: 1 },
    ]);
  });

  it("counts new students per week (Monday, UTC) over the last 12 weeks, admins excluded", () => {
    expect(body.newStudentsByWeek).toHaveLength(12);
    expect(body.newStudentsByWeek[0]).toEqual({ weekStart: "2025-12-08", count: 1 });
    expect(body.newStudentsByWeek.at(-2)).toEqual({ weekStart: "2026-02-16", count: 1 });
    expect(body.newStudentsByWeek.at(-1)).toEqual({ weekStart: "2026-02-23", count: 2 });
    expect(body.newStudentsByWeek.reduce((sum, week) => sum + week.count, 0)).toBe(4);
  });

  it("lists the enrolments whose access ends in the next 7 days, soonest first, with the calendar-month end", () => {
    expect(body.endingSoon).toEqual([
      {
        enrollmentId: endingEnrollmentId,
        studentId: students.nadia!.id,
        studentName: "Test nadia",
        studentEmail: "nadia@gmail.com",
        courseId: steel.id,
        courseName: "Steel Design",
        packageName: "1 month",
        endsAt: "2026-02-28T09:00:00.000Z",
      },
      expect.objectContaining({
        studentId: students.hoda!.id,
        courseName: "Concrete",
        endsAt: "2026-03-01T00:00:00.000Z",
      }),
    ]);
  });

  it("reports completion per on-demand course: enrolled students, mean percent, completed count", () => {
    expect(body.completionByCourse).toEqual([
      {
        courseId: concrete.id,
        courseName: "Concrete",
        totalVideos: 0,
        enrolledStudents: 1,
        averagePercent: 0,
        completedStudents: 0,
      },
      {
        courseId: steel.id,
        courseName: "Steel Design",
        totalVideos: 4,
        enrolledStudents: 4,
        averagePercent: 50,
        completedStudents: 1,
      },
    ]);
  });
});

describe("GET /api/admin/dashboard: this week's live sessions", () => {
  it("lists the sessions from Monday 00:00 to the next Monday 00:00 in Cairo, in time order, with the number enrolled", async () => {
    const database = await testDb();
    const etabs = await insertLiveEtabs();
    const steel = await insertRow(courses, {
      kind: "online",
      name: "Live Steel",
      hours: "12",
      defaultPrice: 90,
    });
    const other = await createUser("Student", "livetwo");
    await database.insert(enrollments).values([
      {
        studentId: student.id,
        courseId: etabs.id,
        packageId: null,
        startDate: "2026-02-01T00:00:00",
      },
      {
        studentId: other.id,
        courseId: etabs.id,
        packageId: null,
        startDate: "2026-02-02T00:00:00",
      },
    ]);
    // Cairo is UTC+2 in February: this week is 22 February 22:00 UTC to 1 March 22:00 UTC.
    const session = (courseId: string, title: string, startsAt: string) => ({
      courseId,
      title,
      startsAt,
      durationMinutes: 90,
      meetingLink: "https://meet.jit.si/BrightWay-test",
    });
    const rows = await insertRows(liveSessions, [
      session(etabs.id, "Wednesday", "2026-02-25T16:00:00"),
      session(etabs.id, "Last Sunday 23:59 in Cairo", "2026-02-22T21:59:00"),
      session(steel.id, "Sunday 23:59 in Cairo", "2026-03-01T21:59:00"),
      session(etabs.id, "Next Monday 00:00 in Cairo", "2026-03-01T22:00:00"),
      session(steel.id, "Monday 00:00 in Cairo", "2026-02-22T22:00:00"),
    ]);
    const id = (title: string) => rows.find((row) => row.title === title)!.id;

    const response = await getDashboard(admin.token);
    const body = dashboardDto.exact.parse(await json(response));
    expect(body.liveSessionsThisWeek).toEqual([
      {
        id: id("Monday 00:00 in Cairo"),
        courseId: steel.id,
        courseName: "Live Steel",
        title: "Monday 00:00 in Cairo",
        startsAt: "2026-02-22T22:00:00.000Z",
        durationMinutes: 90,
        enrolled: 0,
      },
      {
        id: id("Wednesday"),
        courseId: etabs.id,
        courseName: "Live ETABS",
        title: "Wednesday",
        startsAt: "2026-02-25T16:00:00.000Z",
        durationMinutes: 90,
        enrolled: 2,
      },
      {
        id: id("Sunday 23:59 in Cairo"),
        courseId: steel.id,
        courseName: "Live Steel",
        title: "Sunday 23:59 in Cairo",
        startsAt: "2026-03-01T21:59:00.000Z",
        durationMinutes: 90,
        enrolled: 0,
      },
    ]);
  });

  it("never lists an online course's enrolment among the enrolments ending soon", async () => {
    const database = await testDb();
    const { pack: oneMonth } = await insertCourseWithPackage(
      {},
      { name: "1 month", durationByMonthes: 1, price: 300 },
    );
    const online = await insertLiveEtabs();
    // A package on an online course's enrolment (data no screen makes, an import could): it would end in 3 days.
    await database.insert(enrollments).values({
      studentId: student.id,
      courseId: online.id,
      packageId: oneMonth.id,
      startDate: "2026-01-31T09:00:00",
    });
    const body = dashboardDto.exact.parse(await json(await getDashboard(admin.token)));
    expect(body.endingSoon).toEqual([]);
  });
});
