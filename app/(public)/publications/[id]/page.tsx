import { hrefFor } from "@/lib/routes/manifest";
import { resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { ItemNotFound } from "@/components/not-found-content";
import { buttonClassName } from "@/components/ui/button";
import { DocumentDetails } from "@/components/document-details";
import { documentMetadata, loadDocument } from "@/components/load-document";

type Props = PageProps<"/publications/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  return documentMetadata("publication", await loadDocument("publication", (await params).id));
}

/** A publication's own page: title, description, image, Download, Copy Link and Read online. */
export default async function PublicationPage({ params }: Props) {
  await resolveRenderMode(params);
  const load = await loadDocument("publication", (await params).id);
  if (load.status === "missing") return <ItemNotFound />;
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
          Read online<span className="sr-only"> {load.item.title} (opens in a new tab)</span>
        </a>
      </p>
    ) : null;
  return (
    <DocumentDetails
      load={load}
      listPath="/publications"
      listTitle="Publications"
      extra={readOnline}
    />
  );
}
