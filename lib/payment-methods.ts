import "server-only";
import * as z from "@/lib/zod";
import { env } from "@/lib/env";
import { paymentMethods, paymentMethodValues, type PaymentMethod } from "@/lib/orders";
import { oneOfParam } from "@/lib/search-params";

/** A payee number or account of a payment method, as the buyer reads it. */
export interface PayeeDetail {
  label: string;
  value: string;
}

/**
 * The payee details of a payment method (spec §2: the wallet number; for the card, an EGP
 * account and a US-dollar account; the instant-transfer address), with their values from
 * `lib/env.ts`, in the order of the table in `lib/orders.ts`.
 */
export function payeesFor(method: PaymentMethod): PayeeDetail[] {
  const entry = paymentMethods.find((candidate) => candidate.value === method);
  return (entry?.payees ?? []).map(({ label, setting }) => ({ label, value: env[setting] }));
}

/** `?tab=` of the payment page (for `parseSearchParams`): a method, the mobile wallet by default (spec §4). */
export const paymentMethodParam = oneOfParam(paymentMethodValues, "wallet");

/** A payment method posted by a form; anything else is refused with `message`. */
export function paymentMethodSchema(message: string) {
  return z.enum(paymentMethodValues as [PaymentMethod, ...PaymentMethod[]], { message });
}
