import type { Route } from "next";
import type { ReactNode } from "react";
import { DocumentCard, type DocumentItem } from "@/components/document-card";
import { SearchBox } from "@/components/search-box";
import { Pager } from "@/components/ui/pager";
import type { Session } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { listQuery, PUBLIC_PAGE_SIZE, resolvePage, type PagingStatus } from "@/lib/paging";
import { parseSearchParams, type SearchParams } from "@/lib/search-params";
import type { PageRequest } from "@/lib/upstream/types";
import { failPublicRead } from "@/lib/upstream-failure";

/** What a document list page shows: a page of items (a failed read throws instead: 500, `error.tsx`). */
type DocumentListState = {
  status: "ok";
  page: number;
  items: DocumentItem[];
  paging: PagingStatus;
};

/**
 * A product or publication list page (spec §2): one h1, intro, the search box (`?q=`), the cards
 * or the empty text, and Previous/Next. Server-rendered; works without JavaScript.
 */
async function DocumentList({
  title,
  intro,
  basePath,
  search,
  searchLabel,
  emptyText,
  state,
  session,
}: {
  title: string;
  intro: ReactNode;
  basePath: Route;
  search: string;
  searchLabel: string;
  emptyText: string;
  state: DocumentListState;
  session: Session | null;
}) {
  const messages = await getCatalogue();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-8">
        <SearchBox action={basePath} defaultValue={search} label={searchLabel} />
      </div>
      {state.items.length === 0 ? (
        <p className="mt-10 rounded-lg bg-slate-50 px-4 py-10 text-center text-lg text-slate-700">
          {search ? messages.catalogue.noResults(search) : emptyText}
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {state.items.map((item, index) => (
            <li key={item.id}>
              <DocumentCard item={item} session={session} preload={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={state.page}
        status={state.paging}
        hasNext={state.items.length > 0 && state.paging !== "last-page"}
        listPath={basePath}
        search={search}
        label={messages.publicPages.lists.pagesLabel(title)}
      />
    </div>
  );
}

/** What sets the product list page and the publication list page apart. */
export interface DocumentListKind {
  /** The page's h1 and title. */
  title: string;
  /** The text under the h1, also the meta description. */
  intro: string;
  /** The list's own path, e.g. `/products`. */
  basePath: Route;
  /** The search box's label, e.g. "Search products". */
  searchLabel: string;
  /** The spec text when the list is empty ("No Products Yet"); a search that matched nothing says "No results for “{term}”". */
  emptyText: string;
  /** Reads one page of the kind as cards (an upstream read; throws UpstreamError on failure). */
  listPage: (request: PageRequest) => Promise<DocumentItem[]>;
}

/**
 * A whole product or publication list page (spec §2): reads `?q=` and `?page=`, one page of 20
 * with the last-page rule, and renders {@link DocumentList}, or the kind's failure text when the
 * upstream read fails. `session`: the page's reader (`viewerOf(mode)`; null for a visitor and
 * in the shared document), for each card's actions.
 */
export async function DocumentListPage({
  kind,
  searchParams,
  session,
}: {
  kind: DocumentListKind;
  searchParams: SearchParams;
  session: Session | null;
}) {
  const { q: search, page: requested } = parseSearchParams(searchParams, listQuery);
  let state: DocumentListState;
  try {
    const resolved = await resolvePage(requested, (page) =>
      kind.listPage({ search, page, pageSize: PUBLIC_PAGE_SIZE }),
    );
    state = { status: "ok", page: resolved.page, items: resolved.items, paging: resolved.status };
  } catch (error) {
    failPublicRead(error, kind.basePath, `${kind.basePath}: list failed`);
  }
  return (
    <DocumentList
      title={kind.title}
      intro={kind.intro}
      basePath={kind.basePath}
      search={search}
      searchLabel={kind.searchLabel}
      emptyText={kind.emptyText}
      state={state}
      session={session}
    />
  );
}
