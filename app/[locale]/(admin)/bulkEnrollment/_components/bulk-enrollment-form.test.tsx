import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";
import { BulkEnrollmentForm } from "./bulk-enrollment-form";

// React writes a small script for a form whose action is a function: not visible text.
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("BulkEnrollmentForm", () => {
  it("asks for the file in Arabic on an Arabic page", () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="ar">
        <BulkEnrollmentForm previewAction={vi.fn()} applyAction={vi.fn()} />
      </LocaleProvider>,
    );
    const shown = text(html);
    expect(shown).toContain("ملف CSV (الأعمدة:");
    expect(shown).toContain("فحص الملف");
    // The columns' names are the file's own (its header line is read in English).
    expectNoEnglish(shown, ["e-mail, course, package"]);
  });

  it("keeps the English texts on an English page", () => {
    const html = renderToStaticMarkup(
      <BulkEnrollmentForm previewAction={vi.fn()} applyAction={vi.fn()} />,
    );
    expect(text(html)).toContain("CSV file (columns: e-mail, course, package)");
    expect(text(html)).toContain("Check file");
  });
});
