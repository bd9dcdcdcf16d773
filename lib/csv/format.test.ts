import { describe, expect, it } from "vitest";
import { csvResponse, toCsv } from "@/lib/csv/format";

describe("toCsv", () => {
  it("starts with a byte-order mark, ends lines with CRLF, and quotes what needs quoting", () => {
    const csv = toCsv(["Name", "Note"], [["نورهان عبدالرحمن", 'said "hi", then left'], ["Omar", null]]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe('Name,Note\r\nنورهان عبدالرحمن,"said ""hi"", then left"\r\nOmar,\r\n');
  });

  it("keeps a cell that a spreadsheet would run as a formula as text", () => {
    const csv = toCsv(["Name"], [["=HYPERLINK(\"http://evil.example\",\"x\")"], ["+20 100"], ["@SUM(A1)"], ["-1+1"]]);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines.slice(1)).toEqual(['"\'=HYPERLINK(""http://evil.example"",""x"")"', "'+20 100", "'@SUM(A1)", "'-1+1"]);
  });

  it("writes numbers as numbers, negative ones included", () => {
    expect(toCsv(["Amount"], [[1400], [-5]]).slice(1)).toBe("Amount\r\n1400\r\n-5\r\n");
  });
});

describe("csvResponse", () => {
  it("is a private, dated attachment", async () => {
    const response = csvResponse("orders", "a\r\n", new Date("2026-11-24T23:59:00Z"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-11-24.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("a\r\n");
  });
});

describe("parseEnrolmentCsv", () => {
  it("reads the columns by name in any order and case, with a BOM and semicolons", async () => {
    const { parseEnrolmentCsv } = await import("@/lib/csv/format");
    expect(parseEnrolmentCsv("\uFEFFPackage;E-Mail;Course Name;Notes\r\n3 Months;nour@example.com;SAFE;paid\r\n\r\n")).toEqual({
      ok: true,
      lines: [{ email: "nour@example.com", course: "SAFE", package: "3 Months" }],
    });
  });

  it("keeps quoted commas and Arabic text", async () => {
    const { parseEnrolmentCsv } = await import("@/lib/csv/format");
    const parsed = parseEnrolmentCsv('email,course,package\nnour@example.com,"Steel, Part 1",باقة 3 أشهر\n');
    expect(parsed).toEqual({ ok: true, lines: [{ email: "nour@example.com", course: "Steel, Part 1", package: "باقة 3 أشهر" }] });
  });

  it("says what is wrong with a file it cannot use", async () => {
    const { parseEnrolmentCsv } = await import("@/lib/csv/format");
    expect(parseEnrolmentCsv("")).toEqual({ ok: false, error: "The file is empty." });
    expect(parseEnrolmentCsv("name,course\nA,B\n")).toEqual({
      ok: false,
      error: "The first line must name the columns e-mail, course and package.",
    });
    expect(parseEnrolmentCsv('email,course,package\n"unclosed,SAFE,1\n')).toEqual({
      ok: false,
      error: "This file is not a CSV file that can be read.",
    });
  });
});
