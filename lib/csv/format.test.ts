import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvResponse, toCsv } from "@/lib/csv/format";

/** A cell a spreadsheet would run: it starts with a formula character and is not a plain number. */
const startsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

/**
 * Every cell of a CSV file as three readers see it: with `,` (as written), and with `;` (Excel
 * where the comma is the decimal mark), honouring quotes as far as they go or ignoring them.
 */
function readBack(csv: string): string[] {
  const text = csv.replace(/^\uFEFF/, "");
  const readings = [
    parse(text, { delimiter: "," }),
    parse(text, { delimiter: ";", relax_quotes: true, relax_column_count: true }),
    parse(text, { delimiter: ";", quote: false, relax_column_count: true }),
  ] as string[][][];
  return readings.flat(2);
}

describe("toCsv", () => {
  it("starts with a byte-order mark, ends lines with CRLF, and quotes every field", () => {
    const csv = toCsv(
      ["Name", "Note", "Count"],
      [
        ["نورهان عبدالرحمن", 'said "hi", then left', 3],
        ["Omar", null, null],
      ],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe(
      '"Name","Note","Count"\r\n"نورهان عبدالرحمن","said ""hi"", then left","3"\r\n"Omar","",""\r\n',
    );
  });

  it("keeps a cell that a spreadsheet would run as a formula as text", () => {
    const csv = toCsv(
      ["Name"],
      [['=HYPERLINK("http://evil.example","x")'], ["+20 100"], ["@SUM(A1)"], ["-1+1"], ["\t=1"]],
    );
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines.slice(1)).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
      '"\'+20 100"',
      '"\'@SUM(A1)"',
      '"\'-1+1"',
      '"\'\t=1"',
    ]);
  });

  it("neutralises a formula after a separator: a student named Ali;=1+2 Hassan;@SUM(1) stays text however the file is read", () => {
    const csv = toCsv(
      ["First name", "Last name", "E-mail"],
      [
        ["Ali;=1+2", "Hassan;@SUM(1)", "ali@example.com"],
        ["a,+1", "b;\t-2", "x;-3"],
      ],
    );
    const cells = readBack(csv);
    expect(cells.filter(startsFormula)).toEqual([]);
    expect(parse(csv, { bom: true })[1]).toEqual([
      "Ali;\'=1+2",
      "Hassan;\'@SUM(1)",
      "ali@example.com",
    ]);
  });

  it("writes numbers as numbers, negative ones included", () => {
    expect(toCsv(["Amount"], [[1400], [-5]]).slice(1)).toBe('"Amount"\r\n"1400"\r\n"-5"\r\n');
  });
});

describe("csvResponse", () => {
  it("is a private, dated attachment", async () => {
    const response = csvResponse("orders", "a\r\n", new Date("2026-11-24T23:59:00Z"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="orders-2026-11-24.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("a\r\n");
  });
});

describe("parseEnrollmentCsv", () => {
  it("reads the columns by name in any order and case, with a BOM and semicolons", async () => {
    const { parseEnrollmentCsv } = await import("@/lib/csv/format");
    expect(
      parseEnrollmentCsv(
        "\uFEFFPackage;E-Mail;Course Name;Notes\r\n3 Months;nour@example.com;SAFE;paid\r\n\r\n",
      ),
    ).toEqual({
      ok: true,
      lines: [{ email: "nour@example.com", course: "SAFE", package: "3 Months" }],
    });
  });

  it("keeps quoted commas and Arabic text", async () => {
    const { parseEnrollmentCsv } = await import("@/lib/csv/format");
    const parsed = parseEnrollmentCsv(
      'email,course,package\nnour@example.com,"Steel, Part 1",باقة 3 أشهر\n',
    );
    expect(parsed).toEqual({
      ok: true,
      lines: [{ email: "nour@example.com", course: "Steel, Part 1", package: "باقة 3 أشهر" }],
    });
  });

  it("says what is wrong with a file it cannot use", async () => {
    const { parseEnrollmentCsv } = await import("@/lib/csv/format");
    expect(parseEnrollmentCsv("")).toEqual({ ok: false, error: "The file is empty." });
    expect(parseEnrollmentCsv("name,course\nA,B\n")).toEqual({
      ok: false,
      error: "The first line must name the columns e-mail, course and package.",
    });
    expect(parseEnrollmentCsv('email,course,package\n"unclosed,SAFE,1\n')).toEqual({
      ok: false,
      error: "This file is not a CSV file that can be read.",
    });
  });
});
