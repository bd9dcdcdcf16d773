import { paymentMethodParam } from "@/lib/payment-methods";
import { optionalParam } from "@/lib/search-params";

/** The item a payment link names: `?product=`, or `?course=` (and `?package=`), first values as given. */
export const itemQuery = { product: optionalParam, course: optionalParam, package: optionalParam };

/** The payment page's whole query: the order to show, the method tab, and the item. */
export const paymentQuery = { order: optionalParam, tab: paymentMethodParam, ...itemQuery };

/** The item's ids that are there, for links that keep the item (`?tab=`, log in and come back). */
export function itemParams(
  item: Partial<Record<keyof typeof itemQuery, string>>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(itemQuery) as (keyof typeof itemQuery)[]) {
    const value = item[key];
    if (value) params[key] = value;
  }
  return params;
}
