import type { Route } from "next";
import { PageUnavailableError } from "@/lib/page-failure";
import type { ReactNode } from "react";
import { fileFactsText } from "@/lib/file-facts";
import { getCatalogue } from "@/lib/i18n/server";
import type { Session } from "@/lib/auth/guards";
import type { DocumentFile } from "@/lib/upstream/types";
import { DetailsHero } from "@/components/details-hero";
import {
  DocumentActionsForViewer,
  DocumentHeroImage,
  type DocumentItem,
} from "@/components/document-card";

/**
 * A document read for its page: found (with what is known of its file), unknown (not-found) or
 * failed (the spec text).
 */
export type DocumentLoad =
  | {
      status: "found";
      item: DocumentItem;
      file: DocumentFile | null;
      /** A draft an admin previews (extension "Publishing"), unknown to anyone else. */
      isDraft?: boolean;
    }
  | { status: "missing" }
  | { status: "failed" };

/**
 * The indexable page of one product or publication: breadcrumb back to its list, one h1, the
 * image, description, its file's type and size where known ("File: PDF · 2.4 MB") and its action
 * (Buy, or Download and Copy Link; Download for a student who already holds the product). `extra`
 * adds actions. `session`: the page's reader (`viewerOf(mode)`; null for a visitor and in the
 * shared document).
 */
export async function DocumentDetails({
  load,
  session,
  listPath,
  listTitle,
  extra,
}: {
  load: Exclude<DocumentLoad, { status: "missing" }>;
  session: Session | null;
  listPath: Route;
  listTitle: string;
  extra?: ReactNode;
}) {
  if (load.status === "failed") throw new PageUnavailableError(listPath);
  const { item } = load;
  const facts = fileFactsText(load.file);
  const messages = await getCatalogue();
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <DetailsHero
        listPath={listPath}
        listTitle={listTitle}
        title={item.title}
        description={item.description}
        keepsLineBreaks
        image={<DocumentHeroImage item={item} />}
      >
        {facts ? (
          <p className="text-slate-700">
            <span className="font-semibold text-slate-900">{messages.catalogue.fileLabel}:</span>{" "}
            {facts}
          </p>
        ) : null}
        <DocumentActionsForViewer item={item} session={session} size="lg" />
        {extra}
      </DetailsHero>
    </article>
  );
}
