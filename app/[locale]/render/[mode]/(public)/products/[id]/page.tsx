import { resolveRenderMode, viewerOf } from "@/lib/render-mode";
import type { Metadata } from "next";
import { DraftBanner } from "@/app/[locale]/(admin)/_components/draft-banner";
import { DocumentDetails } from "@/components/document-details";
import { ItemNotFound } from "@/components/not-found-content";
import { documentMetadata, loadDocument } from "@/components/load-document";
import { getCatalogue } from "@/lib/i18n/server";

type Props = PageProps<"/[locale]/render/[mode]/products/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mode = await resolveRenderMode(params);
  const [{ id }, session] = await Promise.all([params, viewerOf(mode)]);
  return documentMetadata("product", await loadDocument(session, "product", id));
}

/** A product's own page: title, description, image, and Buy ($ price) or Download/Copy Link. */
export default async function ProductPage({ params }: Props) {
  const mode = await resolveRenderMode(params);
  const [{ id }, session] = await Promise.all([params, viewerOf(mode)]);
  const load = await loadDocument(session, "product", id);
  if (load.status === "missing") return <ItemNotFound mode={mode} />;
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
      <DocumentDetails
        session={session}
        load={load}
        listPath="/products"
        listTitle={lists.products.title}
      />
    </>
  );
}

/** Nothing ahead: each item's shared document is stored at its first request (`lib/render-mode.ts`). */
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
