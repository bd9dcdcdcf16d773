"use client";

import { useLocale } from "next-intl";
import { clientCatalogueFor, type ClientCatalogue } from "./client-catalogue";
import { isLocale, routing, type Locale } from "./routing";

/** The page's language in a client component (from the `[locale]` layout's provider). */
export function usePageLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/** The visitors' client texts in the page's language (public pages: a small module). */
export function useClientCatalogue(): ClientCatalogue {
  return clientCatalogueFor(usePageLocale());
}
