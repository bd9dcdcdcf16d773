"use client";

import { accountPages } from "@/lib/catalogue/account-pages";
import { arAccountPages } from "@/lib/catalogue/account-pages.ar";
import { usePageLocale } from "@/lib/i18n/client";

/**
 * The shared interface parts' own words (Cancel, Close, the upload bar) in the page's language:
 * `messages.accountPages.ui`, read from its two small catalogue files only, so a dialog or an
 * upload on a visitor's page does not bring the whole catalogue to the browser.
 */
export function useUiTexts(): (typeof arAccountPages)["ui"] {
  return usePageLocale() === "ar" ? arAccountPages.ui : accountPages.ui;
}
