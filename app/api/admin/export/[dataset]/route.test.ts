import { parse } from "csv-parse/sync";
import { describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import * as courses from "@/lib/upstream/courses";
import * as enrollments from "@/lib/upstream/enrollments";
import * as orders from "@/lib/upstream/orders";
import * as students from "@/lib/upstream/students";
import { fakesOf, state } from "@/test/server-mocks";

vi.mock("@/lib/upstream/students");
vi.mock("@/lib/upstream/courses");
vi.mock("@/lib/upstream/enrollments");
vi.mock("@/lib/upstream/orders");
const upstream = fakesOf(students, courses, enrollments, orders);

const { GET } = await import("./route");
const { UpstreamError } = await import("@/lib/upstream/client");

const get = (dataset: string) =>
  GET(new Request(`http://localhost/api/admin/export/${dataset}`), {
    params: Promise.resolve({ dataset }),
  });
const rowsOf = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

const student1 = {
  id: "s1",
  firstName: "نورهان",
  lastName: "عبدالرحمن",
  fullName: "نورهان عبدالرحمن",
  userName: "nourhan",
  email: "nourhan@example.com",
  phoneNumber: null,
  gender: 1,
};

describe("GET /api/admin/export/[dataset]", () => {
  it("refuses a visitor (401) and a student (403) without reading anything", async () => {
    state.session = null;
    expect((await get("students")).status).toBe(401);
    state.session = studentSession;
    expect((await get("students")).status).toBe(403);
    expect(upstream.listStudents).not.toHaveBeenCalled();
  });

  it("answers 404 for another dataset", async () => {
    expect((await get("passwords")).status).toBe(404);
  });

  it("exports every student across pages with the admin's token", async () => {
    const fullPage = Array.from({ length: 50 }, (_, i) => ({
      ...student1,
      id: `p1-${i}`,
      firstName: "A",
      lastName: `${i}`,
      fullName: `A ${i}`,
    }));
    upstream.listStudents.mockImplementation(async ({ page }: { page: number }) =>
      page === 1 ? fullPage : [student1],
    );
    const response = await get("students");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = await rowsOf(response);
    expect(rows[0]).toBe(
      '"Student id","First name","Last name","User name","E-mail","Phone","Gender"',
    );
    expect(rows).toHaveLength(52);
    expect(rows[51]).toBe('"s1","نورهان","عبدالرحمن","nourhan","nourhan@example.com","","Female"');
    expect(upstream.listStudents).toHaveBeenCalledWith({ page: 2, pageSize: 50 }, "admin-token");
    expect(upstream.listStudents).toHaveBeenCalledTimes(2);
  });

  it("exports a student named Ali;=1+2 Hassan;@SUM(1) so that no reading, with , or with ;, starts a cell with a formula", async () => {
    upstream.listStudents.mockResolvedValue([
      {
        ...student1,
        id: "s2",
        firstName: "Ali;=1+2",
        lastName: "Hassan;@SUM(1)",
        fullName: "Ali;=1+2 Hassan;@SUM(1)",
        userName: "ali",
        email: "ali@example.com",
      },
    ]);
    const text = (await (await get("students")).text()).replace(/^\uFEFF/, "");
    const readings = [
      parse(text, { delimiter: "," }),
      parse(text, { delimiter: ";", relax_quotes: true, relax_column_count: true }),
      parse(text, { delimiter: ";", quote: false, relax_column_count: true }),
    ] as string[][][];
    const formulas = readings.flat(2).filter((cell) => /^[=+\-@\t\r]/.test(cell));
    expect(formulas).toEqual([]);
    expect(readings[0]![1]!.slice(1, 3)).toEqual(["Ali;'=1+2", "Hassan;'@SUM(1)"]);
  });

  it("exports enrolments with the access end from the package's months", async () => {
    upstream.listCourses.mockResolvedValue([
      {
        id: "c1",
        name: "SAFE: Slab and Foundation Design",
        packages: [{ id: "p3", name: "3 months Package", durationMonths: 3, price: 1400 }],
      },
    ]);
    upstream.listCourseEnrollments.mockResolvedValue([
      {
        id: "e1",
        studentId: "s1",
        student: student1,
        courseId: "c1",
        course: null,
        packageId: "P3",
        package: null,
        startDate: "2026-01-31T09:00:00",
      },
    ]);
    const rows = await rowsOf(await get("enrolments"));
    expect(rows[0]).toBe(
      '"Enrolment id","Student","E-mail","Course","Package","Months","Start","Access ends (UTC)","Access"',
    );
    expect(rows[1]).toMatch(
      /^"e1","نورهان عبدالرحمن","nourhan@example.com","SAFE: Slab and Foundation Design","3 months Package","3","31 January 2026","2026-04-30","(Active|Ended)"$/,
    );
    expect(upstream.listCourseEnrollments).toHaveBeenCalledWith("c1", "admin-token");
  });

  it("exports orders in their own currency, and only a header on an upstream without orders", async () => {
    upstream.hasOrders.mockResolvedValue(true);
    upstream.listOrderQueue.mockResolvedValue([
      {
        reference: "BW-7K3Q",
        status: "approved",
        title: "3 months Package",
        amount: 1400,
        currency: "EGP",
        paymentMethod: "wallet",
        studentName: "=cmd|' /C calc'!A0",
        studentEmail: "x@example.com",
        createdAt: "2026-11-20T10:00:00Z",
        proofSubmittedAt: "2026-11-20T11:00:00Z",
        approvedAt: "2026-11-21T09:00:00Z",
        rejectionReason: null,
      },
    ]);
    const rows = await rowsOf(await get("orders"));
    expect(rows[1]).toBe(
      `"BW-7K3Q","Approved","3 months Package","1400","EGP","wallet","'=cmd|' /C calc'!A0","x@example.com","2026-11-20T10:00:00Z","2026-11-20T11:00:00Z","2026-11-21T09:00:00Z",""`,
    );
    expect(upstream.listOrderQueue).toHaveBeenCalledWith({ status: "all", page: 1 }, "admin-token");
    upstream.hasOrders.mockResolvedValue(false);
    expect(await rowsOf(await get("orders"))).toHaveLength(1);
  });

  it("answers 502 without upstream detail when a read fails", async () => {
    upstream.listStudents.mockRejectedValue(
      new UpstreamError({
        status: 500,
        endpoint: "GET /api/Students",
        message: "boom at 10.0.0.5",
      }),
    );
    const response = await get("students");
    expect(response.status).toBe(502);
    expect(await response.text()).toBe("The export failed: please try again.");
  });
});
