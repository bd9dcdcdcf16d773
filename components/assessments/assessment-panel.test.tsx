import { setRequestLocale } from "next-intl/server";
import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import type { Assessment, AssessmentStanding } from "@/lib/upstream/assessments";
import type { ViewerStandings } from "@/lib/assessments/viewer";
import { expectNoEnglish } from "@/test/no-english";

const upstream = vi.hoisted(() => ({
  list: [] as Assessment[],
  viewer: { status: "hidden" } as ViewerStandings,
  viewerReads: 0,
}));
vi.mock("@/lib/upstream/assessments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/assessments")>()),
  listAssessments: async () => upstream.list,
}));
vi.mock("@/lib/assessments/viewer", () => ({
  getViewerStandings: async () => {
    upstream.viewerReads += 1;
    return upstream.viewer;
  },
}));

const { AssessmentPanel } = await import("@/components/assessments/assessment-panel");

const courseId = "0b7d4a52-8a7e-4a43-9f8e-6a1f7c2d1e01";
const sectionId = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const quiz: Assessment = {
  id: "11111111-2222-4333-8444-555555555555",
  courseId,
  kind: "quiz",
  sectionId,
  title: "Loads quiz",
  passMark: 60,
  timeLimitMinutes: null,
  maxAttempts: null,
  retryWaitMinutes: 0,
  drawCount: null,
  shuffleOptions: true,
  revealAnswers: "afterPass",
  questionCount: 5,
  questionsPerAttempt: 5,
};
const final: Assessment = {
  ...quiz,
  id: "66666666-7777-4888-8999-000000000000",
  kind: "final",
  sectionId: null,
  title: "Final exam",
  passMark: 70,
  timeLimitMinutes: 30,
  maxAttempts: 3,
  questionCount: 12,
  questionsPerAttempt: 10,
};
const standing = (overrides: Partial<AssessmentStanding>): AssessmentStanding => ({
  assessmentId: final.id,
  attemptsUsed: 0,
  attemptsLeft: 3,
  bestPercent: null,
  passedAt: null,
  openAttemptId: null,
  canStart: true,
  blockedBy: null,
  nextAttemptAt: null,
  attempts: [],
  ...overrides,
});

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .trim();
/** Each link as "{accessible name} -> {href}" (its aria-label, which names the assessment). */
const links = (markup: string) =>
  [...markup.matchAll(/<a [^>]*>/g)].map(([tag]) => {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    const label = /aria-label="([^"]+)"/.exec(tag)?.[1];
    return `${label} -> ${href}`;
  });

const panel = (props: Partial<React.ComponentProps<typeof AssessmentPanel>> = {}) =>
  html(
    <AssessmentPanel
      courseId={courseId}
      session={studentSession}
      coursePath={`/onDemandCourseDetails/${courseId}`}
      sections={[{ id: sectionId, name: "Loads and load paths" }]}
      enrolment={null}
      {...props}
    />,
  );

beforeEach(() => {
  upstream.list = [quiz, final];
  upstream.viewer = { status: "hidden" };
  upstream.viewerReads = 0;
});

describe("AssessmentPanel", () => {
  it("shows a visitor each quiz and the final exam with their settings, reading no session", async () => {
    const shown = text(await panel());
    expect(shown).toContain("Quizzes and final exam");
    expect(shown).toContain("Quiz after: Loads and load paths Loads quiz");
    expect(shown).toContain(
      "5 questions per attempt Pass mark 60% No time limit Unlimited attempts",
    );
    expect(shown).toContain("Final exam · required for the certificate Final exam");
    expect(shown).toContain("10 questions per attempt Pass mark 70% Time limit 30 min 3 attempts");
    expect(links(await panel())).toEqual([]);
    expect(upstream.viewerReads).toBe(0);
  });

  it("is nothing without assessments with questions (or on a legacy upstream)", async () => {
    upstream.list = [{ ...final, questionCount: 0, questionsPerAttempt: 0 }];
    expect(await panel()).toBe("");
    upstream.list = [];
    expect(await panel({ enrolment: "active" })).toBe("");
  });

  it("gives an enrolled student their standing and Start / Resume / See results", async () => {
    const submittedId = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
    const openId = "abababab-bbbb-4ccc-8ddd-eeeeeeeeeeee";
    upstream.viewer = {
      status: "shown",
      byAssessment: new Map([
        [quiz.id, standing({ assessmentId: quiz.id, attemptsLeft: null })],
        [
          final.id,
          standing({
            attemptsUsed: 2,
            attemptsLeft: 1,
            bestPercent: 40,
            openAttemptId: openId,
            canStart: false,
            attempts: [
              {
                id: openId,
                status: "open",
                startedAt: "2026-11-20T11:00:00Z",
                submittedAt: null,
                scorePercent: null,
                passed: null,
              },
              {
                id: submittedId,
                status: "submitted",
                startedAt: "2026-11-20T10:00:00Z",
                submittedAt: "2026-11-20T10:20:00Z",
                scorePercent: 40,
                passed: false,
              },
            ],
          }),
        ],
      ]),
    };
    const markup = await panel({ enrolment: "active" });
    expect(text(markup)).toContain("Best score 40% Not passed 1 attempt left");
    expect(text(markup)).toContain("Not taken yet");
    expect(links(markup)).toEqual([
      `Start: Loads quiz -> /assessments/${courseId}/${quiz.id}`,
      `Resume: Final exam -> /assessments/${courseId}/${final.id}/attempts/${openId}`,
      `See results: Final exam -> /assessments/${courseId}/${final.id}/attempts/${submittedId}`,
    ]);
  });

  it("offers no Start once access has ended, and says why a student must wait", async () => {
    upstream.viewer = {
      status: "shown",
      byAssessment: new Map([
        [
          final.id,
          standing({ canStart: false, bestPercent: 20, nextAttemptAt: "2026-11-20T12:00:00Z" }),
        ],
        [quiz.id, standing({ assessmentId: quiz.id })],
      ]),
    };
    const shown = text(await panel({ enrolment: "active" }));
    expect(shown).toContain("You can try again from 20 Nov 2026, 14:00 Cairo time.");
    expect(links(await panel({ enrolment: "ended" }))).toEqual([]);
  });

  it("says the final exam is what the certificate waits for, until it is passed", async () => {
    upstream.viewer = {
      status: "shown",
      byAssessment: new Map([[final.id, standing({ bestPercent: 50 })]]),
    };
    const note = "Pass the final exam to receive your certificate.";
    expect(text(await panel({ enrolment: "active", isCertificateWaitingForExam: true }))).toContain(
      note,
    );
    expect(text(await panel({ enrolment: "active" }))).not.toContain(note);
    upstream.viewer = {
      status: "shown",
      byAssessment: new Map([[final.id, standing({ passedAt: "2026-11-20T10:20:00Z" })]]),
    };
    expect(
      text(await panel({ enrolment: "active", isCertificateWaitingForExam: true })),
    ).not.toContain(note);
  });

  it("is written in Arabic on an Arabic page: labels, settings, standing and actions", async () => {
    setRequestLocale("ar");
    upstream.viewer = {
      status: "shown",
      byAssessment: new Map([
        [final.id, standing({ bestPercent: 40, attemptsLeft: 2, attemptsUsed: 1 })],
      ]),
    } as ViewerStandings;
    const markup = await panel({ enrolment: "active" });
    const shown = text(markup);
    expect(shown).toContain("الاختبار النهائي · مطلوب للحصول على الشهادة");
    expect(shown).toContain("اختبار قصير بعد:");
    expectNoEnglish(shown, ["Loads quiz", "Final exam", "Loads and load paths"]);
  });
});
