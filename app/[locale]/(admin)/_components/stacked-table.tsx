import type { ReactNode } from "react";
import { TableHead } from "@/components/ui/table-head";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { cn } from "@/lib/utils";

/** A data cell: a table cell on wide screens, a labelled line of the row's card on a phone. */
export const stackedCell =
  "px-4 py-3 text-slate-800 max-md:flex max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]";

/**
 * An admin table that is a stack of cards on a phone: the header row is hidden there, each row
 * is a card titled by its row header, and each data cell (class {@link stackedCell}, with a
 * `data-label`) shows its column's name before its value. The last column holds the row's
 * buttons; its header is for screen readers only.
 */
export function StackedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader,
  cells,
  className,
}: {
  /** What the table lists, for screen readers. */
  caption: string;
  /** The visible column headers, the row header's first. */
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The content of the row's `<th scope="row">` (the card's title on a phone). */
  rowHeader: (row: Row) => ReactNode;
  /** The row's other `<td>` cells, the buttons' cell last. */
  cells: (row: Row) => ReactNode;
  /** More classes of the frame around the table. */
  className?: string;
}) {
  const { enrollments } = useCatalogue().adminForms;
  return (
    <div
      className={cn(
        "overflow-x-auto rounded-lg border border-slate-200 max-md:overflow-visible max-md:border-0",
        className,
      )}
    >
      <table className="w-full text-start text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="bg-slate-50 text-slate-700 max-md:sr-only"
          columns={columns}
          hiddenColumn={enrollments.actions}
        />
        <tbody className="divide-y divide-slate-100 max-md:flex max-md:flex-col max-md:gap-3 max-md:divide-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4"
            >
              <th
                scope="row"
                className="px-4 py-3 font-medium text-slate-900 max-md:block max-md:p-0 max-md:text-base"
              >
                {rowHeader(row)}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
