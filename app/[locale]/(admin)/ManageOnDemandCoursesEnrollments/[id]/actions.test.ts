import { beforeEach, describe, expect, it, vi } from "vitest";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as courses from "@/lib/upstream/courses";
import * as enrollments from "@/lib/upstream/enrollments";
import { expectAdminOnly, expiredTags, fakesOf } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

vi.mock("@/lib/upstream/courses");
vi.mock("@/lib/upstream/enrollments");
const upstream = fakesOf(courses, enrollments);

const { deleteEnrollmentAction, updateEnrollmentAction } = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const enrollmentId = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
const gold = "9a0c0305-e82c-4f89-41d3-3f2504e04f89";
const silver = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const foreignPackage = "11111111-2222-4333-8444-555555555555";

beforeEach(() => {
  upstream.getCourse.mockResolvedValue({
    id: courseId,
    packages: [
      { id: gold, name: "Gold", durationMonths: 6, price: 2500, courseId },
      { id: silver, name: "Silver", durationMonths: 3, price: 1500, courseId },
    ],
  });
  upstream.listCourseEnrollments.mockResolvedValue([
    {
      id: enrollmentId,
      studentId: "student-b",
      courseId,
      packageId: gold,
      startDate: "2024-01-01T00:00:00",
    },
  ]);
});

describe("updateEnrollmentAction", () => {
  it("moves the stored student to another package of the course, starting now", async () => {
    const before = Date.now();
    expect(await updateEnrollmentAction({ courseId, enrollmentId, packageId: silver })).toEqual({
      ok: true,
      message: "Enrollment Updated Successfully",
    });
    const [sent, token] = upstream.updateEnrollment.mock.calls[0]!;
    expect(token).toBe("admin-token");
    expect(sent).toMatchObject({
      id: enrollmentId,
      studentId: "student-b",
      courseId,
      packageId: silver,
    });
    expect(sent.startDate.getTime()).toBeGreaterThanOrEqual(before);
    expect(sent.startDate.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a package of another course or an enrolment of another course", async () => {
    expect(
      await updateEnrollmentAction({ courseId, enrollmentId, packageId: foreignPackage }),
    ).toEqual({
      ok: false,
      message: "Failed to Update Enrollment",
    });
    upstream.listCourseEnrollments.mockResolvedValue([]);
    expect((await updateEnrollmentAction({ courseId, enrollmentId, packageId: silver })).ok).toBe(
      false,
    );
    expect(upstream.updateEnrollment).not.toHaveBeenCalled();
  });

  it("asks for a package when none is chosen", async () => {
    expect(await updateEnrollmentAction({ courseId, enrollmentId, packageId: "" })).toMatchObject({
      ok: false,
      message: "Please choose a package",
    });
    expect(upstream.listCourseEnrollments).not.toHaveBeenCalled();
  });

  it("maps an upstream failure to 'Failed to Update Enrollment'", async () => {
    upstream.updateEnrollment.mockRejectedValue(
      upstreamRefusal(500, "boom", "PUT UpdateEnrollment"),
    );
    expect(await updateEnrollmentAction({ courseId, enrollmentId, packageId: silver })).toEqual({
      ok: false,
      message: "Failed to Update Enrollment",
    });
  });
});

describe("deleteEnrollmentAction", () => {
  it("removes an enrolment of the course and invalidates the course's tags", async () => {
    expect(
      await deleteEnrollmentAction({ courseId, enrollmentId: enrollmentId.toUpperCase() }),
    ).toEqual({
      ok: true,
      message: "Enrollment Removed Successfully",
    });
    expect(upstream.deleteEnrollment).toHaveBeenCalledWith(enrollmentId, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.onDemandCourse(courseId));
  });

  it("says 'Failed to Delete Enrollment' for an enrolment that is not the course's", async () => {
    upstream.listCourseEnrollments.mockResolvedValue([]);
    expect(await deleteEnrollmentAction({ courseId, enrollmentId })).toEqual({
      ok: false,
      message: "Failed to Delete Enrollment",
    });
    expect(upstream.deleteEnrollment).not.toHaveBeenCalled();
  });
});

describe("every enrolment action", () => {
  const calls = [
    () => updateEnrollmentAction({ courseId, enrollmentId, packageId: silver }),
    () => deleteEnrollmentAction({ courseId, enrollmentId }),
  ];

  it("refuses a student and sends a visitor to log in, without touching the upstream", async () => {
    await expectAdminOnly(calls, upstream);
  });

  it("refuses malformed ids without touching the upstream", async () => {
    expect(
      (await updateEnrollmentAction({ courseId: "x", enrollmentId, packageId: silver })).ok,
    ).toBe(false);
    expect((await deleteEnrollmentAction({ courseId, enrollmentId: "../../x" })).ok).toBe(false);
    expect(upstream.listCourseEnrollments).not.toHaveBeenCalled();
  });
});
