import { hrefFor } from "@/lib/routes/manifest";
import { resolveRenderMode, viewerOf } from "@/lib/render-mode";
import type { Metadata } from "next";
import { ItemNotFound } from "@/components/not-found-content";
import { buttonClassName } from "@/components/ui/button";
import { DraftBanner } from "@/app/[locale]/(admin)/_components/draft-banner";
import { DocumentDetails } from "@/components/document-details";
import { documentMetadata, loadDocument } from "@/components/load-document";
import { getCatalogue } from "@/lib/i18n/server";

type Props = PageProps<"/[locale]/render/[mode]/publications/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mode = await resolveRenderMode(params);
  const [{ id }, session] = await Promise.all([params, viewerOf(mode)]);
  return documentMetadata("publication", await loadDocument(session, "publication", id));
}

/** A publication's own page: title, description, image, Download, Copy Link and Read online. */
export default async function PublicationPage({ params }: Props) {
  const mode = await resolveRenderMode(params);
  const [{ id }, session] = await Promise.all([params, viewerOf(mode)]);
  const load = await loadDocument(session, "publication", id);
  if (load.status === "missing") return <ItemNotFound mode={mode} />;
  const { lists, documents } = (await getCatalogue()).publicPages;
  const readOnline =
    load.status === "found" ? (
      <p>
        <a
          href={hrefFor(
            "/download/publication/[id]",
            { id: load.item.id },
            { query: { inline: 1 } },
          )}
          target="_blank"
          rel="noopener"
          className={buttonClassName("ghost", "underline")}
        >
          {documents.readOnline}
          <span className="sr-only">
            {" "}
            <bdi>{load.item.title}</bdi> {documents.opensInNewTab}
          </span>
        </a>
      </p>
    ) : null;
  return (
    <>
      {load.status === "found" && load.isDraft ? (
        <DraftBanner
          item={{ kind: "publication", id: load.item.id }}
          title={load.item.title}
          className="mx-4 mt-6 sm:mx-auto sm:max-w-6xl"
        />
      ) : null}
      <DocumentDetails
        session={session}
        load={load}
        listPath="/publications"
        listTitle={lists.publications.title}
        extra={readOnline}
      />
    </>
  );
}

/** Nothing ahead: each item's shared document is stored at its first request (`lib/render-mode.ts`). */
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
