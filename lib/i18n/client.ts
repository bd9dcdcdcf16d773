"use client";

import { usePathname } from "next/navigation";
import { clientCatalogueFor, type ClientCatalogue } from "./client-catalogue";
import { usePageLocale } from "./locale-context";
import { splitLocalePath } from "./locale-path";

export { usePageLocale } from "./locale-context";

/** The visitors' client texts in the page's language (public pages: a small module). */
export function useClientCatalogue(): ClientCatalogue {
  return clientCatalogueFor(usePageLocale());
}

/** This page's path without its language (`/products` on `/ar/products`), for active links. */
export function useSitePathname(): string {
  return splitLocalePath(usePathname() ?? "/").pathname;
}
