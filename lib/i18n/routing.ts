import { defineRouting } from "next-intl/routing";

/**
 * The site's two languages: English at the spec's addresses (`/products`), Arabic under `/ar`
 * with the same paths (`/ar/products`). next-intl carries the request's locale on the server
 * (`lib/i18n/request.ts`: `setRequestLocale` from the `[locale]` segment keeps stored documents
 * static); `proxy.ts` does the locale routing itself (it also picks the stored visitor document),
 * so next-intl's middleware is not used: no locale cookie and no redirect by browser language (an
 * Arabic browser is offered Arabic by a banner instead). Client components read the page's
 * language from `lib/i18n/locale-context.tsx` and build links with `lib/i18n/locale-path.ts`.
 */
export const routing = defineRouting({
  locales: ["en", "ar"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  localeCookie: false,
  localeDetection: false,
});

/** A language of the site: `en` (default, no prefix) or `ar` (under `/ar`). */
export type Locale = (typeof routing.locales)[number];

/** True for a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
}

/** The writing direction of a locale's pages. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}
