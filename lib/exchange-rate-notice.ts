import { formatBusinessDate } from "@/lib/business-time";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import type { ExchangeRateState } from "@/lib/upstream/exchange-rate";

/** How long a rate is trusted: one set longer ago than this (7 days, in ms) is flagged to the owner. */
const RATE_STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** What the owner is told about the USD-to-EGP rate: none is set, or it was set too long ago. */
export interface ExchangeRateNotice {
  kind: "unset" | "stale";
  /** The sentence shown (from the catalogue). */
  text: string;
}

/**
 * The owner's notice about the exchange rate at `now`, for the dashboard and Settings: `unset`
 * while no rate is set (buyers of USD items paying in pounds see no amount); `stale` when it was
 * set more than 7 days before `now` ("The exchange rate was last set on 1 March 2026: check it
 * is still right.", the day in Cairo).
 * @returns null for a rate set within 7 days, on an upstream without the extension (`absent`:
 *   there is no rate to set), or when the rate could not be read (`failed`: said elsewhere).
 *   The sentence is in `locale` (default English).
 */
export function exchangeRateNotice(
  rate: ExchangeRateState | "failed",
  now: Date,
  locale: Locale = "en",
): ExchangeRateNotice | null {
  const messages = catalogueFor(locale);
  if (rate === "failed" || rate.status === "absent") return null;
  if (rate.status === "unset") return { kind: "unset", text: messages.exchangeRate.unset };
  const setAt = Date.parse(rate.setAt);
  if (Number.isNaN(setAt) || now.getTime() - setAt <= RATE_STALE_AFTER_MS) return null;
  return {
    kind: "stale",
    text: messages.exchangeRate.stale.replace(
      "{date}",
      formatBusinessDate(rate.setAt, undefined, locale),
    ),
  };
}
