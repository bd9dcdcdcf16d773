import "server-only";
import * as z from "@/lib/zod";
import { formatBusinessDate } from "@/lib/business-time";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { paymentMethods, paymentMethodValues, type PaymentMethod } from "@/lib/orders";
import { formatPrice, type Currency } from "@/lib/prices";
import type { Order } from "@/lib/upstream/orders";
import { oneOfParam } from "@/lib/search-params";

/** A payee number or account of a payment method, as the buyer reads it. */
export interface PayeeDetail {
  label: string;
  value: string;
  /** What its copy button names: "Copy {copyName}". */
  copyName: string;
  /** The currency this payee takes. */
  currency: Currency;
}

/**
 * The payee details of a payment method (spec §2: the wallet number; for the card, an EGP
 * account and a US-dollar account; the instant-transfer address), with their values from
 * `lib/env.ts`, in the order of the table in `lib/orders.ts`.
 */
export function payeesFor(method: PaymentMethod): PayeeDetail[] {
  const entry = paymentMethods.find((candidate) => candidate.value === method);
  return (entry?.payees ?? []).map(({ label, copyName, currency, setting }) => ({
    label,
    copyName,
    currency,
    value: env[setting],
  }));
}

/**
 * What a buyer owes: the price in its currency and, for a USD price with the admin's exchange
 * rate, the EGP amount at that rate (whole pounds), the rate (EGP per USD) and when it was set
 * (ISO-8601 UTC).
 */
export interface AmountDue {
  amount: number;
  currency: Currency;
  egp: { amount: number; rate: number; setAt: string } | null;
}

/**
 * What to send to a payee that takes `currency`: the price when the currencies match, the EGP
 * quote of a USD price for an EGP payee; null when it is not known (a USD price with no rate) or
 * the payee does not take it (an EGP price to the US-dollar account).
 */
export function amountForPayee(
  currency: Currency,
  due: AmountDue,
): { amount: number; currency: Currency } | null {
  if (currency === due.currency) return { amount: due.amount, currency };
  if (currency === "EGP" && due.egp) return { amount: due.egp.amount, currency: "EGP" };
  return null;
}

/**
 * Whether a payee that takes `currency` waits for BrightWay to confirm the amount: an EGP payee of
 * a USD price with no EGP quote (no rate set, or it could not be read). Such a payee is never
 * asked for dollars.
 */
export function isEgpAmountPending(currency: Currency, due: AmountDue): boolean {
  return currency === "EGP" && due.currency === "USD" && due.egp === null;
}

/**
 * Step 1's amount for `method` (the spec's steps): what its payee takes when it has one payee
 * ("5,805 EGP" for a USD price quoted in EGP), else the price with its EGP quote when there is one
 * ("$120 or 5,805 EGP", the card's two accounts; "$120" alone while there is no quote, for its
 * US-dollar account).
 * @returns null when the method's one payee takes pounds and a USD price has no EGP quote: the
 *   amount in pounds is to be confirmed ({@link isEgpAmountPending}), never a dollar amount.
 *   In `locale` (English by default): "120 US$ أو 5,805 ج.م" in Arabic, Latin digits.
 */
export function amountToSend(
  method: PaymentMethod,
  due: AmountDue,
  locale: Locale = "en",
): string | null {
  const price = formatPrice(due.amount, due.currency, locale);
  const payees = payeesFor(method);
  if (payees.length === 1) {
    const amount = amountForPayee(payees[0]!.currency, due);
    return amount ? formatPrice(amount.amount, amount.currency, locale) : null;
  }
  if (!due.egp) return price;
  const egp = formatPrice(due.egp.amount, "EGP", locale);
  return locale === "ar" ? `${price} أو ${egp}` : `${price} or ${egp}`;
}

/** What an order asks: its amount and currency and, for a USD order quoted at a rate, the EGP amount it keeps. */
export function amountDueOf(order: Order): AmountDue {
  const { egpAmount, egpRate, egpRateSetAt } = order;
  const egp =
    order.currency === "USD" && egpAmount !== null && egpRate !== null && egpRateSetAt !== null
      ? { amount: egpAmount, rate: egpRate, setAt: egpRateSetAt }
      : null;
  return { amount: order.amount, currency: order.currency, egp };
}

/**
 * An order's amount for the admin and in lists: "$120" or, with its EGP quote, "$120 or 5,805 EGP"
 * ("$120 أو 5,805 ج.م" in Arabic).
 */
export function orderAmountText(order: Order, locale: Locale = "en"): string {
  const due = amountDueOf(order);
  const price = formatPrice(due.amount, due.currency, locale);
  if (!due.egp) return price;
  const egp = formatPrice(due.egp.amount, "EGP", locale);
  return locale === "ar" ? `${price} أو ${egp}` : `${price} or ${egp}`;
}

/**
 * The rate behind an EGP quote, for the buyer: "1 US dollar = 50.25 EGP, our rate of 27 November
 * 2026" (the day in Africa/Cairo); in Arabic "1 دولار أمريكي = 50.25 ج.م، بسعرنا في 27 نوفمبر 2026".
 */
export function rateText(egp: { rate: number; setAt: string }, locale: Locale = "en"): string {
  const rate = egp.rate.toLocaleString("en-US", { maximumFractionDigits: 4 });
  const day = formatBusinessDate(egp.setAt, undefined, locale);
  return locale === "ar"
    ? `1 دولار أمريكي = ${rate} ج.م، بسعرنا في ${day}`
    : `1 US dollar = ${rate} EGP, our rate of ${day}`;
}

/** `?tab=` of the payment page (for `parseSearchParams`): a method, the mobile wallet by default (spec §4). */
export const paymentMethodParam = oneOfParam(paymentMethodValues, "wallet");

/** A payment method posted by a form; anything else is refused with `message`. */
export function paymentMethodSchema(message: string) {
  return z.enum(paymentMethodValues as [PaymentMethod, ...PaymentMethod[]], { message });
}
