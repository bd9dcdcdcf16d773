import { pageQuery, resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { DocumentListPage, type DocumentListKind } from "@/components/document-list";
import { messages } from "@/lib/messages";
import { pageMetadata } from "@/lib/page-metadata";
import { listDocuments } from "@/lib/upstream/documents";

const products: DocumentListKind = {
  title: "Products",
  intro:
    "Design spreadsheets, handbooks and templates for structural engineers: retaining walls, footings, steel connections, seismic checks and more.",
  basePath: "/products",
  searchLabel: "Search products",
  emptyText: messages.public.noProducts,
  // The card shape of a product (price in USD).
  listPage: async (request) =>
    (await listDocuments("product", request)).map((product) => ({ kind: "product", ...product })),
};

export const metadata: Metadata = pageMetadata({
  title: products.title,
  description: products.intro,
  path: products.basePath,
});

type Props = PageProps<"/[locale]/products">;

/** Spec §2 "Products": searchable, paged (20) product cards with Buy or Download/Copy Link. */
export default async function ProductsPage({ params, searchParams }: Props) {
  await resolveRenderMode(params);
  return <DocumentListPage kind={products} searchParams={await pageQuery(searchParams)} />;
}
