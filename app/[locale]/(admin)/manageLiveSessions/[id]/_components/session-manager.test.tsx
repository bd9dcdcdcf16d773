import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/ar/manageLiveSessions/c-1",
}));
vi.mock("../actions", () => ({
  createLiveSessionAction: vi.fn(),
  deleteLiveSessionAction: vi.fn(),
  reorderLiveSessionsAction: vi.fn(),
  setAttendanceThresholdAction: vi.fn(),
  updateLiveSessionAction: vi.fn(),
}));

const { SessionManager } = await import("./session-manager");
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("SessionManager in Arabic", () => {
  it("lists the sessions and the certificate rule in Arabic", () => {
    const shown = text(
      renderToStaticMarkup(
        <LocaleProvider locale="ar">
          <SessionManager
            courseId="c-1"
            courseName="ETABS for Beginners"
            courseDates="من 1 ديسمبر 2026 إلى 30 ديسمبر 2026"
            sessions={[
              {
                id: "s-1",
                title: "Session 1",
                startLabel: "الجمعة، 18 ديسمبر 2026 في 19:00",
                startLocal: "2026-12-18T19:00",
                durationMinutes: 90,
                meetingLink: "https://zoom.us/j/1",
                recordingUrl: "",
              },
            ]}
            attendanceThreshold={75}
          />
        </LocaleProvider>,
      ),
    );
    expect(shown).toContain("الجلسات (1)");
    expect(shown).toContain("90 دقيقة");
    expect(shown).toContain("نسبة الحضور المطلوبة (%)");
    expectNoEnglish(shown, ["Session", "Africa/Cairo"]);
  });
});
