import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { OnlineCourse } from "@/lib/upstream/types";
import { expectNoEnglish } from "@/test/no-english";

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const course = {
  id: courseId,
  name: "Seismic Design of RC Buildings",
  description: "Live sessions on the seismic provisions.",
  imageUrl: null,
  hours: "24",
  price: 120,
  discount: 0,
  hasDiscount: false,
  start: "2026-12-18T16:00:00",
  end: "2027-01-15T16:00:00",
  instructorName: "Eng. Ahmed Samir",
  instructorDescription: null,
  instructorImageUrl: null,
  outcomes: [],
  requirements: [],
} as unknown as OnlineCourse;
const sessions = [
  { title: "Response spectra", startsAt: "2026-12-18T17:00:00Z" },
  { title: "Ductile detailing", startsAt: "2026-12-25T17:00:00Z" },
].map((session, index) => ({
  ...session,
  id: `9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5${index}`,
  durationMinutes: 90,
  hasRecording: false,
  recordingUrl: null,
  meetingLink: null,
  attended: index === 0 ? true : null,
}));
const view = {
  status: "found",
  role: "Student",
  isEntitled: true,
  schedule: {
    now: "2026-12-18T17:10:00Z",
    attendanceThreshold: 75,
    sessions,
    viewer: { isEnrolled: true, attended: 1, total: 2, certificateCode: null },
  },
};

vi.mock("@/components/course/load-course", () => ({
  loadOnlineCourse: async () => ({ status: "found", course, isDraft: false }),
}));
vi.mock("./_components/schedule-view", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./_components/schedule-view")>()),
  readScheduleView: async () => view,
}));
// The page's reader: the enrolled student (the reads that use it are stubbed above and below).
vi.mock("@/lib/render-mode", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/render-mode")>()),
  viewerOf: async () => (await import("@/test/action-support")).studentSession,
}));
vi.mock("@/lib/business-today", () => ({ businessToday: async () => "2026-12-01" }));
vi.mock("@/lib/class-messages/read", () => ({
  getViewerClassMessages: async () => ({ status: "hidden" }),
}));
vi.mock("@/lib/upstream/assessments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/assessments")>()),
  listAssessments: async () => [],
  isAssessmentsSupported: async () => true,
}));

const { default: OnlineCourseDetailsPage } = await import("./page");

/** What a person reads on the page (scripts and tags dropped, spaces folded). */
async function pageText(locale: "en" | "ar") {
  const element = await OnlineCourseDetailsPage({
    params: Promise.resolve({ mode: "per-request", locale, id: courseId }),
    searchParams: Promise.resolve({}),
  } as never);
  const { prelude } = await prerenderToNodeStream(
    <LocaleProvider locale={locale}>{element}</LocaleProvider>,
  );
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the online course details page of an enrolled student", () => {
  it("is written in Arabic at /ar: dates, attendance, next session, schedule and Join", async () => {
    const text = await pageText("ar");
    for (const arabic of [
      "تبدأ",
      "18 ديسمبر 2026",
      "أنت مشترك في هذه الدورة.",
      "حضرت 1 من 2 جلسة مباشرة",
      "إضافة إلى التقويم",
      "الجلسة القادمة",
      "الجدول",
      "الجمعة، 18 ديسمبر 2026 في 19:00",
      "انضمام",
    ]) {
      expect(text).toContain(arabic);
    }
    expectNoEnglish(text, [
      "Seismic Design of RC Buildings",
      "Live sessions on the seismic provisions.",
      "Response spectra",
      "Ductile detailing",
      "Africa/Cairo",
      "Eng. Ahmed Samir",
      // The calendar file's type, named as a file type is (like PDF).
      "ics",
    ]);
  });

  it("keeps the spec's English at the English address", async () => {
    const text = await pageText("en");
    expect(text).toContain("You are enrolled in this course.");
    expect(text).toContain("Attended 1 of 2 live sessions");
    expect(text).toContain("Friday, 18 December 2026 at 19:00 Cairo time");
  });
});
