/**
 * Course prices and discounts (spec §9, contract §5.3). Online courses are priced in USD on the
 * course; on-demand courses are priced in EGP on their packages, and the course's discount
 * applies to each package price. No upstream endpoint returns a discounted price, so the
 * formula lives here, once.
 */

import type { Locale } from "@/lib/i18n/routing";

/** The currencies prices are shown in: USD for online courses and products, EGP for packages. */
export type Currency = "USD" | "EGP";

/** The discount fields a course carries. */
export interface DiscountInfo {
  /** Percent, e.g. 15. */
  discount: number;
  /** The upstream's independent flag; a discount applies only when it is true (contract §5.3). */
  hasDiscount: boolean;
}

/** A price as shown: the original amount and, when discounted, the amount to pay. */
export interface DisplayPrice {
  /** Price before discount, in the course's currency. */
  original: number;
  /** Price to pay (equal to `original` when there is no discount), rounded to 2 decimals. */
  final: number;
  isDiscounted: boolean;
}

/** Rounds to 2 decimals (cents/piastres), nudging ties like 1.005 the way people expect. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/**
 * price − price × discount / 100 (spec §9), rounded to 2 decimals. The percent is clamped to
 * 0–100 because the upstream stores any number (contract §3.4: no server check).
 */
export function discountedPrice(price: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  return roundMoney(price - (price * percent) / 100);
}

/** The original and payable amount of `price` under a course's discount. */
export function displayPrice(price: number, course: DiscountInfo): DisplayPrice {
  const isDiscounted = course.hasDiscount && course.discount > 0;
  return {
    original: roundMoney(price),
    final: isDiscounted ? discountedPrice(price, course.discount) : roundMoney(price),
    isDiscounted,
  };
}

/**
 * An amount for people: "$120" / "$112.50" in USD, "900 EGP" / "765.50 EGP" in EGP. Whole amounts
 * show no decimals; others show two. In Arabic (`locale` "ar") the digits stay Latin and grouped
 * the same way ("1,200"); EGP is written "900 ج.م" and USD stays "$120" (both copy cleanly).
 */
export function formatPrice(amount: number, currency: Currency, locale: Locale = "en"): string {
  const rounded = roundMoney(amount);
  const digits = Number.isInteger(rounded) ? 0 : 2;
  const number = rounded.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (currency === "USD") return `$${number}`;
  return locale === "ar" ? `${number} ج.م` : `${number} EGP`;
}
