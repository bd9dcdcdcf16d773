import { setRequestLocale } from "next-intl/server";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { Enrollment } from "@/lib/upstream/types";
import { studentSession } from "@/test/action-support";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("@/lib/auth/guards", () => ({
  withSessionToken: async (_session: unknown, call: (token: string) => Promise<unknown>) =>
    call("token"),
}));
vi.mock("@/lib/progress/viewer", () => ({
  readStudentProgressByCourse: async () =>
    new Map([["c1", { percent: 25, completedVideos: 3, totalVideos: 12, certificateCode: null }]]),
}));
vi.mock("@/lib/upstream/courses", () => ({ listCourses: async () => [] }));
vi.mock("@/lib/upstream/live-sessions", () => ({
  hasLiveSessions: async () => false,
  listMyLiveCourses: async () => [],
}));
vi.mock("@/lib/upstream/enrollments", () => ({
  listStudentEnrollments: async (): Promise<Enrollment[]> => [
    {
      id: "e1",
      studentId: studentSession.userId,
      student: null,
      courseId: "c1",
      course: {
        id: "c1",
        name: "ETABS for Beginners",
        description: null,
        hours: "12",
        instructorName: null,
        imageUrl: null,
      },
      packageId: "p1",
      package: { durationMonths: 3 } as Enrollment["package"],
      startDate: "2026-11-01T00:00:00",
    },
  ],
}));

const { EnrolledCourses } = await import("./enrolled-courses");

describe("Enrolled Courses in Arabic", () => {
  it("says the duration, start, access end and progress in Arabic, the course's name isolated", async () => {
    setRequestLocale("ar");
    // The cards are async server components: a prerender waits for them.
    const { prelude } = await prerenderToNodeStream(
      <LocaleProvider locale="ar">
        {await EnrolledCourses({ session: studentSession, studentId: studentSession.userId })}
      </LocaleProvider>,
    );
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(html).toContain("<bdi>ETABS for Beginners</bdi>");
    for (const arabic of [
      "المدة:",
      "3 أشهر",
      "تاريخ البدء:",
      "1 نوفمبر 2026",
      "الوصول متاح حتى",
      "أنهيت 3 من 12 فيديو",
    ])
      expect(text).toContain(arabic);
    expectNoEnglish(text, ["ETABS for Beginners"]);
  });
});
