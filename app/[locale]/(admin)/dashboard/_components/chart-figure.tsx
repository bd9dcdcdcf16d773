import type { ReactNode } from "react";
import type { DashboardBarChartProps } from "./bar-chart";
import { LazyBarChart } from "./lazy-bar-chart";

/** A table column of a chart's alternative: its header and each row's cell text. */
export interface FigureColumn {
  header: string;
  cells: string[];
}

/**
 * A chart with its text alternative: a caption, the chart (hidden from assistive technology),
 * and a "Show the numbers" disclosure holding a `<table>` with the same numbers and that caption.
 * The table is rendered on the server, so it is there without JavaScript. The chart's own props
 * (bars, format, series name, layout, height) go to the chart as they are.
 */
export function ChartFigure({
  title,
  description,
  rowHeader,
  rowLabels,
  columns,
  showNumbers,
  ...chart
}: DashboardBarChartProps & {
  title: string;
  /** The disclosure's summary for `title` ("Show the numbers: …"), in the page's language. */
  showNumbers: (title: string) => string;
  description?: ReactNode;
  /** Header of the first column (the rows' names: "Month", "Course"). */
  rowHeader: string;
  /** Each row's name, in the order of `columns[i].cells`. */
  rowLabels: string[];
  columns: FigureColumn[];
}) {
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-3">
        <LazyBarChart {...chart} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {showNumbers(title)}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-start">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pe-3 font-semibold">
                  {rowHeader}
                </th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="py-1 pe-3 text-end font-semibold">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowLabels.map((label, index) => (
                <tr key={label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pe-3 font-normal">
                    {label}
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} className="py-1 pe-3 text-end tabular-nums">
                      {column.cells[index]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
