import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ClassList } from "@/lib/upstream/live-sessions";

const upstream = vi.hoisted(() => ({ listCourses: vi.fn(), listCourseEnrollments: vi.fn() }));
vi.mock("@/lib/upstream/courses", () => ({ listCourses: upstream.listCourses }));
vi.mock("@/lib/upstream/enrollments", () => ({
  listCourseEnrollments: upstream.listCourseEnrollments,
}));

const { attendanceTable, exportTable } = await import("@/lib/csv/exports");

const onDemandId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const onlineId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const student = (name: string) => ({
  id: `${name}-id`,
  firstName: name,
  lastName: "Adel",
  fullName: `${name} Adel`,
  userName: name,
  email: `${name.toLowerCase()}@example.com`,
  phoneNumber: null,
  gender: 1,
});

describe("the enrolments export", () => {
  beforeEach(() => {
    upstream.listCourses.mockImplementation(async (kind: string) =>
      kind === "online"
        ? [{ id: onlineId, name: "Seismic Design of RC Buildings" }]
        : [
            {
              id: onDemandId,
              name: "Steel Design",
              packages: [{ id: packageId, name: "3 months", durationMonths: 3, price: 1500 }],
            },
          ],
    );
    upstream.listCourseEnrollments.mockImplementation(async (courseId: string) =>
      courseId === onlineId
        ? [
            {
              id: "e2",
              studentId: "s2",
              student: student("Omar"),
              courseId,
              course: null,
              packageId: null,
              package: null,
              startDate: "2026-11-27T10:00:00",
            },
          ]
        : [
            {
              id: "e1",
              studentId: "s1",
              student: student("Nadia"),
              courseId,
              course: null,
              packageId,
              package: null,
              startDate: "2026-01-10T00:00:00",
            },
          ],
    );
  });

  it("lists online course enrolments too, with the package, months and access end empty", async () => {
    const table = await exportTable("enrolments", "admin-token", new Date("2026-02-01T00:00:00Z"));
    expect(upstream.listCourseEnrollments).toHaveBeenCalledWith(onlineId, "admin-token");
    expect(table.rows).toEqual([
      [
        "e1",
        "Nadia Adel",
        "nadia@example.com",
        "Steel Design",
        "3 months",
        3,
        "10 January 2026",
        "2026-04-10",
        "Active",
      ],
      [
        "e2",
        "Omar Adel",
        "omar@example.com",
        "Seismic Design of RC Buildings",
        null,
        null,
        "27 November 2026",
        null,
        "Active",
      ],
    ]);
  });
});

describe("attendanceTable", () => {
  const first = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
  const second = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
  const classList: ClassList = {
    courseId: onlineId,
    courseName: "Seismic Design",
    attendanceThreshold: 75,
    sessions: [
      { id: first, title: "Loads", startsAt: "2026-12-18T17:00:00.000Z", durationMinutes: 90 },
      {
        id: second,
        title: "=cmd|' /C calc'!A0",
        startsAt: "2026-12-25T17:00:00.000Z",
        durationMinutes: 90,
      },
    ],
    students: [
      {
        enrollmentId: "e1",
        studentId: "s1",
        name: "Nadia Adel",
        email: "nadia@example.com",
        phone: null,
        enrolledAt: "2026-11-27T10:00:00.000Z",
        attendedSessionIds: [first.toUpperCase(), second],
        attendance: [
          { sessionId: first, joinedAt: "2026-12-18T17:04:30.000Z", markedByAdmin: false },
          { sessionId: second, joinedAt: "2026-12-26T09:00:00.000Z", markedByAdmin: true },
        ],
        attended: 2,
        certificateCode: "ABCD-EFGH-JKLM",
      },
      {
        enrollmentId: "e2",
        studentId: "s2",
        name: "Omar Adel",
        email: "omar@example.com",
        phone: "+20100",
        enrolledAt: "2026-11-28T10:00:00.000Z",
        attendedSessionIds: [],
        attended: 0,
        certificateCode: null,
      },
    ],
  };

  it("writes one row per student and session: attended yes/no, the join time in Cairo, marked by an admin", () => {
    const table = attendanceTable(classList);
    expect(table.header).toEqual([
      "Student",
      "E-mail",
      "Session no.",
      "Session",
      "Starts (Cairo)",
      "Attended",
      "Joined at (Cairo)",
      "Marked by admin",
    ]);
    expect(table.rows).toEqual([
      [
        "Nadia Adel",
        "nadia@example.com",
        1,
        "Loads",
        "2026-12-18 19:00",
        "Yes",
        "2026-12-18 19:04",
        "No",
      ],
      [
        "Nadia Adel",
        "nadia@example.com",
        2,
        "=cmd|' /C calc'!A0",
        "2026-12-25 19:00",
        "Yes",
        "2026-12-26 11:00",
        "Yes",
      ],
      ["Omar Adel", "omar@example.com", 1, "Loads", "2026-12-18 19:00", "No", null, null],
      [
        "Omar Adel",
        "omar@example.com",
        2,
        "=cmd|' /C calc'!A0",
        "2026-12-25 19:00",
        "No",
        null,
        null,
      ],
    ]);
  });

  it("still says who attended when an older upstream gives no join times", () => {
    const withoutTimes = { ...classList.students[0]!, attendance: undefined };
    const table = attendanceTable({ ...classList, students: [withoutTimes] });
    expect(table.rows.map((row) => [row[5], row[6]])).toEqual([
      ["Yes", null],
      ["Yes", null],
    ]);
  });
});
