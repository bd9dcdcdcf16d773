import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import {
  checkEnrollment,
  enrollStudent,
  listStudentEnrollments,
  removeProductAssignment,
  updateEnrollment,
} from "@/lib/upstream/enrollments";
import { updateStudent } from "@/lib/upstream/students";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const enrollmentId = "3d6f4a2b-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const studentId = "9b2c7a1e-3f4d-4e5a-8b6c-1d2e3f4a5b6c";
const image = Buffer.from("course image").toString("base64");

afterEach(() => {
  vi.unstubAllGlobals();
});

const studentDto = {
  id: studentId,
  firstName: "Omar",
  lastName: "Ali",
  userName: "omar",
  email: "omar@example.com",
  phoneNumber: null,
  gender: 1,
};

const courseDto = {
  id: courseId,
  name: "Steel Design",
  description: null,
  objectives: null,
  price: 0,
  discount: 0,
  hasDiscount: false,
  imageUrl: "abc.png",
  enrollments: 1,
  hours: "30",
  intructorName: "Eng. Sara",
  intructorDescription: null,
  intructorImageUrl: "NotFound",
  packages: [],
  sections: [],
};

describe("checkEnrollment", () => {
  it("reads isEnrolled with the session's token", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { isEnrolled: true }));
    await expect(checkEnrollment(courseId, studentId, "student-token")).resolves.toBe(true);
    expect(calls[0]?.url.pathname).toBe(`/api/Students/CheckEnrollment/${courseId}/${studentId}`);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer student-token");
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("reads the upstream's 400 for an unknown student or course as not enrolled", async () => {
    stubUpstream(() =>
      textResponse(400, "Student's ID (OR) Course's ID doesn't exist in the database"),
    );
    await expect(checkEnrollment(courseId, studentId, "t")).resolves.toBe(false);
  });

  it("still throws for an upstream failure", async () => {
    stubUpstream(() => textResponse(500));
    await expect(checkEnrollment(courseId, studentId, "t")).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe("listStudentEnrollments", () => {
  it("reshapes enrolments and takes the course image from the catalogue", async () => {
    stubUpstream((call) =>
      call.url.pathname.startsWith("/api/Students/")
        ? jsonResponse(200, [
            {
              id: enrollmentId,
              studentId,
              student: studentDto,
              courseId,
              course: courseDto,
              packageId,
              package: {
                id: packageId,
                name: "Basic",
                durationByMonthes: 3,
                price: 1500,
                courseId,
              },
              startDate: "2024-02-01T10:30:00.1234567",
            },
            {
              id: packageId,
              studentId,
              student: null,
              courseId,
              course: null,
              packageId: null,
              package: null,
              startDate: "0001-01-01T00:00:00",
            },
          ])
        : jsonResponse(200, [
            {
              ...courseDto,
              defaultPrice: 0,
              start: null,
              end: null,
              imageBytes: image,
              intructorImageBytes: null,
              packages: [],
              sections: [],
            },
          ]),
    );
    const [first, second] = await listStudentEnrollments(studentId, "student-token");
    expect(first?.startDate).toBe("2024-02-01T10:30:00");
    expect(first?.package?.durationMonths).toBe(3);
    expect(first?.student?.fullName).toBe("Omar Ali");
    expect(first?.course).toEqual({
      id: courseId,
      name: "Steel Design",
      description: null,
      hours: "30",
      instructorName: "Eng. Sara",
      imageUrl: `/media/on-demand-course/${courseId}/${mediaVersion(image)}`,
    });
    expect(second?.startDate).toBeNull();
    expect(second?.package).toBeNull();
  });
});

describe("updateEnrollment", () => {
  it("sends student, course and package as null with a start date", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const startDate = new Date("2024-03-01T08:00:00Z");
    await updateEnrollment(
      { id: enrollmentId, studentId, courseId, packageId, startDate },
      "admin-token",
    );
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.url.pathname).toBe("/api/Students/Enrollment/UpdateEnrollment");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      id: enrollmentId,
      studentId,
      student: null,
      courseId,
      course: null,
      packageId,
      package: null,
      startDate: "2024-03-01T08:00:00.000Z",
    });
  });
});

describe("enrollStudent", () => {
  it("enrols in an online course with no package: packageId sent as null", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const startDate = new Date("2026-11-27T10:00:00Z");
    await enrollStudent({ studentId, courseId, packageId: null, startDate }, "admin-token");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe("/api/Students/Enrollment");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      studentId,
      courseId,
      packageId: null,
      startDate: "2026-11-27T10:00:00.000Z",
    });
  });

  it("still refuses a malformed package id before sending anything", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(
      enrollStudent({ studentId, courseId, packageId: "../x" }, "admin-token"),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toHaveLength(0);
  });
});

describe("students", () => {
  it("keeps the stored gender when the profile form does not send one", async () => {
    const calls = stubUpstream((call) =>
      call.method === "GET" ? jsonResponse(200, studentDto) : textResponse(204),
    );
    await updateStudent(
      studentId,
      { firstName: "Omar", lastName: "Ali", email: "o@example.com", phoneNumber: null },
      "t",
    );
    const put = calls.find((call) => call.method === "PUT");
    expect(JSON.parse(String(put?.body))).toEqual({
      firstname: "Omar",
      lastname: "Ali",
      email: "o@example.com",
      phoneNumber: null,
      gender: 1,
    });
  });

  it("refuses a student id that would reach the legacy's raw SQL", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(
      removeProductAssignment(2, "1'; DROP TABLE Students;--", "t"),
    ).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toHaveLength(0);
    await removeProductAssignment(2, studentId, "t");
    expect(calls[0]?.url.searchParams.get("studentId")).toBe(studentId);
    expect(calls[0]?.url.searchParams.get("productId")).toBe("2");
  });
});
