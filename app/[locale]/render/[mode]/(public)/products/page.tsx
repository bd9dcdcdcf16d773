import { pageQuery, resolveRenderMode, viewerOf } from "@/lib/render-mode";
import type { Metadata } from "next";
import { DocumentListPage, type DocumentListKind } from "@/components/document-list";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/lib/page-metadata";
import { listDocuments } from "@/lib/upstream/documents";

/** The product list in the page's language. */
function productsKind(messages: Catalogue): DocumentListKind {
  const texts = messages.publicPages.lists.products;
  return {
    title: texts.title,
    intro: texts.intro,
    basePath: "/products",
    searchLabel: texts.searchLabel,
    emptyText: messages.public.noProducts,
    // The card shape of a product (price in USD).
    listPage: async (request) =>
      (await listDocuments("product", request)).map((product) => ({
        kind: "product",
        ...product,
      })),
  };
}

type Props = PageProps<"/[locale]/render/[mode]/products">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const products = productsKind(await getCatalogue());
  return pageMetadata({
    title: products.title,
    description: products.intro,
    path: products.basePath,
    locale: await getRequestLocale(),
  });
}

/** Spec §2 "Products": searchable, paged (20) product cards with Buy or Download/Copy Link. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const mode = await resolveRenderMode(params);
  const products = productsKind(await getCatalogue());
  const [query, session] = await Promise.all([pageQuery(mode, searchParams), viewerOf(mode)]);
  return <DocumentListPage kind={products} searchParams={query} session={session} />;
}
