import "server-only";
import { parseNaiveDateTime } from "@/lib/dates";
import { accessEndDate } from "@/lib/entitlement";
import { PROMISE_HOURS } from "@/lib/orders";
import type { Currency } from "@/lib/prices";
import * as z from "@/lib/zod";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { listCourseEnrollments } from "@/lib/upstream/enrollments";
import { listCourses } from "@/lib/upstream/courses";
import { countPendingOrders, hasOrders, listOrderQueue, type Order } from "@/lib/upstream/orders";
import type { Enrollment } from "@/lib/upstream/types";
import { currencySchema, dashboardDtoSchema } from "@/lib/upstream/wire";

/*
 * The admin Dashboard: the upstream's dashboard extension (`upstream/EXTENSIONS.md`,
 * "Dashboard"), or on a legacy upstream what can be read cheaply from legacy endpoints. Admin
 * data: never cached ('use cache' would share it), always read with the admin's token.
 */

/** The upstream's `DashboardDto` (wire shape). */
type DashboardDto = z.infer<typeof dashboardDtoSchema>;

/** Orders waiting for the admin's decision, against the 24-hour promise. */
export interface DashboardOrders {
  /** Orders with a proof waiting for approval or rejection. */
  waiting: number;
  /** Of those, the ones waiting {@link PROMISE_HOURS} hours or more since their proof. */
  overdue: number;
  /** True when `overdue` was counted on the first queue page only (legacy fallback): "at least". */
  isOverdueLowerBound: boolean;
  /** Proof time of the oldest waiting order (ISO-8601 UTC), or null. */
  oldestWaitingAt: string | null;
}

/** One month's revenue in one currency. */
export interface RevenueMonth {
  /** `YYYY-MM`. */
  month: string;
  /** Sum of the month's approved orders, in the series' currency. */
  amount: number;
  /** How many orders were approved. */
  orders: number;
}

/** Revenue per month, one series per currency: EGP and USD are never added together. */
type RevenueByCurrency = Record<Currency, RevenueMonth[]>;

/** New student accounts in the week starting `weekStart` (a Monday, `YYYY-MM-DD`). */
interface StudentWeek {
  weekStart: string;
  count: number;
}

/** An enrolment whose access ends within 7 days. */
export interface EndingEnrollment {
  enrollmentId: string;
  studentName: string;
  studentEmail: string;
  courseId: string;
  courseName: string;
  packageName: string;
  /** When access ends (ISO-8601 UTC). */
  endsAt: string;
}

/** Completion in one on-demand course. */
interface CourseCompletion {
  courseId: string;
  courseName: string;
  totalVideos: number;
  enrolledStudents: number;
  /** Mean whole percent of the enrolled students. */
  averagePercent: number;
  completedStudents: number;
}

/** A live session of this business week (Monday to Monday, Africa/Cairo), with how many are enrolled. */
interface WeekLiveSession {
  sessionId: string;
  courseId: string;
  courseName: string;
  title: string;
  /** ISO-8601 UTC. */
  startsAt: string;
  durationMinutes: number;
  /** Students enrolled in the course. */
  enrolled: number;
}

/**
 * What the Dashboard shows. A figure is null when the upstream cannot give it (a legacy upstream:
 * see {@link getDashboard}); the page hides it with a note.
 */
export interface Dashboard {
  /** `extension`: every figure from the upstream's dashboard; `legacy`: the fallback. */
  source: "extension" | "legacy";
  orders: DashboardOrders | null;
  revenue: RevenueByCurrency | null;
  newStudentsByWeek: StudentWeek[] | null;
  endingSoon: EndingEnrollment[] | null;
  completionByCourse: CourseCompletion[] | null;
  /**
   * This week's live sessions in time order; null when the upstream has no live sessions (the
   * legacy, or a dashboard without the field).
   */
  liveSessionsThisWeek: WeekLiveSession[] | null;
}

/** Days ahead in which an ending enrolment is listed. */
const ENDING_SOON_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reshapes the upstream's `DashboardDto` (already parsed) into a {@link Dashboard}: revenue split
 * into one series per currency, months in order, this week's live sessions in time order (null
 * when the upstream sent none: it has no live sessions).
 */
function reshapeDashboard(dto: DashboardDto): Dashboard {
  const revenue: RevenueByCurrency = { EGP: [], USD: [] };
  const months = [...new Set(dto.revenueByMonth.map((row) => row.month))].sort();
  for (const currency of currencySchema.options) {
    for (const month of months) {
      const row = dto.revenueByMonth.find(
        (item) => item.month === month && item.currency === currency,
      );
      revenue[currency].push({ month, amount: row?.amount ?? 0, orders: row?.orders ?? 0 });
    }
  }
  return {
    source: "extension",
    orders: {
      waiting: dto.ordersWaiting,
      overdue: dto.ordersOverdue,
      isOverdueLowerBound: false,
      oldestWaitingAt: dto.oldestWaitingAt,
    },
    revenue,
    newStudentsByWeek: [...dto.newStudentsByWeek].sort((a, b) =>
      a.weekStart.localeCompare(b.weekStart),
    ),
    endingSoon: dto.endingSoon.map((row) => ({
      enrollmentId: row.enrollmentId,
      studentName: row.studentName,
      studentEmail: row.studentEmail,
      courseId: row.courseId,
      courseName: row.courseName,
      packageName: row.packageName,
      endsAt: row.endsAt,
    })),
    completionByCourse: dto.completionByCourse.map((row) => ({ ...row })),
    liveSessionsThisWeek:
      dto.liveSessionsThisWeek
        ?.map((row) => ({
          sessionId: row.id,
          courseId: row.courseId,
          courseName: row.courseName,
          title: row.title,
          startsAt: row.startsAt,
          durationMinutes: row.durationMinutes,
          enrolled: row.enrolled,
        }))
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)) ?? null,
  };
}

/**
 * Parses an upstream answer as a `DashboardDto` and reshapes it.
 * @throws ZodError when `body` is not a version-1 `DashboardDto`.
 */
export function parseDashboard(body: unknown): Dashboard {
  return reshapeDashboard(dashboardDtoSchema.parse(body));
}

/**
 * The enrolments among `enrolments` whose access (start + package months, `lib/entitlement.ts`)
 * ends after `now` and at most {@link ENDING_SOON_DAYS} days later, soonest first. Enrolments
 * without a start date or a package have no end and are left out (online course enrolments among
 * them: they never end).
 */
export function endingWithin(enrollments: readonly Enrollment[], now: Date): EndingEnrollment[] {
  const limit = now.getTime() + ENDING_SOON_DAYS * DAY_MS;
  const ending: { at: number; row: EndingEnrollment }[] = [];
  for (const enrollment of enrollments) {
    const months = enrollment.package?.durationMonths ?? 0;
    const start = enrollment.startDate ? parseNaiveDateTime(enrollment.startDate) : null;
    if (!start || months <= 0 || !enrollment.package) continue;
    const end = accessEndDate(start, months);
    if (end.getTime() <= now.getTime() || end.getTime() > limit) continue;
    const student = enrollment.student;
    ending.push({
      at: end.getTime(),
      row: {
        enrollmentId: enrollment.id,
        studentName: student?.fullName.trim() || student?.userName || "",
        studentEmail: student?.email ?? "",
        courseId: enrollment.courseId,
        courseName: enrollment.course?.name ?? "",
        packageName: enrollment.package.name,
        endsAt: end.toISOString(),
      },
    });
  }
  return ending.sort((a, b) => a.at - b.at).map(({ row }) => row);
}

/**
 * The waiting orders as the legacy fallback counts them: `waiting` from the pending count, the
 * overdue ones among the first queue page (oldest first). When that page is full of overdue
 * orders there may be more: `isOverdueLowerBound`.
 */
export function ordersFromQueue(
  waiting: number,
  firstPage: readonly Order[],
  now: Date,
  pageSize = 50,
): DashboardOrders {
  const promiseMs = PROMISE_HOURS * 60 * 60 * 1000;
  const overdue = firstPage.filter(
    (order) =>
      order.proofSubmittedAt &&
      now.getTime() - new Date(order.proofSubmittedAt).getTime() >= promiseMs,
  ).length;
  return {
    waiting: Math.max(waiting, firstPage.length),
    overdue,
    isOverdueLowerBound: firstPage.length >= pageSize && overdue === firstPage.length,
    oldestWaitingAt: firstPage[0]?.proofSubmittedAt ?? null,
  };
}

/** How many course enrolment lists the legacy fallback reads at once. */
const LEGACY_CONCURRENCY = 4;

/** The legacy fallback: ending enrolments from every on-demand course's enrolments; orders when the orders extension answers. */
async function legacyDashboard(token: string, now: Date): Promise<Dashboard> {
  const courses = await listCourses("on-demand");
  const enrollments: Enrollment[] = [];
  // Only courses with packages can have an end; a few calls at a time.
  const queue = courses.filter((course) => course.packages.length > 0).map((course) => course.id);
  const workers = Array.from({ length: Math.min(LEGACY_CONCURRENCY, queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      enrollments.push(...(await listCourseEnrollments(id, token)));
    }
  });
  await Promise.all(workers);
  let orders: DashboardOrders | null = null;
  if (await hasOrders()) {
    const [waiting, firstPage] = await Promise.all([
      countPendingOrders(token),
      listOrderQueue({ status: "proof_submitted", page: 1 }, token),
    ]);
    orders = ordersFromQueue(waiting, firstPage, now);
  }
  return {
    source: "legacy",
    orders,
    revenue: null,
    newStudentsByWeek: null,
    endingSoon: endingWithin(enrollments, now),
    completionByCourse: null,
    liveSessionsThisWeek: null,
  };
}

/**
 * The admin Dashboard's figures. Admin token; never cached. Calls GET /api/admin/dashboard; on a
 * legacy upstream (404 or 405) falls back to GET /api/OnDemandCourses/GetAllOnDemandCourses and
 * GET /api/Students/Enrollment/GetEnrollmentesByCourseId/{id} per course with packages (enrolments
 * ending in 7 days) and, when the orders extension answers, GET /api/Orders/PendingCount and the
 * first page of GET /api/Orders (orders waiting); revenue, new students and completion are then
 * null (the legacy API has no orders, no account creation time and no progress).
 * @throws UpstreamError on any other failure (the page shows its failure text).
 */
export async function getDashboard(token: string, now: Date = new Date()): Promise<Dashboard> {
  try {
    const dto = await upstreamFetch({
      path: "/api/admin/dashboard",
      schema: dashboardDtoSchema,
      token,
    });
    return reshapeDashboard(dto);
  } catch (error) {
    if (!(error instanceof UpstreamError) || (error.status !== 404 && error.status !== 405))
      throw error;
  }
  return legacyDashboard(token, now);
}
