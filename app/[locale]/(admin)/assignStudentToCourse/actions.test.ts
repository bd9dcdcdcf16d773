import { beforeEach, describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as enrollments from "@/lib/upstream/enrollments";
import * as courses from "@/lib/upstream/courses";
import * as liveSessions from "@/lib/upstream/live-sessions";
import { expiredTags, fakesOf, state, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";

vi.mock("@/lib/upstream/enrollments");
vi.mock("@/lib/upstream/courses");
vi.mock("@/lib/upstream/live-sessions");
const upstream = fakesOf(enrollments, courses, liveSessions);

const { assignCourseAction } = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const packageId = "9a0c0305-e82c-4f89-41d3-3f2504e04f89";
const foreignPackageId = "11111111-2222-4333-8444-555555555555";
const input = { studentId: "student-b", courseId, packageId };

beforeEach(() => {
  upstream.getCourse.mockImplementation(async (kind: string, id: string) =>
    kind === "on-demand" && id === courseId
      ? { id: courseId, packages: [{ id: packageId.toUpperCase() }] }
      : null,
  );
  upstream.hasLiveSessions.mockResolvedValue(true);
});

describe("assignCourseAction", () => {
  it("enrols with the admin's token, a start date stamped now on the server, and invalidates the course's tags", async () => {
    const before = Date.now();
    expect(await assignCourseAction(input)).toEqual({
      ok: true,
      message: "Course Assigned To Student Successfully",
    });
    const [sent, token] = upstream.enrollStudent.mock.calls[0]!;
    expect(token).toBe("admin-token");
    expect(sent).toMatchObject({ studentId: "student-b", courseId, packageId });
    expect(sent.startDate.getTime()).toBeGreaterThanOrEqual(before);
    expect(sent.startDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(expiredTags()).toEqual(tagsTouchedBy.onDemandCourse(courseId));
  });

  it("refuses a package of another course before calling the upstream (the legacy does not check it)", async () => {
    expect(await assignCourseAction({ ...input, packageId: foreignPackageId })).toEqual({
      ok: false,
      message: "Student Already Assigned To This Course",
    });
    upstream.getCourse.mockResolvedValue(null);
    expect((await assignCourseAction(input)).ok).toBe(false);
    expect(upstream.enrollStudent).not.toHaveBeenCalled();
  });

  it("enrols in an online course without a package, and expires the online course's tags", async () => {
    const onlineId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    upstream.getCourse.mockImplementation(async (kind: string, id: string) =>
      kind === "online" && id === onlineId ? { id: onlineId, start: "2026-12-18T00:00:00" } : null,
    );
    expect(await assignCourseAction({ studentId: "student-b", courseId: onlineId })).toEqual({
      ok: true,
      message: "Course Assigned To Student Successfully",
    });
    expect(upstream.getCourse).toHaveBeenCalledWith("online", onlineId, "admin-token");
    const [sent, token] = upstream.enrollStudent.mock.calls[0]!;
    expect(token).toBe("admin-token");
    expect(sent).toMatchObject({ studentId: "student-b", courseId: onlineId, packageId: null });
    expect(expiredTags()).toEqual(tagsTouchedBy.onlineCourse(onlineId));
  });

  it("refuses a course without a package that is not an online course, or any on an upstream without live sessions", async () => {
    expect(await assignCourseAction({ studentId: "student-b", courseId })).toEqual({
      ok: false,
      message: "Student Already Assigned To This Course",
    });
    upstream.hasLiveSessions.mockResolvedValue(false);
    upstream.getCourse.mockResolvedValue({ id: courseId });
    expect((await assignCourseAction({ studentId: "student-b", courseId })).ok).toBe(false);
    expect(upstream.enrollStudent).not.toHaveBeenCalled();
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("says 'Student Already Assigned To This Course' when the upstream refuses a duplicate", async () => {
    upstream.enrollStudent.mockRejectedValue(
      upstreamRefusal(
        400,
        "Student is already enrolled in the course",
        "POST /api/Students/Enrollment",
      ),
    );
    expect(await assignCourseAction(input)).toEqual({
      ok: false,
      message: "Student Already Assigned To This Course",
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses a student calling it directly (forged request) without touching the upstream", async () => {
    state.session = studentSession;
    expect(await assignCourseAction(input)).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.getCourse).not.toHaveBeenCalled();
    expect(upstream.enrollStudent).not.toHaveBeenCalled();
  });

  it("refuses malformed ids without touching the upstream", async () => {
    const forged = formDataOf({
      studentId: "x' OR '1'='1",
      courseId: courseId,
      packageId: packageId,
    });
    expect(await assignCourseAction(forged)).toMatchObject({
      ok: false,
      message: "Student Already Assigned To This Course",
    });
    expect(upstream.enrollStudent).not.toHaveBeenCalled();
  });
});
