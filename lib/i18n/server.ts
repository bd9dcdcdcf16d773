import "server-only";
import { getLocale } from "next-intl/server";
import { catalogueFor, type Catalogue } from "./catalogue";
import { isLocale, routing, type Locale } from "./routing";

/**
 * This request's language: the `[locale]` segment's (set by the layout and the public pages), or
 * the `X-NEXT-INTL-LOCALE` header `proxy.ts` sets for server actions and route handlers.
 */
export async function getRequestLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/** This request's catalogue, for server components and server actions. */
export async function getCatalogue(): Promise<Catalogue> {
  return catalogueFor(await getRequestLocale());
}
