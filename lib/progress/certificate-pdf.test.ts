import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { drawableText, renderCertificatePdf, visualRuns } from "@/lib/progress/certificate-pdf";

const certificate = {
  code: "abcd-efgh-jkmn",
  studentName: "Mariam Hassan",
  courseId: "0b6c3f9e-6a0e-4d8e-9d7c-1f2a3b4c5d6e",
  courseName: "ETABS for High-Rise Buildings",
  packageName: "6 Months",
  completedAt: "2026-11-20T10:00:00",
  issuedAt: "2026-11-20T10:00:01",
  liveAttendance: null,
  courseHours: null,
  finalExamPercent: null,
};

/** The PDF's text layer as poppler's `pdftotext` extracts it, NFKC-normalised, bidi marks removed. */
function textOf(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "certificate-"));
  const file = path.join(dir, "certificate.pdf");
  writeFileSync(file, bytes);
  const raw = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  rmSync(dir, { recursive: true, force: true });
  return raw.normalize("NFKC").replace(/[\u200e\u200f\u202a-\u202e]/g, "");
}

describe("visualRuns", () => {
  it("cuts a line into runs of one direction, left to right, each in logical order", () => {
    expect(visualRuns("Mariam Hassan")).toEqual(["Mariam Hassan"]);
    expect(visualRuns("نورهان عبدالرحمن")).toEqual(["نورهان عبدالرحمن"]);
    // Arabic first: a right-to-left line, the Latin word at its left end.
    expect(visualRuns("عبد الرحمن Hassan")).toEqual(["Hassan", "عبد الرحمن "]);
    expect(visualRuns("Mona عبد الرحمن")).toEqual(["Mona ", "عبد الرحمن"]);
  });
});

describe("renderCertificatePdf", () => {
  it("makes one landscape page whose metadata name the code, the student and the course", async () => {
    const bytes = await renderCertificatePdf(
      certificate,
      "https://brightway.example/certificates/abcd-efgh-jkmn",
    );
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    expect(pdf.getTitle()).toBe("Certificate of Completion ABCD-EFGH-JKMN");
    expect(pdf.getSubject()).toBe("Mariam Hassan completed ETABS for High-Rise Buildings");
    expect(pdf.getKeywords()).toContain("abcd-efgh-jkmn");
    expect(pdf.getCreationDate()?.toISOString()).toBe("2026-11-20T10:00:01.000Z");
  });

  it("writes an Arabic name shaped, right to left, and in logical order in the text layer (pdftotext)", async () => {
    const bytes = await renderCertificatePdf(
      { ...certificate, studentName: "نورهان عبدالرحمن", courseName: "تصميم المنشآت الخرسانية" },
      "https://brightway.example/certificates/abcd-efgh-jkmn",
    );
    const text = textOf(bytes);
    expect(text).toContain("نورهان عبدالرحمن");
    expect(text).toContain("تصميم المنشآت الخرسانية");
    expect(text).not.toContain("?");
    expect(text).toContain("Certificate of Completion");
  });

  it("prints a certificate name with a space, Arabic and Latin words, and the course's hours beside the package", async () => {
    const text = textOf(
      await renderCertificatePdf(
        { ...certificate, studentName: "عبد الرحمن Hassan", courseHours: "30" },
        "https://x.example/c",
      ),
    );
    expect(text).toContain("عبد الرحمن");
    expect(text).toContain("Hassan");
    expect(text).toContain("Package: 6 Months · 30 hours");
  });

  it("says an on-demand course's videos and package, and nothing of live sessions", async () => {
    const text = textOf(await renderCertificatePdf(certificate, "https://x.example/c"));
    expect(text).toContain("has completed every video of the on-demand course");
    expect(text).toContain("Package: 6 Months");
    expect(text).not.toContain("live session");
  });

  it("says the final exam was passed, with its percent, when the certificate required one", async () => {
    const text = textOf(
      await renderCertificatePdf(
        { ...certificate, courseHours: "30", finalExamPercent: 85 },
        "https://x.example/c",
      ),
    );
    expect(text).toContain("Package: 6 Months · 30 hours");
    expect(text).toContain("and passed the final exam with 85 %");
    expect(text).toContain("Completed on");
  });

  it("says nothing of an exam on a certificate without one (older, or a course without a final exam)", async () => {
    const text = textOf(await renderCertificatePdf(certificate, "https://x.example/c"));
    expect(text).not.toContain("final exam");
  });

  it("says how many live sessions a live course's student attended, instead of the package line", async () => {
    const live = {
      ...certificate,
      courseName: "Seismic Design of RC Buildings to ECP 201",
      packageName: null,
      liveAttendance: { attended: 3, total: 4 },
    };
    const text = textOf(await renderCertificatePdf(live, "https://x.example/c"));
    expect(text).toContain("has completed the live online course");
    expect(text).toContain("having attended 3 of 4 live sessions");
    expect(text).not.toContain("every video");
    expect(text).not.toContain("Package:");
    const passed = textOf(
      await renderCertificatePdf({ ...live, finalExamPercent: 100 }, "https://x.example/c"),
    );
    expect(passed).toContain("having attended 3 of 4 live sessions");
    expect(passed).toContain("and passed the final exam with 100 %");
  });

  it("keeps a Latin name in the embedded face, and prints ? only for a script the face lacks", async () => {
    const text = textOf(
      await renderCertificatePdf(
        { ...certificate, studentName: "José Müller 王" },
        "https://x.example/c",
      ),
    );
    expect(text).toContain("José Müller ?");
  });
});

describe("drawableText", () => {
  it("keeps Latin text and replaces what the font cannot encode", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(drawableText(font, "José Müller")).toBe("José Müller");
    expect(drawableText(font, "مر A")).toBe("?? A");
  });
});
