import type { Metadata } from "next";
import type { DocumentItem } from "@/components/document-card";
import { DocumentList, type DocumentListState } from "@/components/document-list";
import { messages } from "@/lib/messages";
import { pageMetadata } from "@/lib/page-metadata";
import { PUBLIC_PAGE_SIZE, parsePageParam, parseSearchParam, resolvePage } from "@/lib/paging";
import { UpstreamError } from "@/lib/upstream/client";
import { listPublications } from "@/lib/upstream/publications";
import type { Publication } from "@/lib/upstream/types";

const title = "Publications";
const intro =
  "Free technical notes for structural engineers to read and download: punching shear, wind loads, cracked sections, soil-structure interaction and more.";

export const metadata: Metadata = pageMetadata({
  title,
  description: intro,
  path: "/publications",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The card shape of a publication (always free). */
function toItem(publication: Publication): DocumentItem {
  return { kind: "publication", ...publication, price: 0 };
}

/** Spec §2 "Publications": searchable, paged (20) free publications with Download and Copy Link. */
export default async function PublicationsPage({ searchParams }: Props) {
  const params = await searchParams;
  const search = parseSearchParam(params.q);
  let state: DocumentListState;
  try {
    const resolved = await resolvePage(parsePageParam(params.page), (page) =>
      listPublications({ search, page, pageSize: PUBLIC_PAGE_SIZE }),
    );
    state = {
      status: "ok",
      page: resolved.page,
      items: resolved.items.map(toItem),
      paging: resolved.status,
    };
  } catch (error) {
    console.error(
      "publications: list failed",
      error instanceof UpstreamError ? `${error.endpoint} → ${error.status}` : error,
    );
    // Spec §8: the publications list reports its failure with the products text.
    state = { status: "failed", message: messages.public.allProductsFailed };
  }
  return (
    <DocumentList
      title={title}
      intro={intro}
      basePath="/publications"
      search={search}
      searchLabel="Search publications"
      emptyText={messages.public.noPublications}
      state={state}
    />
  );
}
