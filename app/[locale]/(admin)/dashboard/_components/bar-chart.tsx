"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Locale } from "@/lib/i18n/routing";
import { formatPrice } from "@/lib/prices";

/** How a chart's values read: an amount in EGP or USD, a count, or a percent. */
type ChartValueFormat = "EGP" | "USD" | "count" | "percent";

/** One bar: its axis label and its value. */
interface ChartBar {
  label: string;
  value: number;
}

/** Props of {@link DashboardBarChart}. */
export interface DashboardBarChartProps {
  bars: ChartBar[];
  format: ChartValueFormat;
  /** `horizontal` puts the labels on the left (long names: courses). */
  layout?: "vertical" | "horizontal";
  /** The series' name in the tooltip ("Revenue", "New students"). */
  seriesName: string;
  /** Height of the plot in px. */
  height?: number;
  /** The page's language, for the tooltip's amounts (the chart itself is drawn left to right). */
  locale?: Locale;
}

/** A value as the chart shows it (house formatters for money). */
function formatChartValue(value: number, format: ChartValueFormat, locale: Locale): string {
  if (format === "EGP" || format === "USD") return formatPrice(value, format, locale);
  if (format === "percent") return `${Math.round(value)}%`;
  return Math.round(value).toLocaleString("en-US");
}

const brand = "#1d5fbf"; // --color-brand-600

/**
 * One bar chart of the Dashboard (Recharts), as wide as its box. Decorative for assistive
 * technology: the page puts the same numbers in a table beside it, so the chart is hidden from
 * the accessibility tree and takes no keyboard focus.
 */
export function DashboardBarChart({
  bars,
  format,
  layout = "vertical",
  seriesName,
  height = 240,
  locale = "en",
}: DashboardBarChartProps) {
  const tick = { fontSize: 12, fill: "#334155" };
  const valueTick = (value: number) =>
    format === "EGP" || format === "USD"
      ? compactAmount(value, format)
      : formatChartValue(value, format, locale);
  const isHorizontal = layout === "horizontal";
  return (
    // Drawn left to right in both directions: recharts places its axes and labels in physical
    // coordinates, and an inherited `dir="rtl"` would flip the anchors of its SVG text. The
    // figure's table gives the same numbers in the page's direction.
    <div aria-hidden="true" dir="ltr" className="w-full min-w-0" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout={isHorizontal ? "vertical" : "horizontal"}
          accessibilityLayer={false}
          margin={{ top: 8, right: isHorizontal ? 40 : 12, bottom: 4, left: 4 }}
        >
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="#e2e8f0"
            horizontal={!isHorizontal}
            vertical={isHorizontal}
          />
          {isHorizontal ? (
            <>
              <XAxis
                type="number"
                tick={tick}
                tickFormatter={valueTick}
                allowDecimals={false}
                domain={format === "percent" ? [0, 100] : [0, "auto"]}
              />
              <YAxis type="category" dataKey="label" tick={tick} width={110} interval={0} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={8} />
              <YAxis tick={tick} tickFormatter={valueTick} allowDecimals={false} width={56} />
            </>
          )}
          <Tooltip
            cursor={{ fill: "#f1f5f9" }}
            formatter={(value) => [formatChartValue(Number(value), format, locale), seriesName]}
          />
          <Bar
            dataKey="value"
            fill={brand}
            radius={isHorizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            isAnimationActive={false}
          >
            {isHorizontal ? (
              <LabelList
                dataKey="value"
                position="right"
                className="fill-slate-800 text-xs"
                formatter={(value) => formatChartValue(Number(value), format, locale)}
              />
            ) : null}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * A short axis amount: "1.2K" in EGP (the chart's caption names the currency; "800 EGP" would
 * not fit the axis), "$1.2K" in USD. The table and the tooltip give the exact figure.
 */
function compactAmount(value: number, currency: "EGP" | "USD"): string {
  const short = Intl.NumberFormat("en-US", {
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
  return currency === "USD" ? `$${short}` : short;
}
