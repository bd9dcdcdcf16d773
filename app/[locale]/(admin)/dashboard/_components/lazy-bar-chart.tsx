"use client";

import dynamic from "next/dynamic";
import type { DashboardBarChartProps } from "./bar-chart";

/**
 * {@link DashboardBarChart} loaded after the page, in the browser only: Recharts stays out of the
 * page's first JavaScript, and the box keeps its height while the chart loads (no layout shift).
 * The numbers are in the table beside each chart, so nothing is lost before (or without) it.
 */
export const LazyBarChart = dynamic<DashboardBarChartProps>(
  () => import("./bar-chart").then((module) => module.DashboardBarChart),
  {
    ssr: false,
    loading: () => (
      <div aria-hidden="true" className="h-60 w-full animate-pulse rounded-md bg-slate-100" />
    ),
  },
);
