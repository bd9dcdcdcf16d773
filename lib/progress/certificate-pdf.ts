import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import bidiFactory from "bidi-js";
import { PDFDocument, PDFName, PDFString, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import QRCode from "qrcode";
import { formatDate, parseNaiveDateTime } from "@/lib/dates";
import { isolate } from "@/lib/i18n/bidi";
import { messages } from "@/lib/messages";
import { CERTIFICATE_ISSUER, courseHoursText, liveAttendanceText } from "@/lib/progress/view";
import type { Certificate } from "@/lib/upstream/progress";

/** A4 landscape, in PDF points (1/72 inch). */
const PAGE = { width: 841.89, height: 595.28 };

const navy = rgb(0.06, 0.16, 0.29);
const slate = rgb(0.28, 0.33, 0.41);
const gold = rgb(0.72, 0.55, 0.2);
/** The side margin of the code block and the QR code, in points. */
const MARGIN = 70;

/** The languages a certificate is printed in. */
export type CertificateLocale = "en" | "ar";

/**
 * Cairo (SIL OFL, from the `@expo-google-fonts/cairo` package: installed with the app, nothing
 * fetched at run time): faces covering Arabic and Latin. Bold draws the names a student or an
 * admin typed (the student's and the course's) in every certificate; the Arabic certificate
 * draws all its texts in Cairo, Regular beside Bold.
 */
const CAIRO_FILES = {
  bold: path.join("700Bold", "Cairo_700Bold.ttf"),
  regular: path.join("400Regular", "Cairo_400Regular.ttf"),
};

const cairoBytes: Partial<Record<keyof typeof CAIRO_FILES, Promise<Buffer>>> = {};
/** A Cairo face's bytes, read once per process (a file of the installed app, never stale). */
const readCairo = (face: keyof typeof CAIRO_FILES) =>
  (cairoBytes[face] ??= readFile(
    path.join(process.cwd(), "node_modules", "@expo-google-fonts", "cairo", CAIRO_FILES[face]),
  ));

/** Code points of a font a drawn text may use, as fontkit reports them. */
type GlyphCoverage = { hasGlyphForCodePoint(codePoint: number): boolean };

/**
 * Unicode's bidi marks and isolates (ALM, LRM, RLM, embeddings, overrides, LRI/RLI/FSI/PDI): they
 * steer the order of a line but draw nothing, and Cairo has no glyph for them.
 */
const BIDI_CONTROL = "[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]";
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL, "g");
const ONE_BIDI_CONTROL = new RegExp(`^${BIDI_CONTROL}$`);
const isBidiControl = (char: string) => ONE_BIDI_CONTROL.test(char);

/** `text` as one left-to-right island inside a right-to-left line (a code, an address). */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/**
 * The text a font can draw: characters it cannot encode (a standard WinAnsi font and Arabic) or
 * has no glyph for (an embedded font and a script it does not cover) are replaced by "?" rather
 * than failing the whole certificate or drawing empty boxes. An embedded font keeps bidi marks
 * and isolates: {@link visualRuns} reads and drops them.
 * @param coverage the embedded font's glyph table; omit for pdf-lib's standard fonts.
 */
export function drawableText(font: PDFFont, text: string, coverage?: GlyphCoverage): string {
  let out = "";
  for (const char of text) {
    if (coverage) {
      const isDrawable =
        /\s/.test(char) ||
        isBidiControl(char) ||
        coverage.hasGlyphForCodePoint(char.codePointAt(0)!);
      out += isDrawable ? char : "?";
      continue;
    }
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += "?";
    }
  }
  return out;
}

/**
 * fontkit, except that each Arabic ligature glyph the shaper picks (لا, بر, الله …) stands in the
 * PDF's text layer for the one presentation-form character it is named after (U+FEF9 "ﻹ", U+FC6A
 * "ﱪ"), not for its letters. Why: a right-to-left run's glyphs are drawn in visual order, and
 * poppler (pdftotext), pdfminer and pypdf read them back from the right but spread a ligature's
 * letters from the left, so "لإتمام" came out "إلتمام"; one character cannot be reversed, and its
 * compatibility decomposition (NFKC, which search and copy apply) is the letters in logical order.
 * A ligature whose name or letters do not match a presentation form keeps its letters.
 */
const presentationFormFontkit: Parameters<PDFDocument["registerFontkit"]>[0] = {
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const layout = font.layout.bind(font);
    font.layout = (text, features) => {
      const run = layout(text, features);
      for (const glyph of run.glyphs) {
        if (glyph.codePoints.length < 2) continue;
        const form = /^uni(F[B-E][0-9A-F]{2})(\.|$)/.exec((glyph as { name?: string }).name ?? "");
        const character = form ? String.fromCodePoint(parseInt(form[1]!, 16)) : "";
        if (character && character.normalize("NFKC") === String.fromCodePoint(...glyph.codePoints))
          glyph.codePoints = [character.codePointAt(0)!];
      }
      return run;
    };
    return font;
  },
};

const bidi = bidiFactory();

/**
 * A line cut into runs of one direction (Unicode Bidirectional Algorithm, bidi-js), listed in
 * the order they stand from left to right, each run's text in logical order. Why: the font's
 * shaper lays out a whole string in the direction of its first letter, so "عبد الرحمن Hassan"
 * drawn at once prints "nassaH"; drawn run by run, each word keeps its own direction. Bidi marks
 * and isolates in `text` steer the order and are left out of the runs (they draw nothing). In a
 * right-to-left run, brackets are mirrored ("(" drawn as ")"), as the bidi algorithm asks: the
 * shaper reverses the run's glyphs but does not mirror them, so "محمد (أبو علي)" printed ")أبو علي(".
 * @param direction the line's base direction; by default its first strong letter's (a name).
 */
export function visualRuns(text: string, direction?: "ltr" | "rtl"): string[] {
  if (!text) return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const order = Array.from({ length: text.length }, (_, index) => index);
  for (const segment of bidi.getReorderSegments(text, embedding)) {
    const [start, end] = segment as [number, number];
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const characters = text.split("");
  for (const [index, mirror] of bidi.getMirroredCharactersMap(text, embedding.levels))
    characters[index] = mirror;
  const drawn = characters.join("");
  // Each visual stretch of one level is one logical run (reversed when right to left).
  const runs: string[] = [];
  let group: number[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const from = Math.min(...group);
    const run = drawn.slice(from, from + group.length).replace(BIDI_CONTROLS, "");
    if (run) runs.push(run);
    group = [];
  };
  for (const index of order) {
    const previous = group.at(-1);
    const isSameRun =
      previous !== undefined &&
      embedding.levels[previous] === embedding.levels[index] &&
      Math.abs(previous - index) === 1;
    if (!isSameRun) flush();
    group.push(index);
  }
  flush();
  return runs;
}

/** The largest font size ≤ `size` at which the runs fit in `maxWidth` points (not below 10). */
function fittedSize(font: PDFFont, runs: string[], size: number, maxWidth: number): number {
  const width = (at: number) => runs.reduce((sum, run) => sum + font.widthOfTextAtSize(run, at), 0);
  let fitted = size;
  while (fitted > 10 && width(fitted) > maxWidth) fitted -= 1;
  return fitted;
}

/** The texts a certificate prints, in one language. */
type CertificateTexts = {
  [
    Key in keyof (typeof messages.certificatePdf)["en"]
  ]: (typeof messages.certificatePdf)["en"][Key] extends string
    ? string
    : (typeof messages.certificatePdf)["en"][Key];
} & {
  /** The live course's line: "having attended 3 of 4 live sessions". */
  attended: (attended: number, total: number) => string;
  /** The course's length from the free text the admin typed: "30 hours". */
  hours: (hours: string) => string;
  /** The exam's line: "and passed the final exam with 85 %". */
  examPassed: (percent: number) => string;
};

const TEXTS: Record<CertificateLocale, CertificateTexts> = {
  en: {
    ...messages.certificatePdf.en,
    attended: (attended, total) => `having ${liveAttendanceText({ attended, total })}`,
    hours: courseHoursText,
    examPassed: (percent) => `and ${messages.watch.finalExamPassed(percent)}`,
  },
  ar: messages.certificatePdf.ar,
};

/**
 * A date of the wire ("2026-11-20T10:00:00") as the certificate prints it: "20 November 2026";
 * in Arabic "20 نوفمبر 2026" (`ar-EG`, Latin digits like the code beside it); "" when not a date.
 */
function certificateDate(value: string, locale: CertificateLocale): string {
  if (locale === "en") return formatDate(value);
  const date = parseNaiveDateTime(value);
  if (!date) return "";
  return date.toLocaleDateString("ar-EG", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  });
}

/**
 * Renders a certificate of completion as a one-page A4 landscape PDF: the business's name, the
 * name printed (the student's certificate name, else full name), the course (and package; for a
 * live course "having attended N of M live sessions" instead; and the course's hours when known;
 * "and passed the final exam with N %" when the certificate required a final exam), the
 * completion date, the code, and a QR code to `verifyUrl` (the public verification page, also
 * written out). The student's and the course's names are drawn in an embedded Cairo Bold subset,
 * shaped and laid out right to left when they are Arabic (fontkit's Arabic shaper), so the PDF's
 * text layer holds them in logical order; a name mixing Arabic and Latin words is drawn run by run
 * in the Unicode bidi order ({@link visualRuns}). Characters Cairo has no glyph for (e.g. Chinese)
 * print as "?". The English certificate's fixed texts use pdf-lib's standard fonts.
 *
 * In Arabic (`locale` "ar") every fixed text is Arabic (`messages.certificatePdf.ar`), drawn in
 * Cairo subsets, each line right to left with the code, the address, numbers and typed names kept
 * in their own direction; dates are `ar-EG` with Latin digits; the code block stands at the right
 * and the QR code at the left. The document's metadata repeat the facts in the certificate's
 * language (title: the code; subject: name and course; keywords: the code; language) so a reader
 * can search them; its dates are the issue date, so the same certificate always renders the same
 * facts.
 * @param locale the language printed; English by default.
 * @returns the PDF bytes (they start with `%PDF`).
 */
export async function renderCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  locale: CertificateLocale = "en",
): Promise<Uint8Array> {
  const texts = TEXTS[locale];
  const isArabic = locale === "ar";
  const pdf = await PDFDocument.create();
  const issued = parseNaiveDateTime(certificate.issuedAt) ?? new Date(0);
  const code = certificate.code.toUpperCase();
  pdf.setTitle(texts.documentTitle(code));
  pdf.setSubject(texts.documentSubject(certificate.studentName, certificate.courseName));
  pdf.setKeywords([code, certificate.code, certificate.courseName]);
  pdf.setAuthor(CERTIFICATE_ISSUER);
  pdf.setCreator(CERTIFICATE_ISSUER);
  pdf.setProducer(CERTIFICATE_ISSUER);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  // The document's language, for screen readers and text extraction.
  pdf.catalog.set(PDFName.of("Lang"), PDFString.of(isArabic ? "ar-EG" : "en"));

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  pdf.registerFontkit(presentationFormFontkit);
  const [boldFile, regularFile] = await Promise.all([
    readCairo("bold"),
    isArabic ? readCairo("regular") : undefined,
  ]);
  const nameFont = await pdf.embedFont(boldFile, { subset: true });
  const coverage = new Map<PDFFont, GlyphCoverage>([
    [nameFont, fontkit.create(boldFile) as unknown as GlyphCoverage],
  ]);
  // The business's name is Latin capitals in either language.
  const brand = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [regular, bold, titleFont] = regularFile
    ? [await pdf.embedFont(regularFile, { subset: true }), nameFont, nameFont]
    : [
        await pdf.embedFont(StandardFonts.Helvetica),
        brand,
        await pdf.embedFont(StandardFonts.TimesRomanItalic),
      ];
  if (regularFile) coverage.set(regular, fontkit.create(regularFile) as unknown as GlyphCoverage);

  // Frame: a navy border, and a thin gold one inside it (inset from the page's edges, in points).
  for (const { inset, borderColor, borderWidth } of [
    { inset: 24, borderColor: navy, borderWidth: 3 },
    { inset: 34, borderColor: gold, borderWidth: 1 },
  ]) {
    page.drawRectangle({
      x: inset,
      y: inset,
      width: PAGE.width - 2 * inset,
      height: PAGE.height - 2 * inset,
      borderColor,
      borderWidth,
    });
  }

  /**
   * Draws one line: centred on `centreX` (the page's middle by default), or from the reading
   * side's margin (`start`: the left in English, the right in Arabic). A fixed text of the
   * Arabic certificate is a right-to-left line; a typed name alone on its line takes its own
   * first letter's direction (`ownDirection`). Shrinks the text to fit `maxWidth` points.
   */
  const line = (
    text: string,
    y: number,
    font: PDFFont,
    size: number,
    {
      color = navy,
      maxWidth = PAGE.width - 160,
      align = "centre",
      centreX = PAGE.width / 2,
      ownDirection = false,
    }: {
      color?: typeof navy;
      maxWidth?: number;
      align?: "centre" | "start";
      centreX?: number;
      ownDirection?: boolean;
    } = {},
  ) => {
    const glyphs = coverage.get(font);
    const safe = drawableText(font, text, glyphs);
    // Text in an embedded face may mix scripts: each run of one direction is drawn by itself,
    // left to right. A standard font draws Latin only, one run.
    const runs = glyphs ? visualRuns(safe, ownDirection || !isArabic ? undefined : "rtl") : [safe];
    const fitted = fittedSize(font, runs, size, maxWidth);
    const widths = runs.map((run) => font.widthOfTextAtSize(run, fitted));
    const width = widths.reduce((sum, runWidth) => sum + runWidth, 0);
    let x =
      align === "centre" ? centreX - width / 2 : isArabic ? PAGE.width - MARGIN - width : MARGIN;
    runs.forEach((run, index) => {
      page.drawText(run, { x, y, size: fitted, font, color });
      x += widths[index]!;
    });
  };

  line(CERTIFICATE_ISSUER.toUpperCase(), 510, brand, 18);
  line(texts.title, 450, titleFont, 40);
  line(texts.certifies, 400, regular, 14, { color: slate });
  line(certificate.studentName, 350, nameFont, 34, { ownDirection: true });
  page.drawLine({
    start: { x: 220, y: 340 },
    end: { x: PAGE.width - 220, y: 340 },
    thickness: 1,
    color: gold,
  });
  const { liveAttendance } = certificate;
  line(liveAttendance ? texts.completedLive : texts.completedOnDemand, 305, regular, 14, {
    color: slate,
  });
  line(certificate.courseName, 265, nameFont, 24, { ownDirection: true });
  // A live course's line is its attendance; an on-demand course's is its package.
  // The hours, when known, share the line: "Package: 3 Months · 30 hours".
  // Typed names inside an Arabic line keep their own direction (isolated).
  const typed = isArabic ? isolate : (text: string) => text;
  const hours = certificate.courseHours ? typed(texts.hours(certificate.courseHours)) : null;
  const detail = liveAttendance
    ? texts.attended(liveAttendance.attended, liveAttendance.total)
    : certificate.packageName
      ? texts.packageLine(typed(certificate.packageName))
      : null;
  const detailLine = [detail, hours && (detail ? hours : texts.courseLength(hours))]
    .filter(Boolean)
    .join(" · ");
  const examLine =
    certificate.finalExamPercent === null ? null : texts.examPassed(certificate.finalExamPercent);
  const lines = [detailLine, examLine].filter((text) => Boolean(text)) as string[];
  lines.forEach((text, index) => line(text, 238 - 22 * index, regular, 12, { color: slate }));
  // A second line below the course pushes the date down (still clear of the QR code).
  const completedY = lines.length > 1 ? 190 : 205;
  line(
    texts.completedOn(certificateDate(certificate.completedAt, locale)),
    completedY,
    regular,
    14,
  );

  // Code and verification at the reading side's bottom corner, the QR code at the other; the
  // code and the address read left to right in either language.
  const ltr = isArabic ? leftToRight : (text: string) => text;
  const qrSize = 110;
  const block = { align: "start", maxWidth: PAGE.width - 2 * MARGIN - qrSize - 30 } as const;
  line(texts.codeLine(ltr(code)), 110, bold, 13, block);
  line(texts.issuedOn(certificateDate(certificate.issuedAt, locale)), 90, regular, 11, {
    ...block,
    color: slate,
  });
  line(texts.verifyAt(ltr(verifyUrl)), 70, regular, 10, { ...block, color: slate });

  const qrPng = await QRCode.toBuffer(verifyUrl, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 1,
    width: 300,
  });
  const qr = await pdf.embedPng(qrPng);
  const qrX = isArabic ? MARGIN : PAGE.width - MARGIN - qrSize;
  page.drawImage(qr, { x: qrX, y: 58, width: qrSize, height: qrSize });
  line(texts.scanToVerify, 46, regular, 9, {
    color: slate,
    centreX: qrX + qrSize / 2,
    maxWidth: qrSize + 40,
  });

  return pdf.save({ useObjectStreams: false });
}
