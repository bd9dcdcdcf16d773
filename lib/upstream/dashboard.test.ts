import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { UpstreamError } from "@/lib/upstream/client";
import {
  endingWithin,
  getDashboard,
  ordersFromQueue,
  parseDashboard,
} from "@/lib/upstream/dashboard";
import { type Order } from "@/lib/upstream/orders";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";
import type { Enrollment } from "@/lib/upstream/types";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const now = new Date("2026-02-25T12:00:00.000Z");
/** The enrolled student as the upstream sends it (the domain's student adds `fullName`). */
const studentDto = {
  id: "s1",
  firstName: "Nadia",
  lastName: "Adel",
  userName: "nadia",
  email: "nadia@gmail.com",
  phoneNumber: null,
  gender: 1,
};

const dashboardDto = {
  version: 1,
  generatedAt: "2026-02-25T12:00:00.000Z",
  promiseHours: 24,
  ordersWaiting: 2,
  ordersOverdue: 1,
  oldestWaitingAt: "2026-02-24T06:00:00.000Z",
  revenueByMonth: [
    { month: "2026-01", currency: "EGP", amount: 300, orders: 1 },
    { month: "2026-01", currency: "USD", amount: 0, orders: 0 },
    { month: "2026-02", currency: "USD", amount: 80, orders: 1 },
    { month: "2026-02", currency: "EGP", amount: 3615.75, orders: 3 },
  ],
  newStudentsByWeek: [
    { weekStart: "2026-02-23", count: 2 },
    { weekStart: "2026-02-16", count: 1 },
  ],
  endingSoon: [
    {
      enrollmentId: "e1",
      studentId: "s1",
      studentName: "Nadia Adel",
      studentEmail: "nadia@gmail.com",
      courseId,
      courseName: "Steel Design",
      packageName: "1 month",
      endsAt: "2026-02-28T09:00:00.000Z",
    },
  ],
  completionByCourse: [
    {
      courseId,
      courseName: "Steel Design",
      totalVideos: 4,
      enrolledStudents: 4,
      averagePercent: 50,
      completedStudents: 1,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("parseDashboard", () => {
  it("keeps EGP and USD in separate series, months in order, never summed", () => {
    const dashboard = parseDashboard(dashboardDto);
    expect(dashboard.source).toBe("extension");
    expect(dashboard.revenue).toEqual({
      EGP: [
        { month: "2026-01", amount: 300, orders: 1 },
        { month: "2026-02", amount: 3615.75, orders: 3 },
      ],
      USD: [
        { month: "2026-01", amount: 0, orders: 0 },
        { month: "2026-02", amount: 80, orders: 1 },
      ],
    });
  });

  it("reads the order counts, weeks oldest first, the ending enrolments and completion", () => {
    const dashboard = parseDashboard(dashboardDto);
    expect(dashboard.orders).toEqual({
      waiting: 2,
      overdue: 1,
      isOverdueLowerBound: false,
      oldestWaitingAt: "2026-02-24T06:00:00.000Z",
    });
    expect(dashboard.newStudentsByWeek?.map((week) => week.weekStart)).toEqual([
      "2026-02-16",
      "2026-02-23",
    ]);
    // Each ending enrolment as sent, but for the student's id, which the dashboard never shows.
    expect(dashboard.endingSoon).toEqual([{ ...dashboardDto.endingSoon[0], studentId: undefined }]);
    expect(dashboard.completionByCourse?.[0]?.averagePercent).toBe(50);
  });

  it("reads this week's live sessions in time order, and none from a dashboard without them", () => {
    const onlineId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
    const live = (id: string, startsAt: string) => ({
      id,
      courseId: onlineId,
      courseName: "Seismic Design",
      title: `Session ${id}`,
      startsAt,
      durationMinutes: 90,
      enrolled: 12,
    });
    const dashboard = parseDashboard({
      ...dashboardDto,
      liveSessionsThisWeek: [
        live("6ba7b810-9dad-41d1-80b4-00c04fd430c8", "2026-02-27T17:00:00.000Z"),
        live("7c9e6679-7425-40de-944b-e07fc1f90ae7", "2026-02-24T17:00:00.000Z"),
      ],
    });
    expect(dashboard.liveSessionsThisWeek).toEqual([
      {
        sessionId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
        courseId: onlineId,
        courseName: "Seismic Design",
        title: "Session 7c9e6679-7425-40de-944b-e07fc1f90ae7",
        startsAt: "2026-02-24T17:00:00.000Z",
        durationMinutes: 90,
        enrolled: 12,
      },
      expect.objectContaining({ startsAt: "2026-02-27T17:00:00.000Z" }),
    ]);
    expect(parseDashboard(dashboardDto).liveSessionsThisWeek).toBeNull();
    expect(
      parseDashboard({ ...dashboardDto, liveSessionsThisWeek: null }).liveSessionsThisWeek,
    ).toBeNull();
    expect(
      parseDashboard({ ...dashboardDto, liveSessionsThisWeek: [] }).liveSessionsThisWeek,
    ).toEqual([]);
  });

  it("refuses another version, a third currency and negative counts", () => {
    expect(() => parseDashboard({ ...dashboardDto, version: 2 })).toThrow();
    expect(() =>
      parseDashboard({
        ...dashboardDto,
        revenueByMonth: [{ month: "2026-02", currency: "EUR", amount: 1, orders: 1 }],
      }),
    ).toThrow();
    expect(() => parseDashboard({ ...dashboardDto, ordersWaiting: -1 })).toThrow();
  });
});

function enrollment(overrides: Partial<Enrollment> & { months?: number }): Enrollment {
  const { months = 1, ...rest } = overrides;
  return {
    id: "enrolment",
    studentId: "s1",
    student: { ...studentDto, fullName: "Nadia Adel" },
    courseId,
    course: {
      id: courseId,
      name: "Steel Design",
      description: null,
      hours: "30",
      instructorName: null,
      imageUrl: null,
    },
    packageId,
    package: {
      id: packageId,
      name: `${months} months`,
      durationMonths: months,
      price: 300,
      courseId,
    },
    startDate: "2026-01-31T09:00:00",
    ...rest,
  };
}

describe("endingWithin (the legacy fallback's ending enrolments)", () => {
  it("ends access after the package's calendar months, clamped to the month's last day", () => {
    expect(endingWithin([enrollment({ id: "a" })], now)).toEqual([
      {
        enrollmentId: "a",
        studentName: "Nadia Adel",
        studentEmail: "nadia@gmail.com",
        courseId,
        courseName: "Steel Design",
        packageName: "1 months",
        endsAt: "2026-02-28T09:00:00.000Z",
      },
    ]);
  });

  it("lists only ends after now and within 7 days, soonest first", () => {
    const list = endingWithin(
      [
        enrollment({ id: "in-6-days", startDate: "2026-02-03T12:00:00" }),
        enrollment({ id: "in-3-days" }),
        enrollment({ id: "in-8-days", startDate: "2026-02-05T12:00:00" }),
        enrollment({ id: "ended", startDate: "2026-01-20T12:00:00" }),
        enrollment({ id: "no-package", package: null, packageId: null }),
        enrollment({ id: "no-start", startDate: null }),
        enrollment({ id: "three-months", months: 3, startDate: "2025-11-28T12:00:00" }),
      ],
      now,
    );
    expect(list.map((row) => row.enrollmentId)).toEqual(["in-3-days", "three-months", "in-6-days"]);
  });
});

function queued(proofSubmittedAt: string): Order {
  return { proofSubmittedAt } as Order;
}

describe("ordersFromQueue (the legacy fallback's waiting orders)", () => {
  it("counts the orders waiting 24 hours or more as overdue", () => {
    expect(
      ordersFromQueue(
        3,
        [
          queued("2026-02-24T11:00:00.000Z"),
          queued("2026-02-24T12:00:00.000Z"),
          queued("2026-02-25T11:00:00.000Z"),
        ],
        now,
      ),
    ).toEqual({
      waiting: 3,
      overdue: 2,
      isOverdueLowerBound: false,
      oldestWaitingAt: "2026-02-24T11:00:00.000Z",
    });
  });

  it("says 'at least' when the first page is full of overdue orders", () => {
    const page = Array.from({ length: 50 }, () => queued("2026-02-20T00:00:00.000Z"));
    expect(ordersFromQueue(70, page, now)).toMatchObject({
      waiting: 70,
      overdue: 50,
      isOverdueLowerBound: true,
    });
  });
});

describe("getDashboard", () => {
  it("reads GET /api/admin/dashboard with the admin's token, never cached", async () => {
    const calls = stubUpstream(() => jsonResponse(200, dashboardDto));
    const dashboard = await getDashboard("admin-token", now);
    expect(dashboard.orders?.waiting).toBe(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe("/api/admin/dashboard");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("falls back on a legacy upstream: ending enrolments from each course, the rest hidden", async () => {
    const course = {
      id: courseId,
      name: "Steel Design",
      description: null,
      defaultPrice: 0,
      discount: 0,
      hasDiscount: false,
      enrollments: 1,
      start: "0001-01-01T00:00:00",
      end: "0001-01-01T00:00:00",
      hours: "30",
      imageBytes: null,
      intructorName: null,
      intructorDescription: null,
      intructorImageBytes: null,
      packages: [{ id: packageId, name: "1 month", durationByMonthes: 1, price: 300, courseId }],
      sections: [],
    };
    const enrollmentDto = {
      id: "3d6f4a2b-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
      studentId: "s1",
      student: studentDto,
      courseId,
      course: {
        ...course,
        price: 0,
        imageUrl: "NotFound",
        objectives: null,
        intructorImageUrl: "NotFound",
      },
      packageId,
      package: { id: packageId, name: "1 month", durationByMonthes: 1, price: 300, courseId },
      startDate: "2026-01-31T09:00:00",
    };
    const calls = stubUpstream((call) => {
      const path = call.url.pathname;
      if (path === "/api/OnDemandCourses/GetAllOnDemandCourses") return jsonResponse(200, [course]);
      if (path === `/api/Students/Enrollment/GetEnrollmentesByCourseId/${courseId}`)
        return jsonResponse(200, [enrollmentDto]);
      return textResponse(404);
    });
    const dashboard = await getDashboard("admin-token", now);
    expect(dashboard).toMatchObject({
      source: "legacy",
      orders: null,
      revenue: null,
      newStudentsByWeek: null,
      completionByCourse: null,
      liveSessionsThisWeek: null,
    });
    // Online courses never end: the fallback reads only on-demand courses' enrolments.
    expect(calls.map((call) => call.url.pathname)).not.toContain(
      "/api/OnlineCourses/GetAllOnlineCourses",
    );
    expect(dashboard.endingSoon).toEqual([
      expect.objectContaining({ studentName: "Nadia Adel", endsAt: "2026-02-28T09:00:00.000Z" }),
    ]);
    expect(calls.map((call) => call.url.pathname)).toContain("/api/Orders/PendingCount");
  });

  it("does not hide a failing upstream behind the fallback", async () => {
    stubUpstream(() => textResponse(500, "boom"));
    await expect(getDashboard("admin-token", now)).rejects.toBeInstanceOf(UpstreamError);
  });
});
