import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import type { DocumentLoad } from "@/components/document-details";
import { documentPagePath, type DocumentItem } from "@/components/document-card";
import { parseIntId } from "@/lib/ids";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { pageMetadata, seoDescription } from "@/lib/page-metadata";
import type { Session } from "@/lib/auth/guards";
import { readDraftPreview } from "@/lib/draft-preview";
import { getDocument } from "@/lib/upstream/documents";
import type { DocumentKind } from "@/lib/upstream/types";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** The route of each document page, for the failure log. */
const pageRoute: Record<DocumentKind, string> = {
  product: "products/[id]",
  publication: "publications/[id]",
};

/**
 * One product or publication for its page and its metadata, read once per request (the read
 * itself is the cached public catalogue read). A malformed or unknown id is "missing"; so is a
 * draft, except to an admin, who previews it (`isDraft`, read again with the admin's token, never
 * cached). An upstream failure is "failed" (logged). `session`: the page's reader
 * (`viewerOf(mode)`; null for a visitor and in the shared document).
 */
export const loadDocument = cache(
  async (session: Session | null, kind: DocumentKind, id: string): Promise<DocumentLoad> => {
    const documentId = parseIntId(id);
    if (documentId === null) return { status: "missing" };
    try {
      const published = await getDocument(kind, documentId);
      const draft = published
        ? null
        : await readDraftPreview(session, (token) => getDocument(kind, documentId, token));
      const document = published ?? draft;
      if (!document) return { status: "missing" };
      const { title, description, imageUrl } = document;
      // A publication is free: its item has price 0 (and nothing else of the details).
      const price = "price" in document ? document.price : 0;
      const item: DocumentItem = { kind, id: document.id, title, description, imageUrl, price };
      return { status: "found", item, file: document.file, ...(draft ? { isDraft: true } : {}) };
    } catch (error) {
      logUpstreamFailure(error, `${pageRoute[kind]}: read failed`);
      return { status: "failed" };
    }
  },
);

/**
 * The metadata of a document's page in the request's language: its title, description (or the
 * kind's fallback), canonical path (with its address in each language) and cover image; a missing
 * or failed read gives the kind's name, not indexed.
 */
export async function documentMetadata(kind: DocumentKind, load: DocumentLoad): Promise<Metadata> {
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const wording = messages.publicPages.documentPages[kind];
  if (load.status !== "found") return { title: wording.fallbackTitle, robots: { index: false } };
  const { item } = load;
  // A draft's preview is the admin's only: never indexed.
  if (load.isDraft) return { title: item.title, robots: { index: false } };
  return pageMetadata({
    title: item.title,
    description: seoDescription(item.description, wording.fallbackDescription(item.title)),
    path: documentPagePath(item),
    image: item.imageUrl
      ? { url: item.imageUrl, alt: messages.publicPages.documents.coverAlt(item.title) }
      : null,
    locale,
  });
}
