import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession } from "@/test/action-support";
import type { Session } from "@/lib/auth/session";
import { log } from "@/lib/log";
import { UpstreamError } from "@/lib/upstream/client";

const stubs = vi.hoisted(() => ({
  getCourse: vi.fn(),
  listCourseEnrollments: vi.fn(),
  withSessionToken: vi.fn(),
  isAssessmentsSupported: vi.fn(),
}));

vi.mock("@/lib/upstream/courses", () => ({ getCourse: stubs.getCourse }));
vi.mock("@/lib/upstream/enrollments", () => ({
  listCourseEnrollments: stubs.listCourseEnrollments,
}));
vi.mock("@/lib/auth/guards", () => ({ withSessionToken: stubs.withSessionToken }));
vi.mock("@/lib/upstream/assessments", () => ({
  isAssessmentsSupported: stubs.isAssessmentsSupported,
}));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  // Lets Next's own control flow (here the stubbed not-found) through a catch.
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Error && error.message === "NEXT_NOT_FOUND") throw error;
  },
}));

const { AdminCourseHeader, loadAdminCourse } = await import("./admin-course-page");

const session = adminSession;
const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const course = { id: courseId, name: "ETABS", packages: [] };
const failure = (status: number) =>
  new UpstreamError({ status, endpoint: "/api/x", message: "upstream failed" });
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** `loadAdminCourse` of the course for the admin, on `page`, with `more` of its options. */
const load = (
  page: "packages" | "enrollments",
  more: Partial<Parameters<typeof loadAdminCourse>[0]> = {},
) => loadAdminCourse({ id: courseId, path: "/p", session, page, ...more });

beforeEach(() => {
  vi.clearAllMocks();
  stubs.withSessionToken.mockImplementation(
    (given: Session, call: (token: string) => Promise<unknown>) => call(given.token),
  );
});

describe("loadAdminCourse", () => {
  it("returns the page's h1 and the course-read alert when the upstream fails, and logs the page", async () => {
    const errors = vi.spyOn(log, "error");
    stubs.getCourse.mockRejectedValue(failure(500));
    const loaded = await load("packages", { path: "/managePackages/x" });
    expect(loaded.status).toBe("failed");
    if (loaded.status !== "failed") return;
    const html = renderToStaticMarkup(loaded.page);
    expect(html).toContain(">Manage Packages</h1>");
    expect(text(html)).toContain("Failed To Get Single Course");
    expect(errors).toHaveBeenCalledWith(
      { endpoint: "/api/x", upstreamStatus: 500 },
      "managePackages: course read failed",
    );
    expect(stubs.listCourseEnrollments).not.toHaveBeenCalled();
  });

  it("shows not-found for an unknown course", async () => {
    stubs.getCourse.mockResolvedValue(null);
    await expect(load("enrollments")).rejects.toThrow("NEXT_NOT_FOUND");
  });

  it("reads the enrolments with the admin's token, and the alongside read at the same time", async () => {
    stubs.getCourse.mockResolvedValue(course);
    const enrollments = [{ id: "e1", studentId: "s1" }];
    stubs.listCourseEnrollments.mockResolvedValue(enrollments);
    const alongside = vi.fn(async (id: string, token: string) => `${id}/${token}`);
    const loaded = await load("enrollments", { alongside });
    expect(stubs.listCourseEnrollments).toHaveBeenCalledWith(courseId, "admin-token");
    expect(loaded).toEqual({
      status: "found",
      course,
      enrollments,
      extra: `${courseId}/admin-token`,
    });
  });

  it("gives null enrolments and logs the page when the enrolment read fails", async () => {
    const errors = vi.spyOn(log, "error");
    stubs.getCourse.mockResolvedValue(course);
    stubs.listCourseEnrollments.mockRejectedValue(failure(503));
    const loaded = await load("enrollments");
    expect(loaded).toMatchObject({ status: "found", course, enrollments: null });
    expect(errors).toHaveBeenCalledWith(
      { endpoint: "/api/x", upstreamStatus: 503 },
      "enrolments page: enrolments failed",
    );
  });

  it("lets anything but an upstream failure through", async () => {
    stubs.getCourse.mockResolvedValue(course);
    stubs.listCourseEnrollments.mockRejectedValue(new TypeError("bug"));
    await expect(load("packages")).rejects.toThrow("bug");
  });
});

describe("AdminCourseHeader", () => {
  it("names the page above the course's h1 and links to the other admin page", async () => {
    stubs.isAssessmentsSupported.mockResolvedValue(false);
    const packages = renderToStaticMarkup(await AdminCourseHeader({ page: "packages", course }));
    expect(packages).toContain(">ETABS</h1>");
    expect(text(packages)).toContain(
      "Manage Packages ETABS Manage Enrollments View Course Details",
    );
    expect(packages).toContain(`href="/ManageOnDemandCoursesEnrollments/${courseId}"`);
    const enrollments = renderToStaticMarkup(
      await AdminCourseHeader({ page: "enrollments", course }),
    );
    expect(text(enrollments)).toContain(
      "Manage Enrollments ETABS Manage Packages View Course Details",
    );
    expect(enrollments).toContain(`href="/managePackages/${courseId}"`);
  });

  it("links to the course's assessments when the upstream has them", async () => {
    stubs.isAssessmentsSupported.mockResolvedValue(true);
    const html = renderToStaticMarkup(await AdminCourseHeader({ page: "packages", course }));
    expect(text(html)).toContain("Manage Enrollments Assessments View Course Details");
    expect(html).toContain(`href="/manageAssessments/${courseId}"`);
  });
});
