import { z } from "zod";
import { count, currency, isoDateTime } from "./primitives";
import { dashboardLiveSession } from "./live";
import { array, extension, field, object, type Exact } from "./shape";

/*
 * The business extensions of the reference upstream (EXTENSIONS.md "Orders", "Dashboard",
 * "Bulk enrolment"): the legacy API has none of them, so both readings hold the same properties
 * but for the few added later (read as absent from an older upstream).
 */

/** Where an order stands: waiting for the buyer's proof, then the admin's decision. */
export const orderStatus = z.enum([
  "awaiting_proof",
  "proof_submitted",
  "approved",
  "rejected",
  "cancelled",
  "expired",
]);

/** What an order buys: a package of an on-demand course (EGP), an online course or a product (USD). */
export const orderKind = z.enum(["package", "onlineCourse", "product"]);

/** How the buyer pays (each method has its payee; see the web's `lib/orders.ts`). */
export const paymentMethod = z.enum(["wallet", "card", "instant"]);

/**
 * OrderDto: one order (`GET /api/Orders…`, `POST /api/Orders`, the admin queue). `amount` in
 * `currency` (EGP for packages, USD otherwise), priced by the upstream; `previousAmount` the
 * amount before the last re-quote changed it, or null (read as null when absent: an upstream
 * without re-quoting); times ISO-8601 UTC; `hasAccess` whether the student already has the item.
 */
export const orderDto = object({
  id: z.string(),
  reference: z.string(),
  status: orderStatus,
  kind: orderKind,
  courseId: z.string().nullable(),
  packageId: z.string().nullable(),
  productId: z.number().nullable(),
  title: z.string(),
  amount: z.number(),
  currency,
  previousAmount: field(z.number().nullable(), z.number().nullable().default(null)),
  quotedAt: extension(isoDateTime),
  /**
   * A USD order's amount in EGP at the admin's rate when it was quoted (a whole number), the rate
   * (EGP per USD) and when the admin set it; null for an EGP order, an order quoted while no rate
   * was set, or an upstream without the exchange rate (read as null when absent).
   */
  egpAmount: field(z.number().nullable(), z.number().nullable().default(null)),
  egpRate: field(z.number().nullable(), z.number().nullable().default(null)),
  egpRateSetAt: field(z.iso.datetime().nullable(), z.string().nullable().default(null)),
  paymentMethod,
  hasProof: z.boolean(),
  rejectionReason: z.string().nullable(),
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  hasAccess: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: extension(isoDateTime),
  proofSubmittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

/**
 * ExchangeRateDto (`GET`/`PUT /api/ExchangeRate`, extension "Exchange rate"): the Egyptian pounds
 * per US dollar the admin set for USD items paid in EGP, and when it was set (ISO-8601 UTC); both
 * null until a rate is set.
 */
export const exchangeRateDto = object({
  egpPerUsd: field(z.number().positive().nullable(), z.number().positive().nullable()),
  setAt: field(z.iso.datetime().nullable(), z.string().nullable()),
});

/** `{ count }`: orders waiting for a decision (`GET /api/Orders/PendingCount`). */
export const pendingOrderCount = object({ count });

/**
 * DashboardDto (`GET /api/admin/dashboard`): the admin's figures. Amounts per currency (EGP and
 * USD never summed), months `YYYY-MM` and weeks (their Monday, `YYYY-MM-DD`) in UTC, times
 * ISO-8601 UTC; `promiseHours` the 24-hour promise the overdue count is measured against.
 */
export const dashboardDto = object({
  version: z.literal(1),
  generatedAt: z.string(),
  promiseHours: extension(z.number()),
  ordersWaiting: count,
  ordersOverdue: count,
  oldestWaitingAt: z.string().nullable(),
  revenueByMonth: array(
    object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      currency,
      amount: z.number(),
      orders: count,
    }),
  ),
  newStudentsByWeek: array(object({ weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count })),
  endingSoon: array(
    object({
      enrollmentId: z.string(),
      studentId: z.string(),
      studentName: z.string(),
      studentEmail: z.string(),
      courseId: z.string(),
      courseName: z.string(),
      packageName: z.string(),
      endsAt: z.string(),
    }),
  ),
  completionByCourse: array(
    object({
      courseId: z.string(),
      courseName: z.string(),
      totalVideos: count,
      enrolledStudents: count,
      averagePercent: z.number().min(0).max(100),
      completedStudents: count,
    }),
  ),
  /** Live sessions from the start of this business week (Monday, Africa/Cairo) to its end, in time order (live-sessions extension). */
  liveSessionsThisWeek: extension(array(dashboardLiveSession)),
});

/**
 * One row of a bulk enrolment file as checked (`POST /api/Enrollments/Bulk`): `row` 1-based, what
 * it resolved to (null when it did not), `error` null when the row can be enrolled.
 */
export const bulkEnrollmentRow = object({
  row: z.number().int(),
  email: z.string(),
  studentId: extension(z.string().nullable()),
  studentName: z.string().nullable(),
  courseId: z.string().nullable(),
  courseName: z.string().nullable(),
  packageId: extension(z.string().nullable()),
  packageName: z.string().nullable(),
  error: z.string().nullable(),
});

/** The answer of `POST /api/Enrollments/Bulk`: `applied` true when every row was enrolled. */
export const bulkEnrollmentResult = object({
  applied: z.boolean(),
  rows: array(bulkEnrollmentRow),
});

/** What the reference upstream writes as an OrderDto. */
export type OrderDto = Exact<typeof orderDto>;
/** What the reference upstream writes as an ExchangeRateDto. */
export type ExchangeRateDto = Exact<typeof exchangeRateDto>;
/** What the reference upstream writes as a DashboardDto. */
export type DashboardDto = Exact<typeof dashboardDto>;
/** What the reference upstream writes as one checked bulk enrolment row. */
export type BulkEnrollmentRow = Exact<typeof bulkEnrollmentRow>;
