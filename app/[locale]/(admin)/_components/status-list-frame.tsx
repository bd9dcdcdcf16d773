import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ExportLinks } from "@/app/[locale]/(admin)/_components/export-links";
import { InlineAlert } from "@/components/course/inline-alert";
import type { ExportDataset } from "@/lib/csv/exports";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import { hrefFor, type RoutePath } from "@/lib/routes/manifest";
import { parseSearchParams, type SearchParamsProp } from "@/lib/search-params";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import type * as z from "@/lib/zod";
import { cn } from "@/lib/utils";

/** An admin page without params, whose address the filters add `?status=` to. */
type ListPath = Exclude<RoutePath, `${string}[${string}`>;

/**
 * The frame of an admin list filtered by status (Manage Orders, Enquiries): the one h1 beside
 * the list's CSV export, the intro, the status filters as links (`?status=…`, the default status
 * without one, so it works without JavaScript), then the items, or `failedMessage` when the read
 * failed (`items` null), or `empty` when there is none.
 */
export function StatusListFrame<Status extends string>({
  title,
  exportDataset,
  intro,
  filtersLabel,
  basePath,
  filters,
  defaultStatus,
  status,
  items,
  failedMessage,
  empty,
}: {
  title: string;
  exportDataset: ExportDataset;
  intro: ReactNode;
  /** The accessible name of the filters' `nav` (e.g. "Order status"). */
  filtersLabel: string;
  basePath: ListPath;
  filters: readonly { value: Status; label: string }[];
  /** The status shown without `?status=`. */
  defaultStatus: Status;
  /** The status shown now (marked `aria-current`). */
  status: Status;
  /** The list's `<li>` elements (each with its key); null when the read failed. */
  items: readonly ReactNode[] | null;
  failedMessage: string;
  empty: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <ExportLinks datasets={[exportDataset]} />
      </div>
      <p className="mt-2 text-slate-700">{intro}</p>
      <nav aria-label={filtersLabel} className="mt-6 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.value}
            href={hrefFor(
              basePath,
              {},
              { query: { status: filter.value === defaultStatus ? undefined : filter.value } },
            )}
            aria-current={filter.value === status ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-semibold",
              filter.value === status
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:border-brand-600",
            )}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {items === null ? (
          <InlineAlert message={failedMessage} />
        ) : items.length === 0 ? (
          empty
        ) : (
          <ul className="space-y-4">{items}</ul>
        )}
      </div>
    </div>
  );
}

/**
 * What a status-filtered admin list shows (Manage Orders, Enquiries): admin only (checked on
 * `basePath`), not found when `isAvailable` says the upstream lacks the list's extension; then the
 * URL's `?status=` (read with `statusParam`) and the first page of that status, read by `read`
 * with the admin's token (never cached). A failed read is logged under `failureLog` and gives
 * `items: null`, which {@link StatusListFrame} shows as its failure text.
 * @throws Next's redirect to /login (no or an expired session) and notFound() (no extension).
 */
export async function readStatusList<Status extends string, Item>({
  basePath,
  searchParams,
  statusParam,
  isAvailable,
  read,
  failureLog,
}: {
  basePath: ListPath;
  searchParams: SearchParamsProp;
  statusParam: z.ZodType<Status>;
  isAvailable: () => Promise<boolean>;
  read: (request: { status: Status; page: number }, token: string) => Promise<Item[]>;
  failureLog: string;
}): Promise<{ status: Status; items: Item[] | null }> {
  const session = await requireAdmin(basePath);
  if (!(await isAvailable())) notFound();
  const { status } = parseSearchParams(await searchParams, { status: statusParam });
  try {
    const items = await withSessionToken(
      session,
      (token) => read({ status, page: 1 }, token),
      basePath,
    );
    return { status, items };
  } catch (error) {
    logUpstreamFailure(error, failureLog);
    return { status, items: null };
  }
}
