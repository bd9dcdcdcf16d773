import { pageQuery, resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { DocumentListPage, type DocumentListKind } from "@/components/document-list";
import { messages } from "@/lib/messages";
import { pageMetadata } from "@/lib/page-metadata";
import { listDocuments } from "@/lib/upstream/documents";

const publications: DocumentListKind = {
  title: "Publications",
  intro:
    "Free technical notes for structural engineers to read and download: punching shear, wind loads, cracked sections, soil-structure interaction and more.",
  basePath: "/publications",
  searchLabel: "Search publications",
  emptyText: messages.public.noPublications,
  // Spec §8: the publications list reports its failure with the products text.
  // The card shape of a publication (always free).
  listPage: async (request) =>
    (await listDocuments("publication", request)).map((publication) => ({
      kind: "publication",
      ...publication,
      price: 0,
    })),
};

export const metadata: Metadata = pageMetadata({
  title: publications.title,
  description: publications.intro,
  path: publications.basePath,
});

type Props = PageProps<"/[locale]/publications">;

/** Spec §2 "Publications": searchable, paged (20) free publications with Download and Copy Link. */
export default async function PublicationsPage({ params, searchParams }: Props) {
  await resolveRenderMode(params);
  return <DocumentListPage kind={publications} searchParams={await pageQuery(searchParams)} />;
}
