import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as admin from "@/lib/upstream/assessment-admin";
import * as assessments from "@/lib/upstream/assessments";
import * as courses from "@/lib/upstream/courses";
import { expectAdminOnly, expiredTags, fakesOf, updateTag } from "@/test/server-mocks";

vi.mock("@/lib/upstream/courses");
vi.mock("@/lib/upstream/assessments");
// The upstream calls are faked; the reading of a 400's `errors` is the module's own.
vi.mock("@/lib/upstream/assessment-admin", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/assessment-admin")>()),
  createAssessment: vi.fn(),
  updateAssessment: vi.fn(),
  deleteAssessment: vi.fn(),
}));
const upstream = fakesOf(courses, assessments, {
  createAssessment: vi.mocked(admin.createAssessment),
  updateAssessment: vi.mocked(admin.updateAssessment),
  deleteAssessment: vi.mocked(admin.deleteAssessment),
});

const { createAssessmentAction, deleteAssessmentAction, updateAssessmentAction } =
  await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const firstSection = "16fd2706-8baf-433b-82eb-8c7fada847da";
const secondSection = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
const quizId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const finalId = "9a0c0305-e82c-4f89-41d3-3f2504e04f89";

const settings = {
  title: "Quiz 1",
  passMark: 70,
  timeLimitMinutes: null,
  maxAttempts: 3,
  retryWaitMinutes: 0,
  drawCount: null,
  shuffleOptions: true,
  revealAnswers: "afterPass" as const,
};
const stored = (id: string, kind: "quiz" | "final", sectionId: string | null) => ({
  id,
  courseId,
  kind,
  sectionId,
  ...settings,
  questionCount: 4,
  questionsPerAttempt: 4,
});

/** An upstream 400 with `errors`, as the client throws it. */
const badRequest = (errors: Record<string, string[]>) =>
  new UpstreamError({
    status: 400,
    endpoint: "POST /api/Assessments/Course/{courseId}",
    message: "One or more validation errors occurred.",
    body: JSON.stringify({ errors }),
  });

beforeEach(() => {
  upstream.getCourse.mockImplementation(async (kind: string) =>
    kind === "on-demand"
      ? {
          id: courseId,
          name: "ETABS",
          sections: [
            { id: firstSection, name: "Loads", courseId, position: 0 },
            { id: secondSection, name: "Modelling", courseId, position: 1 },
          ],
          packages: [],
        }
      : null,
  );
  upstream.listAssessments.mockResolvedValue([stored(quizId, "quiz", firstSection)]);
});

describe("createAssessmentAction", () => {
  it("adds a quiz after a section of the course with the admin's token, and expires the course's list", async () => {
    const result = await createAssessmentAction({
      ...settings,
      kind: "quiz",
      sectionId: secondSection.toUpperCase(),
      courseId,
    });
    expect(result).toEqual({ ok: true, message: "Assessment added" });
    expect(upstream.createAssessment).toHaveBeenCalledWith(
      courseId,
      { ...settings, kind: "quiz", sectionId: secondSection },
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.assessments(courseId));
  });

  it("adds the final exam of an online course, its section dropped", async () => {
    upstream.getCourse.mockImplementation(async (kind: string) =>
      kind === "online" ? { id: courseId, name: "Seismic Design" } : null,
    );
    upstream.listAssessments.mockResolvedValue([]);
    const result = await createAssessmentAction({
      ...settings,
      kind: "final",
      sectionId: firstSection,
      courseId,
    });
    expect(result.ok).toBe(true);
    expect(upstream.createAssessment).toHaveBeenCalledWith(
      courseId,
      expect.objectContaining({ kind: "final", sectionId: null }),
      "admin-token",
    );
  });

  it("refuses, before the upstream, a second final, a taken section, another course's section, a quiz online", async () => {
    upstream.listAssessments.mockResolvedValue([
      stored(quizId, "quiz", firstSection),
      stored(finalId, "final", null),
    ]);
    expect(
      await createAssessmentAction({ ...settings, kind: "final", sectionId: null, courseId }),
    ).toEqual({ ok: false, message: "This course already has a final exam." });
    expect(
      await createAssessmentAction({
        ...settings,
        kind: "quiz",
        sectionId: firstSection,
        courseId,
      }),
    ).toEqual({
      ok: false,
      message: "This section already has a quiz.",
      fieldErrors: { sectionId: ["This section already has a quiz."] },
    });
    expect(
      await createAssessmentAction({ ...settings, kind: "quiz", sectionId: quizId, courseId }),
    ).toEqual({
      ok: false,
      message: "Choose a section of this course that has no quiz yet",
      fieldErrors: { sectionId: ["Choose a section of this course that has no quiz yet"] },
    });
    upstream.getCourse.mockImplementation(async (kind: string) =>
      kind === "online" ? { id: courseId, name: "Seismic Design" } : null,
    );
    expect(
      (
        await createAssessmentAction({
          ...settings,
          kind: "quiz",
          sectionId: firstSection,
          courseId,
        })
      ).ok,
    ).toBe(false);
    expect(upstream.createAssessment).not.toHaveBeenCalled();
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("says the upstream's refusals on the dialog's fields, in the dialog's words", async () => {
    upstream.createAssessment.mockRejectedValueOnce(
      badRequest({ PassMark: ["must be at least 1"], drawCount: ["too many"] }),
    );
    expect(
      await createAssessmentAction({
        ...settings,
        kind: "quiz",
        sectionId: secondSection,
        courseId,
      }),
    ).toEqual({
      ok: false,
      message: "Pass mark must be a whole percent from 1 to 100",
      fieldErrors: {
        passMark: ["Pass mark must be a whole percent from 1 to 100"],
        drawCount: [
          "Questions per attempt must be a whole number from 1 to 500, or empty for every question",
        ],
      },
    });
    upstream.createAssessment.mockRejectedValueOnce(
      new UpstreamError({ status: 409, endpoint: "POST /x", message: "exists" }),
    );
    expect(
      (
        await createAssessmentAction({
          ...settings,
          kind: "quiz",
          sectionId: secondSection,
          courseId,
        })
      ).message,
    ).toBe("This section already has a quiz.");
    upstream.createAssessment.mockRejectedValueOnce(
      new UpstreamError({ status: 500, endpoint: "POST /x", message: "boom" }),
    );
    expect(
      await createAssessmentAction({
        ...settings,
        kind: "quiz",
        sectionId: secondSection,
        courseId,
      }),
    ).toEqual({ ok: false, message: "Failed to add the assessment" });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("returns every field's problem before the upstream", async () => {
    const result = await createAssessmentAction({
      ...settings,
      kind: "final",
      sectionId: null,
      title: "",
      passMark: 101,
      courseId,
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        title: ["Please enter the title"],
        passMark: ["Pass mark must be a whole percent from 1 to 100"],
      },
    });
    expect(upstream.getCourse).not.toHaveBeenCalled();
  });
});

describe("updateAssessmentAction", () => {
  it("saves a quiz of the course, moved to a free section", async () => {
    const result = await updateAssessmentAction({
      ...settings,
      title: "Loads quiz",
      kind: "quiz",
      sectionId: secondSection,
      courseId,
      assessmentId: quizId.toUpperCase(),
    });
    expect(result).toEqual({ ok: true, message: "Assessment saved" });
    expect(upstream.updateAssessment).toHaveBeenCalledWith(
      quizId,
      expect.objectContaining({ title: "Loads quiz", sectionId: secondSection }),
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.assessments(courseId));
  });

  it("refuses another course's assessment and a change of kind", async () => {
    for (const input of [
      { kind: "quiz" as const, sectionId: firstSection, assessmentId: finalId },
      { kind: "final" as const, sectionId: null, assessmentId: quizId },
    ]) {
      expect(await updateAssessmentAction({ ...settings, ...input, courseId })).toEqual({
        ok: false,
        message: "Failed to save the assessment",
      });
    }
    expect(upstream.updateAssessment).not.toHaveBeenCalled();
  });
});

describe("deleteAssessmentAction", () => {
  it("deletes an assessment of the course, and only one of the course's", async () => {
    expect(await deleteAssessmentAction({ courseId, assessmentId: quizId })).toEqual({
      ok: true,
      message: "Assessment deleted",
    });
    expect(upstream.deleteAssessment).toHaveBeenCalledWith(quizId, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.assessments(courseId));
    expect(await deleteAssessmentAction({ courseId, assessmentId: finalId })).toEqual({
      ok: false,
      message: "Failed to delete the assessment",
    });
    expect(upstream.deleteAssessment).toHaveBeenCalledTimes(1);
  });
});

describe("every assessment action", () => {
  const calls = [
    () => createAssessmentAction({ ...settings, kind: "final", sectionId: null, courseId }),
    () =>
      updateAssessmentAction({
        ...settings,
        kind: "quiz",
        sectionId: firstSection,
        courseId,
        assessmentId: quizId,
      }),
    () => deleteAssessmentAction({ courseId, assessmentId: quizId }),
  ];

  it("refuses a student calling it directly and sends a visitor to log in, without touching the upstream", async () => {
    await expectAdminOnly(calls, upstream);
  });

  it("refuses malformed ids without touching the upstream", async () => {
    expect(
      await createAssessmentAction({
        ...settings,
        kind: "final",
        sectionId: null,
        courseId: "../x",
      }),
    ).toMatchObject({ ok: false, fieldErrors: { courseId: ["Failed to add the assessment"] } });
    expect(
      (
        await updateAssessmentAction({
          ...settings,
          kind: "final",
          sectionId: null,
          courseId,
          assessmentId: "1 OR 1=1",
        })
      ).ok,
    ).toBe(false);
    expect(
      (await deleteAssessmentAction({ courseId: 5 as unknown as string, assessmentId: quizId })).ok,
    ).toBe(false);
    expect(upstream.getCourse).not.toHaveBeenCalled();
    expect(upstream.listAssessments).not.toHaveBeenCalled();
  });
});
