/**
 * Paging of the public product and publication lists (spec §4, §9; contract §1.6, §5.1).
 *
 * The upstream sends no totals: a page past the end is simply `[]`, and the public list's page
 * size is fixed at 20 on the wire, so "is there a next page?" cannot be asked in advance. The URL
 * carries the state (`?page=`), so the two spec messages are decided on the server and work
 * without JavaScript:
 *
 * - Previous on page 1 links to `?page=0` ({@link BEFORE_FIRST_PAGE}); that request shows page 1
 *   with 'This Is The First Page'.
 * - Next links to `page + 1`. When that page comes back empty (and is not page 1), the previous
 *   page's list is shown again with 'This Is The Last Page': the visitor keeps the current list.
 *
 * Also the upstream's side of paging: {@link normalizedPage} and {@link pageQuery} (contract §1.6).
 */

import type { Route } from "next";
import type { PageRequest } from "@/lib/upstream/types";
import { optionalParam, textParam } from "@/lib/search-params";

/** Items per page of the public product and publication lists (spec §9). */
export const PUBLIC_PAGE_SIZE = 20;

/** The page number Previous links to from page 1; read back as page 1 + 'first page'. */
export const BEFORE_FIRST_PAGE = 0;

/** Which paging message to show with a page: none, 'This Is The First Page' or '…Last Page'. */
export type PagingStatus = "first-page" | "last-page" | null;

/** A requested page after reading `?page=`. */
export interface RequestedPage {
  /** The page to read, 1 or more. */
  page: number;
  status: PagingStatus;
}

/** A page ready to render: the page number actually shown, its items and the message. */
export interface ResolvedPage<T> {
  page: number;
  items: T[];
  status: PagingStatus;
}

/**
 * The zod schema of `?page=` (for `parseSearchParams`, `lib/search-params.ts`). Missing,
 * malformed or huge values mean page 1 (no message); `0` or a negative number means "before the
 * first page": page 1 with the first-page message.
 */
export const pageParam = optionalParam.transform((raw): RequestedPage => {
  if (raw === undefined || !/^-?\d{1,6}$/.test(raw.trim())) return { page: 1, status: null };
  const number = Number(raw.trim());
  if (number <= BEFORE_FIRST_PAGE) return { page: 1, status: "first-page" };
  return { page: number, status: null };
});

/** Longest search term sent upstream, in characters. */
const MAX_SEARCH_LENGTH = 100;

/** The zod schema of `?q=`: the first value, trimmed, at most {@link MAX_SEARCH_LENGTH} characters. */
export const searchTermParam = textParam.transform((raw) => raw.trim().slice(0, MAX_SEARCH_LENGTH));

/** The query of a searchable paged list (`?q=&page=`), for `parseSearchParams`. */
export const listQuery = { q: searchTermParam, page: pageParam };

/**
 * Reads the requested page and applies the last-page rule: an empty page after page 1 shows the
 * page before it (or, for a far-away page number, page 1) with the last-page message.
 * @param readPage reads one page (first page 1); its errors propagate.
 */
export async function resolvePage<T>(
  requested: RequestedPage,
  readPage: (page: number) => Promise<T[]>,
): Promise<ResolvedPage<T>> {
  const items = await readPage(requested.page);
  if (items.length > 0 || requested.page === 1) {
    return { page: requested.page, items, status: requested.status };
  }
  const previousPage = requested.page - 1;
  const previous = await readPage(previousPage);
  if (previous.length > 0 || previousPage === 1) {
    return { page: previousPage, items: previous, status: "last-page" };
  }
  // A hand-typed page far past the end: start again from the first page.
  return { page: 1, items: await readPage(1), status: "last-page" };
}

/** The page Previous links to: the page before, or {@link BEFORE_FIRST_PAGE} from page 1. */
export function previousPageNumber(page: number): number {
  return page > 1 ? page - 1 : BEFORE_FIRST_PAGE;
}

/**
 * A list URL keeping the search term: `/products`, `/products?q=beam&page=2`. Page 1 is left out
 * (the canonical address); {@link BEFORE_FIRST_PAGE} is kept so the first-page message shows.
 */
export function listHref(basePath: Route, page: number, search?: string): Route {
  const params = new URLSearchParams();
  const term = search?.trim();
  if (term) params.set("q", term);
  if (page !== 1) params.set("page", String(page));
  const query = params.toString();
  // The list page's own route with its query: a route still.
  return query ? (`${basePath}?${query}` as Route) : basePath;
}

/** A page cut from a list held in full, plus whether a page follows it. */
export interface LocalPage<T> extends ResolvedPage<T> {
  hasNext: boolean;
}

/**
 * One page of a list the upstream sends whole (the course lists take no paging, contract §3.3,
 * §3.4), with the same messages as {@link resolvePage}: a page past the end shows the last page
 * with 'This Is The Last Page'.
 * @param pageSize items per page, at least 1.
 */
export function pageLocally<T>(
  items: T[],
  requested: RequestedPage,
  pageSize: number,
): LocalPage<T> {
  const size = Math.max(1, Math.trunc(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const isPastEnd = requested.page > pageCount;
  const page = isPastEnd ? pageCount : requested.page;
  return {
    page,
    items: items.slice((page - 1) * size, page * size),
    status: isPastEnd ? "last-page" : requested.status,
    hasNext: page < pageCount,
  };
}

/** The upstream's default page size (contract §1.6), used when a size is not a number. */
const DEFAULT_PAGE_SIZE = 10;

/** The upstream's largest page (contract §1.6: larger sizes are clamped to 50). */
export const MAX_PAGE_SIZE = 50;

/**
 * A page request as the upstream will read it: the search trimmed (left out when blank), the
 * page 1 or more, the size 1–50 (contract §1.6; the legacy answers 500 for a page or size below
 * 1). Equivalent requests come out equal, so they also share one cached read.
 */
export function normalizedPage(request: PageRequest): PageRequest {
  const search = request.search?.trim();
  const page =
    request.page !== undefined && Number.isSafeInteger(request.page) && request.page > 0
      ? request.page
      : 1;
  const size = Number.isFinite(request.pageSize) ? Math.trunc(request.pageSize) : DEFAULT_PAGE_SIZE;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, size));
  return { search: search ? search : undefined, page, pageSize };
}

/**
 * The query of a paged upstream list (contract §1.6): `SearchTerm` (left out when blank),
 * `PageNumber` (first page 1) and `PageSize` (1–50), from {@link normalizedPage}.
 */
export function pageQuery(request: PageRequest): Record<string, string | number | undefined> {
  const { search, page, pageSize } = normalizedPage(request);
  return { SearchTerm: search, PageNumber: page, PageSize: pageSize };
}
