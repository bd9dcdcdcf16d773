"use client";

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { useState, type ReactNode } from "react";

export type { ColumnDef } from "@tanstack/react-table";

/** Props of {@link DataTable}. */
/**
 * A cell's content: its definition called as a function, not mounted as a component (as
 * `flexRender` does). Column definitions built in a render get new function identities, and the
 * server actions they close over are new functions after every refresh: mounted as components,
 * each such render unmounted every cell, closing a confirmation that was open in it.
 */
function renderCell<Context>(
  definition: ((context: Context) => ReactNode) | ReactNode,
  context: Context,
): ReactNode {
  return typeof definition === "function"
    ? (definition as (context: Context) => ReactNode)(context)
    : definition;
}

export interface DataTableProps<Row> {
  /** TanStack column definitions; a column sorts when it has an accessor and `enableSorting` is not false. */
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  /** The table's accessible name (visually hidden caption). */
  caption: string;
  /** Shown in place of the rows when `data` is empty (e.g. 'No Products Yet!'). */
  emptyText: ReactNode;
  /** A stable id per row (default: its index). */
  getRowId?: (row: Row, index: number) => string;
  /** Initial sort, e.g. `[{ id: "name", desc: false }]`. */
  initialSorting?: SortingState;
}

const ariaSort = { asc: "ascending", desc: "descending" } as const;

/** The text of a column's header, to label its cells when rows stack as cards. */
function headerText(header: unknown, id: string): string {
  return typeof header === "string" ? header : id === "actions" ? "" : id;
}

/**
 * The admin data table (the shadcn data-table recipe on headless TanStack Table): a semantic
 * `<table>` with a caption, sortable column headers (buttons that toggle the order, announced by
 * `aria-sort`), and an empty state. Paging and search live in the URL, outside the table.
 *
 * On a phone (below Tailwind's `md`, 768 px) the same markup is laid out as one card per row:
 * each cell on its own line under its column's name (`data-label`), the actions last and free to
 * wrap, so the page never scrolls sideways (the header row, with its sort buttons, is hidden there).
 */
export function DataTable<Row>({
  columns,
  data,
  caption,
  emptyText,
  getRowId,
  initialSorting = [],
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  // TanStack Table returns functions that React Compiler must not memoise; this is its documented use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId,
  });

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none">
      <table className="min-w-full divide-y divide-slate-200 text-start text-sm max-md:block max-md:divide-y-0">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 max-md:sr-only">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ariaSort[sorted] : undefined}
                    className="px-4 py-3 font-semibold whitespace-nowrap"
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded hover:text-brand-800"
                      >
                        {label}
                        <span aria-hidden="true" className="text-xs text-slate-500">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:flex max-md:flex-col max-md:gap-3 max-md:divide-y-0">
          {table.getRowModel().rows.length === 0 ? (
            <tr className="max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white">
              <td
                colSpan={columns.length}
                className="px-4 py-8 text-center text-slate-600 max-md:block"
              >
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="align-middle hover:bg-slate-50 max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm"
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-label={headerText(cell.column.columnDef.header, cell.column.id)}
                    className="px-4 py-3 text-slate-800 max-md:block max-md:px-0 max-md:py-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] max-md:empty:hidden max-md:[&[data-label='']]:pt-3"
                  >
                    {renderCell(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
