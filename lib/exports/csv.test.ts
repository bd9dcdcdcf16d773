import { describe, expect, it } from "vitest";
import { csvResponse, toCsv } from "@/lib/exports/csv";

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
