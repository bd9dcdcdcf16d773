import type { Metadata } from "next";
import type { DocumentItem } from "@/components/document-card";
import { DocumentList, type DocumentListState } from "@/components/document-list";
import { messages } from "@/lib/messages";
import { pageMetadata } from "@/lib/page-metadata";
import { PUBLIC_PAGE_SIZE, parsePageParam, parseSearchParam, resolvePage } from "@/lib/paging";
import { UpstreamError } from "@/lib/upstream/client";
import { listProducts } from "@/lib/upstream/products";
import type { Product } from "@/lib/upstream/types";

const title = "Products";
const intro =
  "Design spreadsheets, handbooks and templates for structural engineers: retaining walls, footings, steel connections, seismic checks and more.";

export const metadata: Metadata = pageMetadata({ title, description: intro, path: "/products" });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The card shape of a product (price in USD). */
function toItem(product: Product): DocumentItem {
  return { kind: "product", ...product };
}

/** Spec §2 "Products": searchable, paged (20) product cards with Buy or Download/Copy Link. */
export default async function ProductsPage({ searchParams }: Props) {
  const params = await searchParams;
  const search = parseSearchParam(params.q);
  let state: DocumentListState;
  try {
    const resolved = await resolvePage(parsePageParam(params.page), (page) =>
      listProducts({ search, page, pageSize: PUBLIC_PAGE_SIZE }),
    );
    state = {
      status: "ok",
      page: resolved.page,
      items: resolved.items.map(toItem),
      paging: resolved.status,
    };
  } catch (error) {
    console.error(
      "products: list failed",
      error instanceof UpstreamError ? `${error.endpoint} → ${error.status}` : error,
    );
    state = { status: "failed", message: messages.public.allProductsFailed };
  }
  return (
    <DocumentList
      title={title}
      intro={intro}
      basePath="/products"
      search={search}
      searchLabel="Search products"
      emptyText={messages.public.noProducts}
      state={state}
    />
  );
}
