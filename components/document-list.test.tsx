import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import type { DocumentItem } from "@/components/document-card";

vi.mock("@/lib/holdings", () => ({ heldIds: async () => new Set<number>() }));

const { DocumentListPage } = await import("@/components/document-list");

/** The text a person reads in a server tree (tags left out, spaces joined). */
async function textOf(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const sheet: DocumentItem = {
  kind: "product",
  id: 3,
  title: "Retaining Wall Design Sheet",
  description: null,
  imageUrl: null,
  price: 25,
};

/** A list kind whose upstream holds `items` and searches their titles as the upstream does. */
function kindOf(emptyText: string, items: DocumentItem[]) {
  return {
    title: "Products",
    intro: "Design spreadsheets",
    basePath: "/products" as const,
    searchLabel: "Search products",
    emptyText,
    listPage: async ({ search, page }: { search?: string; page?: number }) =>
      page === 1
        ? items.filter((item) => item.title.toLowerCase().includes((search ?? "").toLowerCase()))
        : [],
  };
}

describe("DocumentListPage's empty texts", () => {
  it("says “No results for …” for a search that matched nothing", async () => {
    for (const emptyText of ["No Products Yet", "No Publications Yet"]) {
      const text = await textOf(
        await DocumentListPage({
          kind: kindOf(emptyText, [sheet]),
          searchParams: { q: " footing " },
          session: null,
        }),
      );
      expect(text).toContain("No results for “footing”");
      expect(text).not.toContain(emptyText);
    }
  });

  it("keeps the spec's text for a list with nothing in it, and shows a match", async () => {
    const empty = await textOf(
      await DocumentListPage({
        kind: kindOf("No Publications Yet", []),
        searchParams: {},
        session: null,
      }),
    );
    expect(empty).toContain("No Publications Yet");
    expect(empty).not.toContain("No results");
    const found = await textOf(
      await DocumentListPage({
        kind: kindOf("No Products Yet", [sheet]),
        searchParams: { q: "wall" },
        session: null,
      }),
    );
    expect(found).toContain("Retaining Wall Design Sheet");
    expect(found).not.toContain("No results");
  });
});
