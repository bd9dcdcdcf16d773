import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setRequestLocale } from "next-intl/server";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { AssessmentQuestion } from "@/lib/upstream/assessment-admin";
import { expectNoEnglish } from "@/test/no-english";

const stubs = vi.hoisted(() => ({
  requireAdmin: vi.fn(),
  getCourse: vi.fn(),
  isAssessmentsSupported: vi.fn(),
  listAssessments: vi.fn(),
  listQuestions: vi.fn(),
}));
vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: stubs.requireAdmin,
  withSessionToken: (session: { token: string }, call: (token: string) => unknown) =>
    call(session.token),
}));
vi.mock("@/lib/upstream/courses", () => ({ getCourse: stubs.getCourse }));
vi.mock("@/lib/upstream/assessments", () => ({
  isAssessmentsSupported: stubs.isAssessmentsSupported,
  listAssessments: stubs.listAssessments,
}));
vi.mock("@/lib/upstream/assessment-admin", () => ({ listQuestions: stubs.listQuestions }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  unstable_rethrow: () => undefined,
  useRouter: () => ({ refresh: () => undefined }),
}));

const { default: QuestionsPage } = await import("./page");

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const assessmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const base = {
  assessmentId,
  options: [],
  correctOptions: [],
  numericAnswer: null,
  tolerance: null,
  toleranceKind: null,
  unit: null,
  explanation: null,
};
const bank: AssessmentQuestion[] = [
  {
    ...base,
    id: 41,
    position: 0,
    kind: "single",
    prompt: "Which combination governs?",
    options: ["1.4D", "1.2D + 1.6L"],
    correctOptions: [1],
    explanation: "SECRET-EXPLANATION",
  },
  {
    ...base,
    id: 42,
    position: 1,
    kind: "numeric",
    prompt: "The base shear?",
    numericAnswer: 98765,
    tolerance: 2,
    toleranceKind: "percent",
    unit: "kN",
  },
];

async function render(view?: string) {
  const html = renderToStaticMarkup(
    await QuestionsPage({
      params: Promise.resolve({ locale: "en", courseId, assessmentId }),
      searchParams: Promise.resolve(view ? { view } : {}),
    }),
  );
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

beforeEach(() => {
  vi.clearAllMocks();
  stubs.requireAdmin.mockResolvedValue({ token: "admin-token", role: "Admin" });
  stubs.getCourse.mockImplementation(async (kind: string) =>
    kind === "on-demand" ? { id: courseId, name: "ETABS", sections: [], packages: [] } : null,
  );
  stubs.isAssessmentsSupported.mockResolvedValue(true);
  stubs.listAssessments.mockResolvedValue([
    {
      id: assessmentId,
      courseId,
      kind: "final",
      sectionId: null,
      title: "Final exam",
      passMark: 70,
      timeLimitMinutes: 30,
      maxAttempts: 3,
      retryWaitMinutes: 0,
      drawCount: null,
      shuffleOptions: true,
      revealAnswers: "afterPass",
      questionCount: 2,
      questionsPerAttempt: 2,
    },
  ]);
  stubs.listQuestions.mockResolvedValue(bank);
});

describe("the questions page", () => {
  it("checks the Admin role for its own address, and reads the bank with the admin's token", async () => {
    const { html, text } = await render();
    expect(stubs.requireAdmin).toHaveBeenCalledWith(
      `/manageAssessments/${courseId}/${assessmentId}`,
    );
    expect(stubs.listQuestions).toHaveBeenCalledWith(assessmentId, "admin-token");
    expect(text).toContain("Final exam · required for the certificate");
    expect(text).toContain("Pass mark 70% · 30 minutes · 3 attempts · 2 questions");
    // The admin's own view carries the key.
    expect(text).toContain("Question 1 · Single choice Which combination governs?");
    expect(text).toContain("1.2D + 1.6L · Right answer");
    expect(text).toContain("Right answer: 98765 kN (± 2%)");
    expect(text).toContain("Explanation: SECRET-EXPLANATION");
    expect(html).toContain('aria-label="Move question 2"');
  });

  it("previews the questions as a student sees them: prompts and options, no key, no explanation", async () => {
    const { html, text } = await render("preview");
    expect(text).toContain("Preview as a student");
    expect(text).toContain("Which combination governs?");
    expect(text).toContain("1.2D + 1.6L");
    expect(text).toContain("The base shear?");
    expect(html).not.toContain("SECRET-EXPLANATION");
    expect(html).not.toContain("98765");
    expect(html).not.toContain("Right answer");
    // Read-only: nothing of it would be posted.
    expect(html).not.toMatch(/<input[^>]* name=/);
    expect(html).toContain(`href="/manageAssessments/${courseId}/${assessmentId}"`);
  });

  it("shows not-found for an assessment of another course", async () => {
    stubs.listAssessments.mockResolvedValue([]);
    await expect(render()).rejects.toThrow("NEXT_NOT_FOUND");
    expect(stubs.listQuestions).not.toHaveBeenCalled();
  });

  it("says so on an upstream without assessments, asking nothing else", async () => {
    stubs.isAssessmentsSupported.mockResolvedValue(false);
    const { text } = await render();
    expect(text).toContain(
      "This upstream has no assessments: quizzes and exams cannot be managed here.",
    );
    expect(stubs.listAssessments).not.toHaveBeenCalled();
  });

  it("speaks Arabic on an Arabic page, the course's and questions' own words kept", async () => {
    setRequestLocale("ar");
    const page = await QuestionsPage({
      params: Promise.resolve({ locale: "ar", courseId, assessmentId }),
      searchParams: Promise.resolve({}),
    });
    const html = renderToStaticMarkup(<LocaleProvider locale="ar">{page}</LocaleProvider>);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("معاينة كطالب");
    expect(text).toContain("درجة النجاح 70% · 30 دقيقة · 3 محاولات · سؤالان");
    expectNoEnglish(text, [
      "ETABS",
      "Final exam",
      "Which combination governs?",
      "1.2D + 1.6L",
      "1.4D",
      "kN",
      "SECRET-EXPLANATION",
      ...bank.flatMap((question) => [question.prompt, ...question.options]),
      ...bank.map((question) => question.explanation ?? ""),
    ]);
  });
});
