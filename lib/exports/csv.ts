import { stringify } from "csv-stringify/sync";

/** A cell of an exported table: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell as written to the file: text that a spreadsheet would run as a formula (a student may
 * name themself `=HYPERLINK(…)`) gets a leading apostrophe, so Excel and LibreOffice show it as
 * text. Numbers stay numbers (a negative amount is not text).
 */
function safeCell(cell: CsvCell): string | number {
  if (cell === null) return "";
  if (typeof cell === "number") return cell;
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

/**
 * A CSV file (RFC 4180: comma-separated, quoted where needed, CRLF line ends) with a header row,
 * starting with a UTF-8 byte-order mark so Excel opens names in Arabic script correctly.
 * @param header the column titles.
 * @param rows one array per row, in the header's order.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], {
    bom: true,
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
