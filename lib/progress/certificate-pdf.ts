import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import bidiFactory from "bidi-js";
import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import QRCode from "qrcode";
import { formatDate, parseNaiveDateTime } from "@/lib/dates";
import { messages } from "@/lib/messages";
import { CERTIFICATE_ISSUER, courseHoursText, liveAttendanceText } from "@/lib/progress/view";
import type { Certificate } from "@/lib/upstream/progress";

/** A4 landscape, in PDF points (1/72 inch). */
const PAGE = { width: 841.89, height: 595.28 };

const navy = rgb(0.06, 0.16, 0.29);
const slate = rgb(0.28, 0.33, 0.41);
const gold = rgb(0.72, 0.55, 0.2);

/**
 * Cairo Bold (SIL OFL, from the `@expo-google-fonts/cairo` package: installed with the app,
 * nothing fetched at run time): one face covering Arabic and Latin, for the names a student or
 * an admin typed (the student's and the course's).
 */
const NAME_FONT_FILE = path.join(
  process.cwd(),
  "node_modules",
  "@expo-google-fonts",
  "cairo",
  "700Bold",
  "Cairo_700Bold.ttf",
);

let nameFontBytes: Promise<Buffer> | undefined;
/** The name font's bytes, read once per process (a file of the installed app, never stale). */
const readNameFont = () => (nameFontBytes ??= readFile(NAME_FONT_FILE));

/** Code points of a font a drawn text may use, as fontkit reports them. */
type GlyphCoverage = { hasGlyphForCodePoint(codePoint: number): boolean };

/**
 * The text a font can draw: characters it cannot encode (a standard WinAnsi font and Arabic) or
 * has no glyph for (an embedded font and a script it does not cover) are replaced by "?" rather
 * than failing the whole certificate or drawing empty boxes.
 * @param coverage the embedded font's glyph table; omit for pdf-lib's standard fonts.
 */
export function drawableText(font: PDFFont, text: string, coverage?: GlyphCoverage): string {
  let out = "";
  for (const char of text) {
    if (coverage) {
      out += /\s/.test(char) || coverage.hasGlyphForCodePoint(char.codePointAt(0)!) ? char : "?";
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

const bidi = bidiFactory();

/**
 * A line cut into runs of one direction (Unicode Bidirectional Algorithm, bidi-js), listed in
 * the order they stand from left to right, each run's text in logical order. Why: the font's
 * shaper lays out a whole string in the direction of its first letter, so "عبد الرحمن Hassan"
 * drawn at once prints "nassaH"; drawn run by run, each word keeps its own direction.
 */
export function visualRuns(text: string): string[] {
  if (!text) return [];
  const embedding = bidi.getEmbeddingLevels(text);
  const order = Array.from({ length: text.length }, (_, index) => index);
  for (const segment of bidi.getReorderSegments(text, embedding)) {
    const [start, end] = segment as [number, number];
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  // Each visual stretch of one level is one logical run (reversed when right to left).
  const runs: string[] = [];
  let group: number[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const from = Math.min(...group);
    runs.push(text.slice(from, from + group.length));
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

/** The largest font size ≤ `size` at which `text` fits in `maxWidth` points (not below 10). */
function fittedSize(font: PDFFont, text: string, size: number, maxWidth: number): number {
  let fitted = size;
  while (fitted > 10 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 1;
  return fitted;
}

/**
 * Renders a certificate of completion as a one-page A4 landscape PDF: the business's name, the
 * name printed (the student's certificate name, else full name), the course (and package; for a
 * live course "having attended N of M live sessions" instead; and the course's hours when known;
 * "and passed the final exam with N %" when the certificate required a final exam), the completion date, the code, and a QR code to
 * `verifyUrl` (the public verification page, also written out). The student's and the course's
 * names are drawn in an embedded Cairo Bold subset, shaped and laid out right to left when they are
 * Arabic (fontkit's Arabic shaper), so the PDF's text layer holds them in logical order; a name
 * mixing Arabic and Latin words is drawn run by run in the Unicode bidi order ({@link visualRuns}).
 * Characters Cairo has no glyph for (e.g. Chinese) print as "?". Fixed texts use pdf-lib's
 * standard fonts. The document's metadata repeat the facts (title: the code; subject:
 * name and course; keywords: the code) so a reader can search them; its dates are the issue
 * date, so the same certificate always renders the same facts.
 * @returns the PDF bytes (they start with `%PDF`).
 */
export async function renderCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issued = parseNaiveDateTime(certificate.issuedAt) ?? new Date(0);
  const code = certificate.code.toUpperCase();
  pdf.setTitle(`Certificate of Completion ${code}`);
  pdf.setSubject(`${certificate.studentName} completed ${certificate.courseName}`);
  pdf.setKeywords([code, certificate.code, certificate.courseName]);
  pdf.setAuthor(CERTIFICATE_ISSUER);
  pdf.setCreator(CERTIFICATE_ISSUER);
  pdf.setProducer(CERTIFICATE_ISSUER);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  pdf.registerFontkit(fontkit);
  const nameFontFile = await readNameFont();
  const [regular, bold, italic, nameFont] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.TimesRomanItalic),
    pdf.embedFont(nameFontFile, { subset: true }),
  ]);
  const nameCoverage = fontkit.create(nameFontFile) as unknown as GlyphCoverage;

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

  const centre = (
    text: string,
    y: number,
    font: PDFFont,
    size: number,
    color = navy,
    maxWidth = PAGE.width - 160,
  ) => {
    const safe = drawableText(font, text, font === nameFont ? nameCoverage : undefined);
    const fitted = fittedSize(font, safe, size, maxWidth);
    // Typed names may mix scripts: each run of one direction is drawn by itself, left to right.
    const runs = font === nameFont ? visualRuns(safe) : [safe];
    const widths = runs.map((run) => font.widthOfTextAtSize(run, fitted));
    let x = (PAGE.width - widths.reduce((sum, width) => sum + width, 0)) / 2;
    runs.forEach((run, index) => {
      page.drawText(run, { x, y, size: fitted, font, color });
      x += widths[index]!;
    });
  };

  centre(CERTIFICATE_ISSUER.toUpperCase(), 510, bold, 18, navy);
  centre("Certificate of Completion", 450, italic, 40, navy);
  centre("This certifies that", 400, regular, 14, slate);
  centre(certificate.studentName, 350, nameFont, 34, navy);
  page.drawLine({
    start: { x: 220, y: 340 },
    end: { x: PAGE.width - 220, y: 340 },
    thickness: 1,
    color: gold,
  });
  const attendance = liveAttendanceText(certificate.liveAttendance);
  centre(
    attendance
      ? "has completed the live online course"
      : "has completed every video of the on-demand course",
    305,
    regular,
    14,
    slate,
  );
  centre(certificate.courseName, 265, nameFont, 24, navy);
  // A live course's line is its attendance; an on-demand course's is its package.
  // The hours, when known, share the line: "Package: 3 Months · 30 hours".
  const hours = certificate.courseHours ? courseHoursText(certificate.courseHours) : null;
  const detail = attendance
    ? `having ${attendance}`
    : certificate.packageName
      ? `Package: ${certificate.packageName}`
      : null;
  const detailLine = [detail, hours && (detail ? hours : `Course length: ${hours}`)]
    .filter(Boolean)
    .join(" · ");
  const examLine =
    certificate.finalExamPercent === null
      ? null
      : `and ${messages.watch.finalExamPassed(certificate.finalExamPercent)}`;
  const lines = [detailLine, examLine].filter((line) => Boolean(line)) as string[];
  lines.forEach((line, index) => centre(line, 238 - 22 * index, regular, 12, slate));
  // A second line below the course pushes the date down (still clear of the QR code).
  const completedY = lines.length > 1 ? 190 : 205;
  centre(`Completed on ${formatDate(certificate.completedAt)}`, completedY, regular, 14, navy);

  // Code and verification, bottom left; QR code bottom right.
  page.drawText(`Certificate code: ${code}`, { x: 70, y: 110, size: 13, font: bold, color: navy });
  page.drawText(`Issued on ${formatDate(certificate.issuedAt)}`, {
    x: 70,
    y: 90,
    size: 11,
    font: regular,
    color: slate,
  });
  page.drawText(drawableText(regular, `Verify at ${verifyUrl}`), {
    x: 70,
    y: 70,
    size: 10,
    font: regular,
    color: slate,
  });

  const qrPng = await QRCode.toBuffer(verifyUrl, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 1,
    width: 300,
  });
  const qr = await pdf.embedPng(qrPng);
  const qrSize = 110;
  page.drawImage(qr, { x: PAGE.width - 70 - qrSize, y: 58, width: qrSize, height: qrSize });
  page.drawText("Scan to verify", {
    x: PAGE.width - 70 - qrSize + (qrSize - regular.widthOfTextAtSize("Scan to verify", 9)) / 2,
    y: 46,
    size: 9,
    font: regular,
    color: slate,
  });

  return pdf.save({ useObjectStreams: false });
}
