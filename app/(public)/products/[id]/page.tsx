import { log } from "@/lib/log";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DocumentDetails, type DocumentLoad } from "@/components/document-details";
import { parseDocumentId } from "@/lib/document-id";
import { pageMetadata, seoDescription } from "@/lib/page-metadata";
import { UpstreamError } from "@/lib/upstream/client";
import { getDocument } from "@/lib/upstream/documents";

type Props = { params: Promise<{ id: string }> };

/** One product for the page and its metadata, read once per request (a cached public read). */
const loadProduct = cache(async (id: string): Promise<DocumentLoad> => {
  const productId = parseDocumentId(id);
  if (productId === null) return { status: "missing" };
  try {
    const product = await getDocument("product", productId);
    return product
      ? { status: "found", item: { kind: "product", ...product } }
      : { status: "missing" };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, "products/[id]: read failed");
    return { status: "failed" };
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const load = await loadProduct(id);
  if (load.status !== "found") return { title: "Product", robots: { index: false } };
  const { item } = load;
  return pageMetadata({
    title: item.title,
    description: seoDescription(
      item.description,
      `${item.title}: a design document for structural engineers.`,
    ),
    path: `/products/${item.id}`,
    image: item.imageUrl ? { url: item.imageUrl, alt: `Cover of ${item.title}` } : null,
  });
}

/** A product's own page: title, description, image, and Buy ($ price) or Download/Copy Link. */
export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const load = await loadProduct(id);
  if (load.status === "missing") notFound();
  return <DocumentDetails load={load} listPath="/products" listTitle="Products" />;
}
