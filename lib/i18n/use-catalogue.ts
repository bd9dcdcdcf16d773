"use client";

import { catalogueFor, type Catalogue } from "./catalogue";
import { usePageLocale } from "./client";

/**
 * The whole catalogue in the page's language, for admin, student and auth client components
 * (public pages' client components use `useClientCatalogue`: the whole catalogue is large).
 */
export function useCatalogue(): Catalogue {
  return catalogueFor(usePageLocale());
}
