import { log } from "@/lib/log";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { buttonClassName } from "@/components/ui/button";
import { DocumentDetails, type DocumentLoad } from "@/components/document-details";
import { parseDocumentId } from "@/lib/document-id";
import { pageMetadata, seoDescription } from "@/lib/page-metadata";
import { UpstreamError } from "@/lib/upstream/client";
import { getDocument } from "@/lib/upstream/documents";

type Props = { params: Promise<{ id: string }> };

/** One publication for the page and its metadata, read once per request (a cached public read). */
const loadPublication = cache(async (id: string): Promise<DocumentLoad> => {
  const publicationId = parseDocumentId(id);
  if (publicationId === null) return { status: "missing" };
  try {
    const publication = await getDocument("publication", publicationId);
    if (!publication) return { status: "missing" };
    const { id: itemId, title, description, imageUrl } = publication;
    return {
      status: "found",
      item: { kind: "publication", id: itemId, title, description, imageUrl, price: 0 },
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, "publications/[id]: read failed");
    return { status: "failed" };
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const load = await loadPublication(id);
  if (load.status !== "found") return { title: "Publication", robots: { index: false } };
  const { item } = load;
  return pageMetadata({
    title: item.title,
    description: seoDescription(item.description, `${item.title}: a free technical publication.`),
    path: `/publications/${item.id}`,
    image: item.imageUrl ? { url: item.imageUrl, alt: `Cover of ${item.title}` } : null,
  });
}

/** A publication's own page: title, description, image, Download, Copy Link and Read online. */
export default async function PublicationPage({ params }: Props) {
  const { id } = await params;
  const load = await loadPublication(id);
  if (load.status === "missing") notFound();
  const readOnline =
    load.status === "found" ? (
      <p>
        <a
          href={`/download/publication/${load.item.id}?inline=1`}
          target="_blank"
          rel="noopener"
          className={buttonClassName("ghost", "px-0 underline")}
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
