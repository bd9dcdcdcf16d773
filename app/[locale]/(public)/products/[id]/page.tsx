import { resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { DraftBanner } from "@/app/[locale]/(admin)/_components/draft-banner";
import { DocumentDetails } from "@/components/document-details";
import { ItemNotFound } from "@/components/not-found-content";
import { documentMetadata, loadDocument } from "@/components/load-document";
import { getCatalogue } from "@/lib/i18n/server";

type Props = PageProps<"/[locale]/products/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  return documentMetadata("product", await loadDocument("product", (await params).id));
}

/** A product's own page: title, description, image, and Buy ($ price) or Download/Copy Link. */
export default async function ProductPage({ params }: Props) {
  await resolveRenderMode(params);
  const load = await loadDocument("product", (await params).id);
  if (load.status === "missing") return <ItemNotFound />;
  const { lists } = (await getCatalogue()).publicPages;
  return (
    <>
      {load.status === "found" && load.isDraft ? (
        <DraftBanner
          item={{ kind: "product", id: load.item.id }}
          title={load.item.title}
          className="mx-4 mt-6 sm:mx-auto sm:max-w-6xl"
        />
      ) : null}
      <DocumentDetails load={load} listPath="/products" listTitle={lists.products.title} />
    </>
  );
}
