import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { drawableText, renderCertificatePdf } from "@/lib/progress/certificate-pdf";

const certificate = {
  code: "abcd-efgh-jkmn",
  studentName: "Mariam Hassan",
  courseId: "0b6c3f9e-6a0e-4d8e-9d7c-1f2a3b4c5d6e",
  courseName: "ETABS for High-Rise Buildings",
  packageName: "6 Months",
  completedAt: "2026-11-20T10:00:00",
  issuedAt: "2026-11-20T10:00:01",
};

describe("renderCertificatePdf", () => {
  it("makes one landscape page whose metadata name the code, the student and the course", async () => {
    const bytes = await renderCertificatePdf(certificate, "https://brightway.example/certificates/abcd-efgh-jkmn");
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

  it("draws a name a standard font cannot encode without failing", async () => {
    const bytes = await renderCertificatePdf({ ...certificate, studentName: "مريم Hassan" }, "https://x.example/c");
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

describe("drawableText", () => {
  it("keeps Latin text and replaces what the font cannot encode", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(drawableText(font, "José Müller")).toBe("José Müller");
    expect(drawableText(font, "مر A")).toBe("?? A");
  });
});
