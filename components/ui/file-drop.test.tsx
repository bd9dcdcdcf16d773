import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileDrop } from "@/components/ui/file-drop";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { Locale } from "@/lib/i18n/routing";

/** The drop zone as a student's proof upload or an admin form draws it, before a file is chosen. */
const render = (locale: Locale, label: string) =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <FileDrop
        id="proof"
        label={label}
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        file={null}
        onFileChange={() => undefined}
        kind="image"
      />
    </LocaleProvider>,
  );

describe("FileDrop", () => {
  it("speaks English on an English page", () => {
    const markup = render("en", "Payment proof");
    expect(markup).toContain("Drag a file here, or choose one.");
    expect(markup).toContain(">Choose file<");
    expect(markup).toContain('aria-label="Choose file: Payment proof"');
  });

  it("speaks Arabic on an Arabic page", () => {
    const markup = render("ar", "إثبات الدفع");
    expect(markup).toContain("اسحب ملفًا إلى هنا، أو اختر ملفًا.");
    expect(markup).toContain(">اختيار ملف<");
    expect(markup).toContain("الأنواع المقبولة:");
    expect(markup).not.toContain("Choose file");
  });
});
