import { pageQuery, resolveRenderMode, viewerOf } from "@/lib/render-mode";
import type { Metadata } from "next";
import { DocumentListPage, type DocumentListKind } from "@/components/document-list";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/lib/page-metadata";
import { listDocuments } from "@/lib/upstream/documents";

/** The publication list in the page's language. */
function publicationsKind(messages: Catalogue): DocumentListKind {
  const texts = messages.publicPages.lists.publications;
  return {
    title: texts.title,
    intro: texts.intro,
    basePath: "/publications",
    searchLabel: texts.searchLabel,
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
}

type Props = PageProps<"/[locale]/render/[mode]/publications">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const publications = publicationsKind(await getCatalogue());
  return pageMetadata({
    title: publications.title,
    description: publications.intro,
    path: publications.basePath,
    locale: await getRequestLocale(),
  });
}

/** Spec §2 "Publications": searchable, paged (20) free publications with Download and Copy Link. */
export default async function PublicationsPage({ params, searchParams }: Props) {
  const mode = await resolveRenderMode(params);
  const publications = publicationsKind(await getCatalogue());
  const [query, session] = await Promise.all([pageQuery(mode, searchParams), viewerOf(mode)]);
  return <DocumentListPage kind={publications} searchParams={query} session={session} />;
}
