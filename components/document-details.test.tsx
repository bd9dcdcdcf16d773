import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import type { DocumentItem } from "@/components/document-card";

vi.mock("@/lib/holdings", () => ({ heldIds: async () => new Set<number>() }));

const { DocumentDetails } = await import("@/components/document-details");

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

const item: DocumentItem = {
  kind: "product",
  id: 3,
  title: "Retaining Wall Design Sheet",
  description: "Cantilever walls to ECP 202",
  imageUrl: null,
  price: 25,
};

describe("DocumentDetails", () => {
  it("says the file's type and size before the visitor buys or downloads it", async () => {
    const text = await textOf(
      <DocumentDetails
        session={null}
        load={{ status: "found", item, file: { type: 1, sizeBytes: 87_040 } }}
        listPath="/products"
        listTitle="Products"
      />,
    );
    expect(text).toContain("File: Excel · 85 KB");
    const publication = await textOf(
      <DocumentDetails
        session={null}
        load={{
          status: "found",
          item: { ...item, kind: "publication", price: 0 },
          file: { type: 0, sizeBytes: 2_516_582 },
        }}
        listPath="/publications"
        listTitle="Publications"
      />,
    );
    expect(publication).toContain("File: PDF · 2.4 MB");
  });

  it("says nothing of a file it knows nothing about", async () => {
    const text = await textOf(
      <DocumentDetails
        session={null}
        load={{ status: "found", item, file: null }}
        listPath="/products"
        listTitle="Products"
      />,
    );
    expect(text).not.toContain("File:");
  });
});
