import type { ReactNode } from "react";

/** Props of {@link TableHead}. */
export interface TableHeadProps {
  /** The column headers in order; an actions column passes a visually hidden label. */
  columns: readonly ReactNode[];
  /** Classes of the `<thead>`. */
  className?: string;
  /** Classes of its one row. */
  rowClassName?: string;
  /** Classes of every header cell (default: the admin tables' padding, semibold). */
  cellClassName?: string;
  /** A last column named for screen readers only (e.g. "Actions" over a row's buttons). */
  hiddenColumn?: string;
}

/** The header row of a plain table: one `<th scope="col">` per column. */
export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName = "px-4 py-3 font-semibold",
  hiddenColumn,
}: TableHeadProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
        {hiddenColumn ? (
          <th scope="col" className={cellClassName}>
            <span className="sr-only">{hiddenColumn}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
