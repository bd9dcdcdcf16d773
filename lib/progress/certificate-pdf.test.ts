import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
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

/** Whether poppler's tools are installed (`.ci/run` installs poppler-utils; a laptop may lack them). */
const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPoppler)
  console.warn(
    "pdftotext is missing (apt-get install poppler-utils): the certificate tests that read the PDF's text and page back are skipped",
  );
/** A test that reads the PDF back with poppler (pdftotext, pdftoppm): skipped without it. */
const itWithPoppler = it.skipIf(!hasPoppler);

/** Runs a poppler tool on the PDF in a scratch folder; `read` gets the folder and the file. */
function withPdf<T>(bytes: Uint8Array, read: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "certificate-"));
  const file = path.join(dir, "certificate.pdf");
  writeFileSync(file, bytes);
  try {
    return read(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text layer as poppler's `pdftotext` extracts it, NFKC-normalised, bidi marks removed. */
function textOf(bytes: Uint8Array): string {
  const raw = withPdf(bytes, (_, file) =>
    execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }),
  );
  return raw.normalize("NFKC").replace(/[\u200e\u200f\u202a-\u202e]/g, "");
}

/** Where `pdftotext -bbox` finds the word `word`: its left edge, in points from the page's left. */
function leftEdgeOf(bytes: Uint8Array, word: string): number {
  const html = withPdf(bytes, (_, file) =>
    execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }),
  );
  const found = [...html.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].find(
    (match) => match[2] === word,
  );
  if (!found) throw new Error(`"${word}" is not on the page`);
  return Number(found[1]);
}

/**
 * How dark the page is, as `pdftoppm` draws it, in a box given in points from the bottom left
 * (the PDF's coordinates): 0 white to 1 black.
 */
function darknessIn(bytes: Uint8Array, box: { x: number; y: number; size: number }): number {
  const resolution = 36; // half a pixel per point
  const image = withPdf(bytes, (dir, file) => {
    execFileSync("pdftoppm", [
      "-gray",
      "-r",
      String(resolution),
      "-singlefile",
      file,
      path.join(dir, "page"),
    ]);
    return readFileSync(path.join(dir, "page.pgm"));
  });
  // A binary PGM: "P5", width, height, 255, then one byte a pixel, rows from the top.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.toString("latin1", 0, 40))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = image.subarray(header[0].length);
  const scale = resolution / 72;
  let sum = 0;
  let count = 0;
  for (
    let row = Math.round(height - (box.y + box.size) * scale);
    row < height - box.y * scale;
    row++
  )
    for (let column = Math.round(box.x * scale); column < (box.x + box.size) * scale; column++) {
      sum += 255 - pixels[row * width + column]!;
      count++;
    }
  return sum / count / 255;
}

describe("visualRuns", () => {
  it("cuts a line into runs of one direction, left to right, each in logical order", () => {
    expect(visualRuns("Mariam Hassan")).toEqual(["Mariam Hassan"]);
    expect(visualRuns("نورهان عبدالرحمن")).toEqual(["نورهان عبدالرحمن"]);
    // Arabic first: a right-to-left line, the Latin word at its left end.
    expect(visualRuns("عبد الرحمن Hassan")).toEqual(["Hassan", "عبد الرحمن "]);
    expect(visualRuns("Mona عبد الرحمن")).toEqual(["Mona ", "عبد الرحمن"]);
  });

  it("reads a fixed Arabic text as right to left, keeps an isolated code left to right and leaves the marks out", () => {
    expect(visualRuns("Code: X", "rtl")).toEqual(["Code: X"]);
    expect(visualRuns("الرمز: \u2066AB-12\u2069", "rtl")).toEqual(["AB-12", "الرمز: "]);
    expect(visualRuns("بنسبة 85\u200e%\u200e", "rtl")).toEqual(["85%", "بنسبة "]);
  });

  it("mirrors brackets in a right-to-left run, which the shaper only reverses", () => {
    expect(visualRuns("محمد (أبو علي)")).toEqual(["محمد )أبو علي("]);
    expect(visualRuns("Design (Part 2)")).toEqual(["Design (Part 2)"]);
  });
});

describe("the Arabic certificate's counted texts", () => {
  const { attended, hours, examPassed } = messages.certificatePdf.ar;

  it("makes the live sessions agree with their total", () => {
    expect(attended(1, 1)).toBe("بحضور 1 من أصل جلسة مباشرة واحدة");
    expect(attended(2, 2)).toBe("بحضور 2 من أصل جلستين مباشرتين");
    expect(attended(3, 4)).toBe("بحضور 3 من أصل 4 جلسات مباشرة");
    expect(attended(11, 12)).toBe("بحضور 11 من أصل 12 جلسة مباشرة");
  });

  it("counts hours in Arabic, and keeps a length that is not a number as the admin typed it", () => {
    expect(hours("1")).toBe("ساعة واحدة");
    expect(hours("2")).toBe("ساعتان");
    expect(hours("4")).toBe("4 ساعات");
    expect(hours("30")).toBe("30 ساعة");
    expect(hours("12.5")).toBe("12.5 ساعة");
    expect(hours(" 6 weeks ")).toBe("6 weeks");
  });

  it("writes the exam's percent in Latin digits", () => {
    expect(examPassed(85).replace(/\u200e/g, "")).toBe("واجتياز الاختبار النهائي بنسبة 85%");
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

  itWithPoppler(
    "writes an Arabic name shaped, right to left, and in logical order in the text layer (pdftotext)",
    async () => {
      const bytes = await renderCertificatePdf(
        { ...certificate, studentName: "نورهان عبدالرحمن", courseName: "تصميم المنشآت الخرسانية" },
        "https://brightway.example/certificates/abcd-efgh-jkmn",
      );
      const text = textOf(bytes);
      expect(text).toContain("نورهان عبدالرحمن");
      expect(text).toContain("تصميم المنشآت الخرسانية");
      expect(text).not.toContain("?");
      expect(text).toContain("Certificate of Completion");
    },
  );

  itWithPoppler(
    "prints a certificate name with a space, Arabic and Latin words, and the course's hours beside the package",
    async () => {
      const text = textOf(
        await renderCertificatePdf(
          { ...certificate, studentName: "عبد الرحمن Hassan", courseHours: "30" },
          "https://x.example/c",
        ),
      );
      expect(text).toContain("عبد الرحمن");
      expect(text).toContain("Hassan");
      expect(text).toContain("Package: 6 Months · 30 hours");
    },
  );

  itWithPoppler(
    "says an on-demand course's videos and package, and nothing of live sessions",
    async () => {
      const text = textOf(await renderCertificatePdf(certificate, "https://x.example/c"));
      expect(text).toContain("has completed every video of the on-demand course");
      expect(text).toContain("Package: 6 Months");
      expect(text).not.toContain("live session");
    },
  );

  itWithPoppler(
    "says the final exam was passed, with its percent, when the certificate required one",
    async () => {
      const text = textOf(
        await renderCertificatePdf(
          { ...certificate, courseHours: "30", finalExamPercent: 85 },
          "https://x.example/c",
        ),
      );
      expect(text).toContain("Package: 6 Months · 30 hours");
      expect(text).toContain("and passed the final exam with 85 %");
      expect(text).toContain("Completed on");
    },
  );

  itWithPoppler(
    "says nothing of an exam on a certificate without one (older, or a course without a final exam)",
    async () => {
      const text = textOf(await renderCertificatePdf(certificate, "https://x.example/c"));
      expect(text).not.toContain("final exam");
    },
  );

  itWithPoppler(
    "says how many live sessions a live course's student attended, instead of the package line",
    async () => {
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
    },
  );

  itWithPoppler(
    "reads back an Arabic name with ligatures (الله, لا, بر) letter by letter in logical order",
    async () => {
      const text = textOf(
        await renderCertificatePdf(
          { ...certificate, studentName: "عبدالله خلاف", courseName: "تحليل المباني" },
          "https://x.example/c",
        ),
      );
      expect(text).toContain("عبدالله خلاف");
      expect(text).toContain("تحليل المباني");
    },
  );

  itWithPoppler(
    "keeps a Latin name in the embedded face, and prints ? only for a script the face lacks",
    async () => {
      const text = textOf(
        await renderCertificatePdf(
          { ...certificate, studentName: "José Müller 王" },
          "https://x.example/c",
        ),
      );
      expect(text).toContain("José Müller ?");
    },
  );
});

describe("drawableText", () => {
  it("keeps Latin text and replaces what the font cannot encode", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(drawableText(font, "José Müller")).toBe("José Müller");
    expect(drawableText(font, "مر A")).toBe("?? A");
  });
});

describe("renderCertificatePdf in Arabic", () => {
  const arabic = {
    ...certificate,
    studentName: "نورهان عبدالرحمن",
    courseName: "تصميم المنشآت الخرسانية",
    courseHours: "30",
    finalExamPercent: 85,
  };
  const verifyUrl = "https://brightway.example/certificates/abcd-efgh-jkmn";

  itWithPoppler(
    "prints every fixed text in Arabic, in reading order, with the names and the course",
    async () => {
      const bytes = await renderCertificatePdf(arabic, verifyUrl, "ar");
      const text = textOf(bytes);
      for (const line of [
        "شهادة إتمام",
        "تمنح هذه الشهادة إلى",
        "نورهان عبدالرحمن",
        "لإتمام جميع دروس الفيديو في الدورة المسجلة",
        "تصميم المنشآت الخرسانية",
        "واجتياز الاختبار النهائي بنسبة 85%",
        "تاريخ الإتمام",
        "رمز الشهادة",
        "تاريخ الإصدار",
        "رابط التحقق",
        "امسح الرمز للتحقق",
      ])
        expect(text).toContain(line);
      // The package's typed name, in its own direction beside the Arabic words (poppler sets the
      // stretch of Latin and digits apart, so its words are looked for one by one).
      for (const word of ["الباقة", "6 Months", "30", "ساعة"]) expect(text).toContain(word);
      // Dates are ar-EG with Latin digits.
      expect(text).toContain("نوفمبر 2026");
      expect(text).not.toMatch(/[\u0660-\u0669]/);
      // The code and the address read left to right, whole.
      expect(text).toContain("ABCD-EFGH-JKMN");
      expect(text).toContain(verifyUrl);
      expect(text).not.toContain("?");
      for (const english of ["Certificate", "certifies", "Package", "Completed", "Verify", "Scan"])
        expect(text).not.toContain(english);

      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe("شهادة إتمام ABCD-EFGH-JKMN");
      expect(pdf.getSubject()).toBe("شهادة نورهان عبدالرحمن في تصميم المنشآت الخرسانية");
      expect(pdf.catalog.get(PDFName.of("Lang"))?.toString()).toBe("(ar-EG)");
    },
  );

  itWithPoppler("says a live course's attendance and its hours in Arabic", async () => {
    const text = textOf(
      await renderCertificatePdf(
        {
          ...arabic,
          courseName: "Seismic Design of RC Buildings to ECP 201",
          packageName: null,
          courseHours: "4",
          finalExamPercent: null,
          liveAttendance: { attended: 3, total: 4 },
        },
        verifyUrl,
        "ar",
      ),
    );
    expect(text).toContain("لإتمام الدورة المباشرة عبر الإنترنت");
    expect(text).toContain("Seismic Design of RC Buildings to ECP 201");
    // poppler moves a space across the edge of each number it sets apart: compared without them.
    expect(text.replace(/\s/g, "")).toContain("بحضور3منأصل4جلساتمباشرة·4ساعات");
    expect(text).not.toContain("الاختبار");
  });

  it("embeds Cairo subsets, and stays a small file", async () => {
    const bytes = await renderCertificatePdf(arabic, verifyUrl, "ar");
    const pdf = await PDFDocument.load(bytes);
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object) => object instanceof PDFDict)
      .filter((dict) => dict.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
    const embedded = fonts
      .filter((dict) => dict.get(PDFName.of("FontFile2")))
      .map((dict) => String(dict.get(PDFName.of("FontName"))));
    // pdf-lib names a subset "/Cairo-Bold-578": one bold face, one regular.
    expect(embedded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/Cairo-Bold-/),
        expect.stringMatching(/^\/Cairo-Regular-/),
      ]),
    );
    const english = await renderCertificatePdf(certificate, verifyUrl);
    console.info(`certificate PDF: English ${english.length} bytes, Arabic ${bytes.length} bytes`);
    expect(bytes.length).toBeLessThan(40_000);
  });

  itWithPoppler(
    "sets the code at the right and the QR code at the left, mirroring the English page",
    async () => {
      const ar = await renderCertificatePdf(arabic, verifyUrl, "ar");
      const en = await renderCertificatePdf(arabic, verifyUrl);
      const middle = 841.89 / 2;
      expect(leftEdgeOf(ar, "ABCD-EFGH-JKMN")).toBeGreaterThan(middle);
      expect(leftEdgeOf(en, "ABCD-EFGH-JKMN")).toBeLessThan(middle);
      // The QR code (110 points square, 70 from the side, 58 from the bottom) darkens its corner.
      const left = { x: 70, y: 58, size: 110 };
      const right = { x: 841.89 - 70 - 110, y: 58, size: 110 };
      expect(darknessIn(ar, left)).toBeGreaterThan(0.3);
      expect(darknessIn(ar, right)).toBeLessThan(0.15);
      expect(darknessIn(en, right)).toBeGreaterThan(0.3);
      expect(darknessIn(en, left)).toBeLessThan(0.15);
    },
  );
});
