import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { getCatalogue } from "@/lib/i18n/server";
import { LinkPending } from "./link-pending";
import { listHref, previousPageNumber, type PagingStatus } from "@/lib/paging";

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The page shown, first page 1. */
  page: number;
  /**
   * The list's own path; the pages' URLs keep `search` in them (`listHref`). Previous on page 1
   * asks for page 0 (`BEFORE_FIRST_PAGE`): read the page with `parsePageParam`, which shows
   * page 1 with 'This Is The First Page' for it.
   */
  listPath: Route;
  /** The search term of the list shown. */
  search: string;
  /**
   * False when the page is known to be the last one. Next still links to the following page,
   * whose empty result shows 'This Is The Last Page' and keeps this list (spec §4).
   */
  hasNext?: boolean;
  /** The paging message to show with this page ('This Is The First Page' / '…Last Page'). */
  status?: PagingStatus;
  /** Accessible name of the navigation landmark, e.g. "Products pages". */
  label: string;
}

const linkClass =
  "inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800";

/**
 * Previous / Next paging as plain links (works without JavaScript), the current page number and
 * the spec's paging message in a polite live region; a link shows a spinner while its page loads
 * (without a live region of its own: the paging message stays the landmark's one status).
 * Used by the public lists and the admin tables alike; its words are in the page's language.
 */
export async function Pager({
  page,
  listPath,
  search,
  hasNext = true,
  status = null,
  label,
}: PagerProps) {
  const messages = await getCatalogue();
  const texts = messages.publicPages.pager;
  const pageHref = (number: number) => listHref(listPath, number, search);
  const message =
    status === "first-page"
      ? messages.paging.firstPage
      : status === "last-page"
        ? messages.paging.lastPage
        : null;
  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3">
      <p role="status" className="min-h-6 text-sm font-semibold text-brand-800">
        {message}
      </p>
      <div className="flex items-center gap-4">
        <Link
          href={pageHref(previousPageNumber(page))}
          className={linkClass}
          rel="prev"
          scroll={false}
        >
          {texts.previous}
          <LinkPending live={false} />
        </Link>
        <span className="text-sm text-slate-700">{texts.page(page)}</span>
        <Link
          href={pageHref(page + 1)}
          className={linkClass}
          rel={hasNext ? "next" : "nofollow"}
          scroll={false}
        >
          {texts.next}
          <LinkPending live={false} />
        </Link>
      </div>
    </nav>
  );
}
