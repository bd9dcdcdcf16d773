import type { DashboardDto } from "@brightway/contract";
import { and, asc, between, eq, gt, gte, lt, sql } from "drizzle-orm";
import { businessWeek } from "./business-time";
import type { Executor } from "./db/client";
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
} from "./db/schema";
import { toIsoUtc, toNaive } from "./orders";

/**
 * The admin dashboard: an extension of the reference upstream (the legacy API has none; see
 * `upstream/EXTENSIONS.md`, "Dashboard"). Every figure is aggregated by PostgreSQL in one small
 * query over indexed columns; no table is loaded into JavaScript. The route is in
 * `routes/dashboard.ts`.
 */

/** The promise made to buyers: a proof is decided within this many hours. */
const PROMISE_HOURS = 24;

/** How many months of revenue the dashboard shows, the current month included. */
const REVENUE_MONTHS = 12;

/** How many weeks of new students the dashboard shows, the current week included. */
const STUDENT_WEEKS = 12;

/** Enrolments whose access ends within this many days are listed. */
const ENDING_SOON_DAYS = 7;

/** At most this many ending enrolments are listed (soonest first). */
const ENDING_SOON_LIMIT = 50;

/** The currencies orders are priced in; revenue is reported per currency, never summed across. */
const DASHBOARD_CURRENCIES = ["EGP", "USD"] as const;

/*
 * The answer is @brightway/contract's `dashboardDto` (exact reading): one row type per figure.
 */
type RevenueMonthDto = DashboardDto["revenueByMonth"][number];
type StudentWeekDto = DashboardDto["newStudentsByWeek"][number];
type EndingEnrollmentDto = DashboardDto["endingSoon"][number];
type CourseCompletionDto = DashboardDto["completionByCourse"][number];
type WeekLiveSessionDto = DashboardDto["liveSessionsThisWeek"][number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day (00:00 UTC) of the month `monthsBack` months before `now`'s month. */
function monthStart(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/** The Monday (00:00 UTC) of the ISO week `weeksBack` weeks before `now`'s week. */
function weekStart(now: Date, weeksBack: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - (daysSinceMonday + 7 * weeksBack) * DAY_MS);
}

/**
 * Orders waiting for a decision, how many are past the promise, and the oldest proof time.
 * One query on `orders_status_idx` (status, proof_submitted_at).
 */
async function waitingOrders(db: Executor, now: Date) {
  const cutoff = toNaive(new Date(now.getTime() - PROMISE_HOURS * 60 * 60 * 1000));
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${orders.proofSubmittedAt} <= ${cutoff}))::int`,
      oldest: sql<
        string | null
      >`to_char(min(${orders.proofSubmittedAt}), 'YYYY-MM-DD"T"HH24:MI:SS.MS')`,
    })
    .from(orders)
    .where(eq(orders.status, "proof_submitted"));
  return {
    waiting: row?.waiting ?? 0,
    overdue: row?.overdue ?? 0,
    oldest: toIsoUtc(row?.oldest ?? null),
  };
}

/**
 * Approved orders per UTC month of approval and currency, from the first day of the month
 * {@link REVENUE_MONTHS} − 1 months back. One query on `orders_status_approved_idx`; the missing
 * (month, currency) pairs are filled with zeros here.
 */
async function revenueByMonth(db: Executor, now: Date): Promise<RevenueMonthDto[]> {
  const from = monthStart(now, REVENUE_MONTHS - 1);
  const month = sql<string>`to_char(date_trunc('month', ${orders.approvedAt}), 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      currency: orders.currency,
      amount: sql<number>`round(sum(${orders.amount})::numeric, 2)::float8`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(eq(orders.status, "approved"), between(orders.approvedAt, toNaive(from), toNaive(now))),
    )
    .groupBy(month, orders.currency);
  const found = new Map(rows.map((row) => [`${row.month}|${row.currency}`, row]));
  const result: RevenueMonthDto[] = [];
  for (let back = REVENUE_MONTHS - 1; back >= 0; back -= 1) {
    const key = monthStart(now, back).toISOString().slice(0, 7);
    for (const currency of DASHBOARD_CURRENCIES) {
      const row = found.get(`${key}|${currency}`);
      result.push({
        month: key,
        currency,
        amount: Number(row?.amount ?? 0),
        orders: Number(row?.orders ?? 0),
      });
    }
  }
  return result;
}

/**
 * New student accounts per ISO week (Monday, UTC), from the Monday {@link STUDENT_WEEKS} − 1
 * weeks back. One query on `users_role_created_idx`; empty weeks filled with zeros here.
 */
async function newStudentsByWeek(db: Executor, now: Date): Promise<StudentWeekDto[]> {
  const from = weekStart(now, STUDENT_WEEKS - 1);
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "Student"), between(users.createdAt, toNaive(from), toNaive(now))))
    .groupBy(week);
  const found = new Map(rows.map((row) => [row.week, Number(row.count)]));
  const result: StudentWeekDto[] = [];
  for (let back = STUDENT_WEEKS - 1; back >= 0; back -= 1) {
    const key = weekStart(now, back).toISOString().slice(0, 10);
    result.push({ weekStart: key, count: found.get(key) ?? 0 });
  }
  return result;
}

/**
 * Enrolments whose access ends after `now` and at most {@link ENDING_SOON_DAYS} days later,
 * soonest first. The end is `start_date + make_interval(months => package months)`: PostgreSQL
 * clamps the day to the target month's last day, as `addCalendarMonths` of `entitlement.ts` does
 * (31 January + 1 month = end of February). Enrolments without a package, with a duration of 0
 * or with the legacy `0001-01-01` start have no end and are not listed, nor is an online course
 * (its enrolment has no end). One query.
 */
async function endingSoon(db: Executor, now: Date): Promise<EndingEnrollmentDto[]> {
  const endsAt = sql<string>`(${enrollments.startDate} + make_interval(months => ${packages.durationByMonthes}))`;
  const rows = await db
    .select({
      enrollmentId: enrollments.id,
      studentId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      email: users.email,
      courseId: courses.id,
      courseName: courses.name,
      packageName: packages.name,
      endsAt: sql<string>`to_char(${endsAt}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`,
    })
    .from(enrollments)
    .innerJoin(packages, eq(packages.id, enrollments.packageId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(courses, and(eq(courses.id, enrollments.courseId), eq(courses.kind, "onDemand")))
    .where(
      and(
        gt(packages.durationByMonthes, 0),
        gt(enrollments.startDate, "0001-01-02T00:00:00"),
        sql`${endsAt} > ${toNaive(now)}`,
        sql`${endsAt} <= ${toNaive(new Date(now.getTime() + ENDING_SOON_DAYS * DAY_MS))}`,
      ),
    )
    .orderBy(asc(endsAt), asc(enrollments.id))
    .limit(ENDING_SOON_LIMIT);
  return rows.map((row) => ({
    enrollmentId: row.enrollmentId,
    studentId: row.studentId,
    studentName: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.userName,
    studentEmail: row.email,
    courseId: row.courseId,
    courseName: row.courseName,
    packageName: row.packageName,
    endsAt: toIsoUtc(row.endsAt)!,
  }));
}

/**
 * Per on-demand course with enrolments: enrolled students, the mean of their whole percents and
 * how many completed every video. Only completions of videos still in the course count, as in
 * the progress extension. One query: the videos per course and the completions per (student,
 * course) are each counted once (hash-joined over `sections_course_idx`, `videos_section_idx`),
 * then joined to the enrolments and grouped per course; nothing is counted per enrolment.
 */
async function completionByCourse(db: Executor): Promise<CourseCompletionDto[]> {
  const courseVideos = db
    .select({ courseId: sections.courseId, total: sql<number>`count(*)::int`.as("total") })
    .from(videos)
    .innerJoin(sections, eq(sections.id, videos.sectionId))
    .groupBy(sections.courseId)
    .as("course_videos");
  const done = db
    .select({
      studentId: videoCompletions.studentId,
      courseId: sections.courseId,
      completed: sql<number>`count(*)::int`.as("completed"),
    })
    .from(videoCompletions)
    .innerJoin(videos, eq(videos.id, videoCompletions.videoId))
    .innerJoin(sections, eq(sections.id, videos.sectionId))
    .groupBy(videoCompletions.studentId, sections.courseId)
    .as("done");
  const total = sql`coalesce(${courseVideos.total}, 0)`;
  const completed = sql`coalesce(${done.completed}, 0)`;
  const percent = sql`case when ${total} = 0 then 0 else floor(${completed} * 100.0 / ${total}) end`;
  const rows = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      totalVideos: sql<number>`max(${total})::int`,
      enrolledStudents: sql<number>`count(*)::int`,
      averagePercent: sql<number>`round(avg(${percent}))::int`,
      completedStudents: sql<number>`(count(*) filter (where ${total} > 0 and ${completed} >= ${total}))::int`,
    })
    .from(enrollments)
    .innerJoin(courses, and(eq(courses.id, enrollments.courseId), eq(courses.kind, "onDemand")))
    .leftJoin(courseVideos, eq(courseVideos.courseId, enrollments.courseId))
    .leftJoin(
      done,
      and(eq(done.studentId, enrollments.studentId), eq(done.courseId, enrollments.courseId)),
    )
    .groupBy(courses.id, courses.name)
    .orderBy(asc(courses.name), asc(courses.id));
  return rows.map((row) => ({
    courseId: row.courseId,
    courseName: row.courseName,
    totalVideos: Number(row.totalVideos),
    enrolledStudents: Number(row.enrolledStudents),
    averagePercent: Number(row.averagePercent),
    completedStudents: Number(row.completedStudents),
  }));
}

/**
 * The live sessions of the business week around `now` (Monday 00:00 to the next Monday 00:00,
 * Africa/Cairo), in time order, each with the number of students enrolled in its online course.
 * One query on `live_sessions_starts_idx`, the enrolments counted once per course.
 */
async function liveSessionsThisWeek(db: Executor, now: Date): Promise<WeekLiveSessionDto[]> {
  const { start, end } = businessWeek(now);
  const enrolled = db
    .select({ courseId: enrollments.courseId, count: sql<number>`count(*)::int`.as("enrolled") })
    .from(enrollments)
    .groupBy(enrollments.courseId)
    .as("enrolled");
  const rows = await db
    .select({
      id: liveSessions.id,
      courseId: courses.id,
      courseName: courses.name,
      title: liveSessions.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      enrolled: sql<number>`coalesce(${enrolled.count}, 0)::int`,
    })
    .from(liveSessions)
    .innerJoin(courses, and(eq(courses.id, liveSessions.courseId), eq(courses.kind, "online")))
    .leftJoin(enrolled, eq(enrolled.courseId, liveSessions.courseId))
    .where(and(gte(liveSessions.startsAt, toNaive(start)), lt(liveSessions.startsAt, toNaive(end))))
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    courseName: row.courseName,
    title: row.title,
    startsAt: toIsoUtc(row.startsAt)!,
    durationMinutes: row.durationMinutes,
    enrolled: Number(row.enrolled),
  }));
}

/**
 * Every figure of the admin dashboard at `now`, six queries in all (see each figure's query).
 * The caller checks that the caller is an Admin.
 */
export async function readDashboard(db: Executor, now: Date): Promise<DashboardDto> {
  // One after another: PGlite has one connection, and each query is small.
  const waiting = await waitingOrders(db, now);
  const revenue = await revenueByMonth(db, now);
  const students = await newStudentsByWeek(db, now);
  const ending = await endingSoon(db, now);
  const completion = await completionByCourse(db);
  const live = await liveSessionsThisWeek(db, now);
  return {
    version: 1,
    generatedAt: now.toISOString(),
    promiseHours: PROMISE_HOURS,
    ordersWaiting: waiting.waiting,
    ordersOverdue: waiting.overdue,
    oldestWaitingAt: waiting.oldest,
    revenueByMonth: revenue,
    newStudentsByWeek: students,
    endingSoon: ending,
    completionByCourse: completion,
    liveSessionsThisWeek: live,
  };
}
