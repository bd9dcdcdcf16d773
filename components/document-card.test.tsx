import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";

const held = vi.hoisted(() => ({ products: new Set<number>(), calls: 0 }));
vi.mock("@/lib/holdings", () => ({
  heldIds: async () => {
    held.calls += 1;
    return held.products;
  },
}));

const { DocumentActionsForViewer, DocumentCard } = await import("@/components/document-card");

const paid = {
  kind: "product" as const,
  id: 7,
  title: "Footing Design Sheet",
  description: null,
  imageUrl: null,
  price: 25,
};
const free = { ...paid, id: 8, title: "Load Tables", price: 0 };
const publication = { ...free, kind: "publication" as const, id: 9 };

/** The whole HTML of a server tree, async components included (as Next renders them). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

beforeEach(() => {
  held.products = new Set();
  held.calls = 0;
});

describe("DocumentActionsForViewer", () => {
  it("shows a held product's Download (the download route) instead of its price and Buy", async () => {
    held.products = new Set([7]);
    const markup = await html(
      <DocumentActionsForViewer item={paid} session={studentSession} size="lg" />,
    );
    expect(text(markup)).toContain("Purchased");
    expect(markup).toContain('href="/download/product/7"');
    expect(text(markup)).toContain("Download Footing Design Sheet");
    expect(text(markup)).not.toContain("Buy");
    expect(text(markup)).not.toContain("$25");
    expect(markup).not.toContain("/payment?product=7");
  });

  it("keeps $price and Buy for a product the viewer does not hold", async () => {
    held.products = new Set([99]);
    const markup = await html(<DocumentActionsForViewer item={paid} session={studentSession} />);
    expect(text(markup)).toContain("Buy Footing Design Sheet");
    expect(markup).toContain('href="/payment?product=7"');
    expect(text(markup)).not.toContain("Purchased");
  });

  it("asks nothing about free products and publications (they are downloads already)", async () => {
    held.products = new Set([8, 9]);
    expect(
      text(await html(<DocumentActionsForViewer item={free} session={studentSession} />)),
    ).toContain("Free");
    expect(
      text(await html(<DocumentActionsForViewer item={publication} session={studentSession} />)),
    ).not.toContain("Purchased");
    expect(held.calls).toBe(0);
  });
});

describe("DocumentCard", () => {
  it("shows Download on the list card of a held product", async () => {
    held.products = new Set([7]);
    const markup = await html(<DocumentCard item={paid} session={studentSession} />);
    expect(text(markup)).toContain("Download Footing Design Sheet");
    expect(text(markup)).not.toContain("Buy");
  });
});
