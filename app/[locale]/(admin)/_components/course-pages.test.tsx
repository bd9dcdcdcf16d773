import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";

const stubs = vi.hoisted(() => ({ hasOutline: true }));
const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
vi.mock("@/lib/upstream/courses", () => ({
  getCourse: async () => ({
    id: courseId,
    name: "ETABS for High-Rise Buildings",
    description: "Model a tower",
    discount: 15,
    hasDiscount: true,
    enrollments: 0,
    hours: "32",
    imageUrl: null,
    instructorName: "Eng. Ahmed Samir",
    instructorDescription: "PE",
    instructorImageUrl: null,
    outcomes: ["Build a complete model", "Check storey drift"],
    requirements: ["Concrete design basics"],
    packages: [],
    sections: [],
  }),
  listCourses: async () => [],
  isCourseOutlineSupported: async () => stubs.hasOutline,
}));
vi.mock("@/lib/upstream/live-sessions", () => ({ hasLiveSessions: async () => false }));
vi.mock("@/lib/upstream/publishing", () => ({ isPublishingSupported: async () => false }));
// The edit page reads the course with the admin's token (a draft is found too).
vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: async () => ({ token: "admin-token", role: "Admin" }),
  withSessionToken: (session: { token: string }, call: (token: string) => unknown) =>
    call(session.token),
}));
vi.mock("@/lib/upstream/assessments", () => ({ isAssessmentsSupported: async () => false }));

const { CourseForm } = await import("./course-form");
const { CreateCoursePage, EditCoursePage } = await import("./course-pages");

/** The props the page gives its CourseForm (found in the element tree it returns). */
function formProps(node: ReactNode): Record<string, unknown> | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = formProps(child);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  const element = node as ReactElement<Record<string, unknown>>;
  if (element.type === CourseForm) return element.props;
  return formProps(element.props.children as ReactNode);
}

const updateAction = async () => ({ ok: true as const });

describe("the course pages' outline lists", () => {
  it("prefill the edit form one item a line, on an upstream that stores them", async () => {
    stubs.hasOutline = true;
    const page = await EditCoursePage({
      kind: "on-demand",
      id: courseId,
      searchParams: {},
      updateAction,
    });
    expect(formProps(page)).toMatchObject({
      hasOutline: true,
      initialValues: {
        outcomes: "Build a complete model\nCheck storey drift",
        requirements: "Concrete design basics",
      },
    });
  });

  it("leave them out of the edit and create forms on a legacy upstream", async () => {
    stubs.hasOutline = false;
    const edit = formProps(
      await EditCoursePage({ kind: "on-demand", id: courseId, searchParams: {}, updateAction }),
    );
    expect(edit).toMatchObject({ hasOutline: false });
    expect(edit!.initialValues).not.toHaveProperty("outcomes");
    expect(edit!.initialValues).not.toHaveProperty("requirements");
    expect(formProps(await CreateCoursePage({ kind: "online" }))).toMatchObject({
      hasOutline: false,
    });
  });
});
