import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("./publishing-actions", () => ({ publishAction: vi.fn(), unpublishAction: vi.fn() }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { ManageCoursesTable } = await import("./manage-courses-table");
const { DocumentTable } = await import("./document-table");
const { DraftBanner } = await import("./draft-banner");

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const deleteAction = async () => ({ ok: true as const });
const course = (id: string, name: string, isDraft?: boolean) => ({
  id,
  name,
  instructorName: "Eng. Omar",
  hours: "12",
  discount: 0,
  ...(isDraft === undefined ? {} : { isDraft }),
});
const draftId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const publishedId = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";

describe("the manage lists' drafts", () => {
  it("mark a draft course 'Draft' with Publish, and offer Unpublish on a published one", () => {
    const html = renderToStaticMarkup(
      <ManageCoursesTable
        kind="online"
        rows={[course(draftId, "Draft ETABS", true), course(publishedId, "Live SAP2000", false)]}
        deleteAction={deleteAction}
        emptyText="No Online Courses Yet"
      />,
    );
    const rows = html.split("<tr").slice(2).map(text);
    expect(rows[0]).toContain("Draft ETABS Draft ");
    expect(rows[0]).toContain("Publish : Draft ETABS");
    expect(rows[0]).not.toContain("Unpublish");
    expect(rows[1]).not.toContain(" Draft ");
    expect(rows[1]).toContain("Unpublish : Live SAP2000");
  });

  it("show no mark and no Publish action on an upstream without drafts", () => {
    const html = text(
      renderToStaticMarkup(
        <ManageCoursesTable
          kind="on-demand"
          rows={[course(publishedId, "Steel Design")]}
          deleteAction={deleteAction}
          emptyText="No OnDemand Courses Yet"
        />,
      ),
    );
    expect(html).not.toContain("Draft");
    expect(html).not.toContain("Publish");
  });

  it("mark a draft product and publication the same way (one control for the four lists)", () => {
    const row = (id: number, title: string, isDraft: boolean) => ({
      id,
      title,
      description: null,
      price: 25,
      imageUrl: null,
      hasFile: true,
      publicUrl: `https://example.test/products/${id}`,
      isDraft,
    });
    for (const kind of ["product", "publication"] as const) {
      const html = renderToStaticMarkup(
        <DocumentTable
          kind={kind}
          rows={[row(7, "Beam tables", true), row(8, "Column charts", false)]}
          highlightId={null}
          updateAction={async () => ({ ok: true as const })}
          deleteAction={deleteAction}
        />,
      );
      const rows = html.split("<tr").slice(2).map(text);
      expect(rows[0], kind).toContain("Beam tables Draft ");
      expect(rows[0], kind).toContain("Publish : Beam tables");
      expect(rows[1], kind).toContain("Unpublish : Column charts");
      expect(rows[1], kind).not.toContain(" Draft ");
    }
  });
});

describe("the preview banner", () => {
  it("says only admins see the draft and offers Publish", async () => {
    const html = text(
      renderToStaticMarkup(
        await DraftBanner({ item: { kind: "product", id: 7 }, title: "Beam tables" }),
      ),
    );
    expect(html).toContain("Draft: only admins can see this page.");
    expect(html).toContain("Publish : Beam tables");
  });
});

describe("the manage lists in Arabic", () => {
  it("label the course table, its draft mark and its actions in Arabic", () => {
    const html = text(
      renderToStaticMarkup(
        <LocaleProvider locale="ar">
          <ManageCoursesTable
            kind="online"
            rows={[{ ...course(draftId, "Draft ETABS", true), start: "2026-12-01", price: 120 }]}
            deleteAction={deleteAction}
            emptyText="لا توجد دورات مباشرة حتى الآن"
          />
        </LocaleProvider>,
      ),
    );
    expect(html).toContain("الدورات المباشرة");
    expect(html).toContain("مسودة");
    expect(html).toContain("نشر");
    expect(html).toContain("تعديل الدورة");
    expect(html).toContain("1 ديسمبر 2026");
    expectNoEnglish(html, ["Draft ETABS", "Eng. Omar"]);
  });

  it("label the product table in Arabic, its price with Latin digits", () => {
    const html = text(
      renderToStaticMarkup(
        <LocaleProvider locale="ar">
          <DocumentTable
            kind="product"
            rows={[
              {
                id: 7,
                title: "Beam tables",
                description: null,
                price: 25,
                imageUrl: null,
                hasFile: true,
                publicUrl: "https://example.test/products/7",
                isDraft: false,
              },
            ]}
            highlightId={null}
            updateAction={async () => ({ ok: true as const })}
            deleteAction={deleteAction}
          />
        </LocaleProvider>,
      ),
    );
    expect(html).toContain("المنتجات");
    expect(html).toContain("إلغاء النشر");
    expect(html).toContain("تنزيل الملف");
    expect(html).toContain("$25");
    expectNoEnglish(html, ["Beam tables"]);
  });

  it("give the preview banner in Arabic", async () => {
    const { setRequestLocale } = await import("next-intl/server");
    setRequestLocale("ar");
    const html = text(
      renderToStaticMarkup(
        await DraftBanner({ item: { kind: "product", id: 7 }, title: "Beam tables" }),
      ),
    );
    expect(html).toContain("نشر");
    expectNoEnglish(html, ["Beam tables"]);
  });
});
