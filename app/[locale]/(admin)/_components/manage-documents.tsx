import { Link } from "@/components/ui/link";
import type { EditDocumentAction } from "@/app/[locale]/(admin)/_components/edit-document-dialog";
import { DocumentTable, type DocumentRow } from "@/app/[locale]/(admin)/_components/document-table";
import { InlineAlert } from "@/components/course/inline-alert";
import { SearchBox } from "@/components/search-box";
import { buttonClassName } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import type { ActionResult } from "@/lib/actions/result";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { env } from "@/lib/env";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue } from "@/lib/i18n/server";
import { messages as english } from "@/lib/messages";
import { listQuery, resolvePage } from "@/lib/paging";
import { parseSearchParams, positiveIntParam, type SearchParams } from "@/lib/search-params";
import { listDocumentsForAdmin } from "@/lib/upstream/document-admin";
import { draftIds, isPublishingSupported, listDrafts } from "@/lib/upstream/publishing";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentAdminPaths } from "@/lib/validation/document";
import { PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** Rows per page of the admin document tables (the upstream's own default, contract §5.1). */
const DOCUMENT_PAGE_SIZE = 10;

/** The public page of a document (what Copy Link copies). */
function publicUrl(kind: DocumentKind, id: number): string {
  return `${env.SITE_URL}/${kind === "product" ? "products" : "publications"}/${id}`;
}

/** The title of a kind's manage page (its h1 and its `metadata`), in `messages`' language. */
export function manageDocumentsTitle(kind: DocumentKind, messages: Catalogue = english): string {
  return messages.adminPages.documents[kind].title;
}

/**
 * The manage-products / manage-publications screen (spec §2 "Admin management screens"): search
 * (`?q=`, title) and page (`?page=`) in the URL against the upstream's paged search, read with the
 * admin's token and never cached (drafts included, marked 'Draft' where the upstream has them);
 * the table with its actions; `?highlight={id}` marks a row (just
 * created, or where a failed upload's missing part is added). The page checks the Admin role
 * itself before calling this.
 * @throws Next's redirect to /login when the upstream rejects the token (401).
 */
export async function ManageDocuments({
  kind,
  session,
  searchParams,
  updateAction,
  deleteAction,
}: {
  kind: DocumentKind;
  session: Session;
  searchParams: SearchParams;
  updateAction: EditDocumentAction;
  deleteAction: (input: { id: number }) => Promise<ActionResult>;
}) {
  const basePath = documentAdminPaths[kind].manage;
  const {
    q: search,
    page: requested,
    highlight: highlightId,
  } = parseSearchParams(searchParams, {
    ...listQuery,
    highlight: positiveIntParam,
  });

  let state:
    | { status: "ok"; page: number; rows: DocumentRow[]; paging: "first-page" | "last-page" | null }
    | { status: "failed" };
  try {
    // The admin's list holds drafts too (extension "Publishing"); the drafts' ids mark them.
    const [resolved, drafts] = await Promise.all([
      resolvePage(requested, (page) =>
        withSessionToken(
          session,
          (token) =>
            listDocumentsForAdmin(kind, { search, page, pageSize: DOCUMENT_PAGE_SIZE }, token),
          basePath,
        ),
      ),
      isPublishingSupported().then((hasDrafts) =>
        hasDrafts
          ? withSessionToken(session, (token) => listDrafts(token), basePath).then((list) =>
              draftIds(list, kind),
            )
          : null,
      ),
    ]);
    state = {
      status: "ok",
      page: resolved.page,
      paging: resolved.status,
      rows: resolved.items.map((item) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        price: item.price,
        imageUrl: item.imageUrl,
        hasFile: item.hasFile,
        publicUrl: publicUrl(kind, item.id),
        ...(drafts ? { isDraft: drafts.has(String(item.id)) } : {}),
      })),
    };
  } catch (error) {
    logUpstreamFailure(error, `manage ${kind}s: list failed`);
    state = { status: "failed" };
  }

  const messages = await getCatalogue();
  const text = messages.adminPages.documents[kind];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading title={text.title} intro={text.intro} />
        </div>
        <Link href={documentAdminPaths[kind].create} className={buttonClassName("primary")}>
          {text.create}
        </Link>
      </div>
      <div className="mt-6">
        <SearchBox
          action={basePath}
          defaultValue={search}
          label={text.search}
          id={`${kind}-search`}
        />
      </div>
      <div className="mt-6">
        {state.status === "failed" ? (
          // Spec §8 'failed to get products' (also for publications: 'failed to get all products').
          <InlineAlert
            message={
              kind === "product"
                ? messages.documents.productsFailed
                : messages.public.allProductsFailed
            }
          />
        ) : (
          <DocumentTable
            kind={kind}
            rows={state.rows}
            highlightId={highlightId ?? null}
            updateAction={updateAction}
            deleteAction={deleteAction}
          />
        )}
      </div>
      {state.status === "ok" ? (
        <Pager
          page={state.page}
          status={state.paging}
          hasNext={state.rows.length >= DOCUMENT_PAGE_SIZE}
          listPath={basePath}
          search={search}
          label={text.pagerLabel}
        />
      ) : null}
    </div>
  );
}
