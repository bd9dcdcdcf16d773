import "server-only";
import { formatDate, parseNaiveDateTime } from "@/lib/dates";
import { accessEndDate, isAccessActive } from "@/lib/entitlement";
import { listCourseEnrollments } from "@/lib/upstream/enrollments";
import { listCourses } from "@/lib/upstream/courses";
import { hasOrders, listOrderQueue } from "@/lib/upstream/orders";
import { listStudents } from "@/lib/upstream/students";
import type { CsvCell } from "./format";

/** The tables an admin can export. */
export const exportDatasets = ["students", "enrolments", "orders"] as const;

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

const genders: Record<number, string> = { 0: "Male", 1: "Female" };

/** Every student: calls GET /api/Students page by page. Admin token. @throws UpstreamError. */
async function studentsTable(token: string): Promise<ExportTable> {
  const students = await everyPage((page) => listStudents({ page, pageSize: PAGE_SIZE }, token));
  return {
    header: ["Student id", "First name", "Last name", "User name", "E-mail", "Phone", "Gender"],
    rows: students.map((student) => [
      student.id,
      student.firstName,
      student.lastName,
      student.userName,
      student.email,
      student.phoneNumber,
      genders[student.gender] ?? null,
    ]),
  };
}

/**
 * Every enrolment of every on-demand course, with the access end (start + the package's months)
 * and whether access runs at `now`. Calls the catalogue's course list, then
 * GET /api/Students/Enrollment/GetEnrollmentesByCourseId/{courseId} per course. @throws UpstreamError.
 */
async function enrolmentsTable(token: string, now: Date): Promise<ExportTable> {
  const courses = await listCourses("on-demand");
  const perCourse = await Promise.all(
    courses.map(async (course) => ({ course, enrolments: await listCourseEnrollments(course.id, token) })),
  );
  const rows: CsvCell[][] = [];
  for (const { course, enrolments } of perCourse) {
    for (const enrolment of enrolments) {
      const pkg = enrolment.package ?? course.packages.find((p) => p.id.toLowerCase() === enrolment.packageId?.toLowerCase()) ?? null;
      const months = pkg?.durationMonths ?? null;
      const start = enrolment.startDate ? parseNaiveDateTime(enrolment.startDate) : null;
      const end = start && months ? accessEndDate(start, months) : null;
      rows.push([
        enrolment.id,
        enrolment.student?.fullName ?? null,
        enrolment.student?.email ?? null,
        course.name,
        pkg?.name ?? null,
        months,
        enrolment.startDate ? formatDate(enrolment.startDate) : null,
        end ? end.toISOString().slice(0, 10) : null,
        isAccessActive({ startDate: enrolment.startDate, months }, now) ? "Active" : "Ended",
      ]);
    }
  }
  return {
    header: ["Enrolment id", "Student", "E-mail", "Course", "Package", "Months", "Start", "Access ends (UTC)", "Access"],
    rows,
  };
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
  const orders = (await hasOrders()) ? await everyPage((page) => listOrderQueue({ status: "all", page }, token)) : [];
  return {
    header: ["Reference", "Status", "Item", "Amount", "Currency", "Payment method", "Student", "E-mail", "Created (UTC)", "Proof sent (UTC)", "Approved (UTC)", "Rejection reason"],
    rows: orders.map((order) => [
      order.reference,
      orderStatusText[order.status],
      order.title,
      order.amount,
      order.currency,
      order.paymentMethod,
      order.studentName,
      order.studentEmail,
      order.createdAt,
      order.proofSubmittedAt,
      order.approvedAt,
      order.rejectionReason,
    ]),
  };
}

/**
 * The rows of one export, read with the admin's token (never cached: personal data).
 * Amounts are in the order's own currency (EGP or USD), never converted or summed.
 * @throws UpstreamError when an upstream read fails.
 */
export function exportTable(dataset: ExportDataset, token: string, now: Date = new Date()): Promise<ExportTable> {
  if (dataset === "students") return studentsTable(token);
  if (dataset === "enrolments") return enrolmentsTable(token, now);
  return ordersTable(token);
}
