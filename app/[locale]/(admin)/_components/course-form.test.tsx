import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const { CourseForm } = await import("./course-form");

/** Each textarea's label, hint and content, by its name. */
const textareas = (html: string) =>
  Object.fromEntries(
    [
      ...html.matchAll(
        /<label for="([^"]+)"[^>]*>([^<]*)<\/label>(?:<p id="[^"]+"[^>]*>([^<]*)<\/p>)?<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g,
      ),
    ].map(([, , label, hint, name, content]) => [name, { label, hint: hint ?? null, content }]),
  );

const hint =
  "One item a line: at most 12 items of 200 characters each. Leave it empty to show nothing.";

describe("CourseForm's outline fields", () => {
  it('shows "What you will learn" and "Requirements" with their hint when the upstream stores them', () => {
    const html = renderToStaticMarkup(<CourseForm kind="on-demand" mode="create" hasOutline />);
    expect(textareas(html)).toMatchObject({
      outcomes: { label: "What you will learn", hint, content: "" },
      requirements: { label: "Requirements", hint, content: "" },
    });
  });

  it("leaves them out on a legacy upstream", () => {
    const html = renderToStaticMarkup(
      <CourseForm kind="online" mode="create" hasOutline={false} />,
    );
    expect(Object.keys(textareas(html))).toEqual(["description", "instructorDescription"]);
    expect(html).not.toContain("What you will learn");
  });
});

describe("CourseForm in Arabic", () => {
  it("labels every field in Arabic", async () => {
    const { LocaleProvider } = await import("@/lib/i18n/locale-context");
    const { expectNoEnglish } = await import("@/test/no-english");
    const html = renderToStaticMarkup(
      <LocaleProvider locale="ar">
        <CourseForm kind="online" mode="create" hasOutline />
      </LocaleProvider>,
    );
    expect(html).toContain("اسم الدورة");
    expect(html).toContain("السعر (بالدولار)");
    expect(html).toContain("إنشاء الدورة");
    const text = html.replace(/<[^>]+>/g, " ");
    // The accepted extensions are file names, not interface text.
    expectNoEnglish(text, [".jpg", ".jpeg", ".png", ".webp"]);
  });
});
