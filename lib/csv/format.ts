import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/** A cell of an exported table: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A separator (`,` or `;`, and a line break) followed by a formula character. Where the comma is
 * the decimal mark (Arabic locales among them) Excel reads a CSV file with `;` as the separator,
 * and a reader that splits on a separator inside a cell starts a new cell there: `Ali;=1+2`
 * becomes the cells `Ali` and `=1+2`.
 */
const separatorThenFormula = /([,;\r\n])(?=[=+\-@\t\r])/g;

/**
 * A cell as written to the file (OWASP's CSV-injection guidance): text that a spreadsheet would
 * run as a formula (a student may name themself `=HYPERLINK(…)`) gets a leading apostrophe, and
 * so does every part of it after a separator, so that no reading of the file (`,` or `;`) starts
 * a cell with a formula: Excel and LibreOffice show an apostrophe-led cell as text. The apostrophe
 * stays in the text the admin sees; that is the price of a name that looks like a formula.
 * Numbers stay numbers (a negative amount is not text).
 */
function safeCell(cell: CsvCell): string | number {
  if (cell === null) return "";
  if (typeof cell === "number") return cell;
  const inner = cell.replace(separatorThenFormula, "$1'");
  return formulaStart.test(inner) ? `'${inner}` : inner;
}

/**
 * A CSV file (RFC 4180: comma-separated, CRLF line ends) with a header row, every field in
 * double quotes (empty ones too: a reader never guesses where a cell ends), its text neutralised
 * against formulas (see `safeCell`), starting with a UTF-8 byte-order mark so Excel opens names
 * in Arabic script correctly.
 * @param header the column titles.
 * @param rows one array per row, in the header's order.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], {
    bom: true,
    quoted: true,
    quoted_empty: true,
    record_delimiter: "windows",
  });
}

/**
 * A download response for a CSV file: `text/csv; charset=utf-8`, an attachment named
 * `{name}-{YYYY-MM-DD}.csv` (the day in UTC), never stored by a cache.
 */
export function csvResponse(name: string, csv: string, now: Date = new Date()): Response {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** One line of a bulk enrolment file: the student's e-mail, the course and the package (names). */
export interface EnrollmentLine {
  email: string;
  course: string;
  package: string;
}

/** A bulk enrolment file, read: its lines, or why it cannot be read at all. */
export type EnrollmentFile = { ok: true; lines: EnrollmentLine[] } | { ok: false; error: string };

/** Header names accepted for each column (any case, spaces and dashes ignored). */
const columnNames: Record<keyof EnrollmentLine, readonly string[]> = {
  email: ["email", "e-mail", "emailaddress"],
  course: ["course", "coursename"],
  package: ["package", "packagename"],
};

const normaliseHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

/**
 * Reads a bulk enrolment CSV (UTF-8, a byte-order mark allowed, comma or semicolon as Excel
 * writes it): a header row naming the columns `e-mail`, `course` and `package` (any order, any
 * case; other columns ignored), then one student per line. Blank lines are skipped.
 * @returns the lines, or a clear error when the text is not CSV or a column is missing.
 */
export function parseEnrollmentCsv(text: string): EnrollmentFile {
  let records: string[][];
  try {
    const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
    const delimiter = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
    records = parse(text, {
      bom: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch {
    return { ok: false, error: "This file is not a CSV file that can be read." };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, error: "The file is empty." };
  const names = header.map(normaliseHeader);
  const index = {} as Record<keyof EnrollmentLine, number>;
  for (const [column, accepted] of Object.entries(columnNames) as [
    keyof EnrollmentLine,
    readonly string[],
  ][]) {
    index[column] = names.findIndex((name) => accepted.includes(name));
    if (index[column] === -1) {
      return {
        ok: false,
        error: "The first line must name the columns e-mail, course and package.",
      };
    }
  }
  return {
    ok: true,
    lines: rows.map((row) => ({
      email: row[index.email] ?? "",
      course: row[index.course] ?? "",
      package: row[index.package] ?? "",
    })),
  };
}
