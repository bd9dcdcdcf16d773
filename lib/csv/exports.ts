import "server-only";
import { formatDate, parseNaiveDateTime } from "@/lib/dates";
import { accessEndDate, isAccessActive } from "@/lib/entitlement";
import { listCourseEnrollments } from "@/lib/upstream/enrollments";
import { listCourses } from "@/lib/upstream/courses";
import { hasEnquiries, listEnquiries } from "@/lib/upstream/enquiries";
import { hasOrders, listOrderQueue } from "@/lib/upstream/orders";
import { listStudents } from "@/lib/upstream/students";
import { instantToBusinessLocal } from "@/lib/business-time";
import type { ClassList } from "@/lib/upstream/live-sessions";
import type { Enrollment } from "@/lib/upstream/types";
import type { CsvCell } from "./format";

/** The tables an admin can export. */
export const exportDatasets = ["students", "enrolments", "orders", "enquiries"] as const;

/** One of {@link exportDatasets}. */
export type ExportDataset = (typeof exportDatasets)[number];

/** A table to write as CSV: column titles and rows in their order. */
export interface ExportTable {
  header: string[];
  rows: CsvCell[][];
}

/** Pages read at most per export (50 a page: 10,000 students or orders), so a loop always ends. */
const MAX_PAGES = 200;
const PAGE_SIZE = 50;

/** Every page of a paged upstream list, until a short page (the upstream sends no total). */
async function everyPage<T>(read: (page: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const items = await read(page);
    all.push(...items);
    if (items.length < PAGE_SIZE) break;
  }
  return all;
}

/** A column of an export: its title and how a row's cell is read from an item. */
type Column<T> = readonly [title: string, cell: (item: T) => CsvCell];

/** The table of `items`, one row each, with `columns` in their order (each title written once, beside its cell). */
function tableOf<T>(items: readonly T[], columns: readonly Column<T>[]): ExportTable {
  return {
    header: columns.map(([title]) => title),
    rows: items.map((item) => columns.map(([, cell]) => cell(item))),
  };
}

const genders: Record<number, string> = { 0: "Male", 1: "Female" };

/** Every student: calls GET /api/Students page by page. Admin token. @throws UpstreamError. */
async function studentsTable(token: string): Promise<ExportTable> {
  const students = await everyPage((page) => listStudents({ page, pageSize: PAGE_SIZE }, token));
  return tableOf(students, [
    ["Student id", (student) => student.id],
    ["First name", (student) => student.firstName],
    ["Last name", (student) => student.lastName],
    ["User name", (student) => student.userName],
    ["E-mail", (student) => student.email],
    ["Phone", (student) => student.phoneNumber],
    ["Gender", (student) => genders[student.gender] ?? null],
  ]);
}

/**
 * Every enrolment of every on-demand course, with the access end (start + the package's months)
 * and whether access runs at `now`; then every enrolment of every online course (no package, no
 * access end: an online enrolment does not end). Calls the catalogue's two course lists, then
 * GET /api/Students/Enrollment/GetEnrollmentesByCourseId/{courseId} per course. @throws UpstreamError.
 */
async function enrollmentsTable(token: string, now: Date): Promise<ExportTable> {
  const [onDemand, online] = await Promise.all([listCourses("on-demand"), listCourses("online")]);
  const [perCourse, perOnlineCourse] = await Promise.all([
    Promise.all(
      onDemand.map(async (course) => ({
        course,
        enrollments: await listCourseEnrollments(course.id, token),
      })),
    ),
    Promise.all(
      online.map(async (course) => ({
        course,
        enrollments: await listCourseEnrollments(course.id, token),
      })),
    ),
  ]);
  const rows: CsvCell[][] = [];
  for (const { course, enrollments } of perCourse) {
    for (const enrollment of enrollments) {
      const pkg =
        enrollment.package ??
        course.packages.find((p) => p.id.toLowerCase() === enrollment.packageId?.toLowerCase()) ??
        null;
      const months = pkg?.durationMonths ?? null;
      const start = enrollment.startDate ? parseNaiveDateTime(enrollment.startDate) : null;
      const end = start && months ? accessEndDate(start, months) : null;
      rows.push([
        enrollment.id,
        enrollment.student?.fullName ?? null,
        enrollment.student?.email ?? null,
        course.name,
        pkg?.name ?? null,
        months,
        enrollment.startDate ? formatDate(enrollment.startDate) : null,
        end ? end.toISOString().slice(0, 10) : null,
        isAccessActive({ startDate: enrollment.startDate, months }, now) ? "Active" : "Ended",
      ]);
    }
  }
  rows.push(
    ...perOnlineCourse.flatMap(({ course, enrollments }) =>
      onlineEnrollmentRows(course.name, enrollments),
    ),
  );
  return {
    header: [
      "Enrolment id",
      "Student",
      "E-mail",
      "Course",
      "Package",
      "Months",
      "Start",
      "Access ends (UTC)",
      "Access",
    ],
    rows,
  };
}

/**
 * The enrolments CSV rows of one online course: no package, no months and no access end (an online
 * enrolment has none), access "Active" while enrolled.
 */
function onlineEnrollmentRows(courseName: string, enrollments: readonly Enrollment[]): CsvCell[][] {
  return enrollments.map((enrollment) => [
    enrollment.id,
    enrollment.student?.fullName ?? null,
    enrollment.student?.email ?? null,
    courseName,
    null,
    null,
    enrollment.startDate ? formatDate(enrollment.startDate) : null,
    null,
    "Active",
  ]);
}

/** A Cairo wall-clock time of an instant as a spreadsheet reads it, e.g. "2026-12-18 19:05". */
const cairoCell = (instant: string) => instantToBusinessLocal(instant).replace("T", " ");

/**
 * The attendance CSV of an online course (from its class list, `getClassList`): one row per
 * student and session, in the list's order (students by name, sessions in course order), with
 * whether the student attended, when (the first Join, or the admin's marking; Cairo time) and
 * whether an admin marked it. Join times are empty on an upstream whose class list has none.
 */
export function attendanceTable(classList: ClassList): ExportTable {
  const places = classList.students.flatMap((student) => {
    const attended = new Set(student.attendedSessionIds.map((id) => id.toLowerCase()));
    const detail = new Map(
      (student.attendance ?? []).map((item) => [item.sessionId.toLowerCase(), item]),
    );
    return classList.sessions.map((session, index) => {
      const id = session.id.toLowerCase();
      const item = detail.get(id);
      return { student, session, index, item, isAttended: attended.has(id) || item !== undefined };
    });
  });
  return tableOf(places, [
    ["Student", ({ student }) => student.name],
    ["E-mail", ({ student }) => student.email],
    ["Session no.", ({ index }) => index + 1],
    ["Session", ({ session }) => session.title],
    ["Starts (Cairo)", ({ session }) => cairoCell(session.startsAt)],
    ["Attended", ({ isAttended }) => (isAttended ? "Yes" : "No")],
    ["Joined at (Cairo)", ({ item }) => (item ? cairoCell(item.joinedAt) : null)],
    ["Marked by admin", ({ item }) => (item ? (item.markedByAdmin ? "Yes" : "No") : null)],
  ]);
}

const orderStatusText = {
  awaiting_proof: "Awaiting proof",
  proof_submitted: "Proof submitted",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
  expired: "Expired",
} as const;

/**
 * Every order, oldest first (the orders extension): GET /api/Orders?status=all page by page.
 * On a legacy upstream (no orders) the table has its header only. @throws UpstreamError.
 */
async function ordersTable(token: string): Promise<ExportTable> {
  const orders = (await hasOrders())
    ? await everyPage((page) => listOrderQueue({ status: "all", page }, token))
    : [];
  return tableOf(orders, [
    ["Reference", (order) => order.reference],
    ["Status", (order) => orderStatusText[order.status]],
    ["Item", (order) => order.title],
    ["Amount", (order) => order.amount],
    ["Currency", (order) => order.currency],
    ["Payment method", (order) => order.paymentMethod],
    ["Student", (order) => order.studentName],
    ["E-mail", (order) => order.studentEmail],
    ["Created (UTC)", (order) => order.createdAt],
    ["Proof sent (UTC)", (order) => order.proofSubmittedAt],
    ["Approved (UTC)", (order) => order.approvedAt],
    ["Rejection reason", (order) => order.rejectionReason],
  ]);
}

/**
 * Every consultancy enquiry, newest first (the enquiries extension): GET /api/Enquiries?status=all
 * page by page. On a legacy upstream (no enquiries) the table has its header only.
 * @throws UpstreamError.
 */
async function enquiriesTable(token: string): Promise<ExportTable> {
  const enquiries = (await hasEnquiries())
    ? await everyPage((page) => listEnquiries({ status: "all", page }, token))
    : [];
  return tableOf(enquiries, [
    ["Received (UTC)", (enquiry) => enquiry.createdAt],
    ["Status", (enquiry) => (enquiry.status === "new" ? "New" : "Answered")],
    ["Name", (enquiry) => enquiry.name],
    ["E-mail", (enquiry) => enquiry.email],
    ["Phone", (enquiry) => enquiry.phone],
    ["Company", (enquiry) => enquiry.company],
    ["Project type", (enquiry) => enquiry.projectType],
    ["Message", (enquiry) => enquiry.message],
    ["Note", (enquiry) => enquiry.note],
    ["Answered (UTC)", (enquiry) => enquiry.answeredAt],
  ]);
}

/**
 * The rows of one export, read with the admin's token (never cached: personal data).
 * Amounts are in the order's own currency (EGP or USD), never converted or summed.
 * @throws UpstreamError when an upstream read fails.
 */
export function exportTable(
  dataset: ExportDataset,
  token: string,
  now: Date = new Date(),
): Promise<ExportTable> {
  if (dataset === "students") return studentsTable(token);
  if (dataset === "enrolments") return enrollmentsTable(token, now);
  if (dataset === "enquiries") return enquiriesTable(token);
  return ordersTable(token);
}
