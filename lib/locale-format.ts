import type { Locale } from "@/lib/i18n/routing";

/**
 * The `Intl` locale tag of a site language: `en-GB` for English (day before month, 24-hour
 * clock, as the spec writes dates), `ar-EG` for Arabic (Egyptian month names). Client-safe.
 */
export function intlTag(locale: Locale): string {
  return locale === "ar" ? "ar-EG" : "en-GB";
}

/**
 * The digits every formatter writes in: Latin in both languages, so prices, codes and phone
 * numbers copy cleanly into a wallet app (`ar-EG` would otherwise write Arabic-Indic digits).
 */
export const LATIN_DIGITS = { numberingSystem: "latn" } as const;
