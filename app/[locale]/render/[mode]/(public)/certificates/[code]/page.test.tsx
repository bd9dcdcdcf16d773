import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Certificate } from "@/lib/upstream/progress";
import { expectNoEnglish } from "@/test/no-english";

const stubs = vi.hoisted(() => ({ loadCertificate: vi.fn() }));
vi.mock("./load-certificate", () => ({ loadCertificate: stubs.loadCertificate }));

const { default: CertificatePage } = await import("./page");

const courseId = "0b6c3f9e-6a0e-4d8e-9d7c-1f2a3b4c5d6e";
const onDemand: Certificate = {
  code: "abcd-efgh-jkmn",
  studentName: "Mariam Hassan",
  courseId,
  courseName: "ETABS for High-Rise Buildings",
  packageName: "6 Months",
  completedAt: "2026-11-20T10:00:00",
  issuedAt: "2026-11-20T10:00:01",
  liveAttendance: null,
  courseHours: "30",
  finalExamPercent: null,
};

async function render(certificate: Certificate, locale: "en" | "ar" = "en") {
  stubs.loadCertificate.mockResolvedValue({ status: "found", certificate });
  const html = renderToStaticMarkup(
    await CertificatePage({
      params: Promise.resolve({ mode: "per-request", locale, code: certificate.code }),
      searchParams: Promise.resolve({}),
    }),
  );
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

beforeEach(() => vi.clearAllMocks());

describe("certificate verification page", () => {
  it("names an on-demand course's package and links to the on-demand course", async () => {
    const { html, text } = await render(onDemand);
    expect(text).toContain("Package 6 Months");
    expect(text).not.toContain("live session");
    expect(text).toContain("Course length 30 hours");
    expect(html).toContain(`href="/onDemandCourseDetails/${courseId}"`);
  });

  it("says attended N of M live sessions for a live course, instead of the package, and links to the online course", async () => {
    const { html, text } = await render({
      ...onDemand,
      packageName: null,
      liveAttendance: { attended: 3, total: 4 },
    });
    expect(text).toContain("Attendance Attended 3 of 4 live sessions");
    expect(text).not.toContain("Package");
    expect(html).toContain(`href="/onlineCourseDetails/${courseId}"`);
  });

  it("says the final exam was passed, with its percent, when the certificate required one", async () => {
    const { text } = await render({ ...onDemand, finalExamPercent: 85 });
    expect(text).toContain("Final exam Passed the final exam with 85 %");
    const live = await render({
      ...onDemand,
      packageName: null,
      liveAttendance: { attended: 3, total: 4 },
      finalExamPercent: 70,
    });
    expect(live.text).toContain("Attendance Attended 3 of 4 live sessions");
    expect(live.text).toContain("Final exam Passed the final exam with 70 %");
  });

  it("says nothing of an exam on a certificate without one (older, or a course without a final exam)", async () => {
    const { text } = await render(onDemand);
    expect(text).not.toContain("exam");
  });

  it("offers every viewer 'Add to LinkedIn': LinkedIn's form filled in, in a new tab, without a referrer", async () => {
    const { html, text } = await render(onDemand);
    expect(text).toContain("Add to LinkedIn (opens in a new tab)");
    const link = /<a [^>]*href="(https:\/\/www\.linkedin\.com\/[^"]+)"[^>]*>/.exec(html);
    expect(link?.[1]?.replaceAll("&amp;", "&")).toBe(
      "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME" +
        "&name=ETABS%20for%20High-Rise%20Buildings&organizationName=BrightWay%20Engineering" +
        "&issueYear=2026&issueMonth=11" +
        "&certUrl=http%3A%2F%2Flocalhost%3A3000%2Fcertificates%2Fabcd-efgh-jkmn" +
        "&certId=ABCD-EFGH-JKMN",
    );
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[0]).toContain('rel="noopener noreferrer"');
  });

  it("reads in Arabic on an Arabic page, with the PDF in Arabic and Latin digits", async () => {
    const { html, text } = await render(
      { ...onDemand, liveAttendance: { attended: 3, total: 4 }, finalExamPercent: 85 },
      "ar",
    );
    expect(text).toContain("شهادة إتمام");
    expect(text).toContain("مُنحت إلى");
    expect(text).toContain("حضر 3 من أصل 4 جلسات مباشرة");
    expect(text).toContain("30 ساعة");
    expect(text).toContain("20 نوفمبر 2026");
    expect(html).toContain('href="/certificates/abcd-efgh-jkmn/pdf?lang=ar"');
    expectNoEnglish(text, [
      "Mariam Hassan",
      "ETABS for High-Rise Buildings",
      // The brand's second word (the check takes "BrightWay" out first).
      "Engineering",
      "ABCD-EFGH-JKMN",
    ]);
  });
});
