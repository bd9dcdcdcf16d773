import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing } from "./routing";

/**
 * next-intl's per-request configuration: the locale of this render, from `setRequestLocale` (the
 * `[locale]` layout and every public page set it from their params, so stored documents stay
 * static) or else from the `X-NEXT-INTL-LOCALE` request header `proxy.ts` sets (server actions,
 * route handlers). The texts themselves are typed catalogues (`lib/i18n/catalogue.ts`), not
 * next-intl messages; formats go through `Intl` (`lib/i18n/format.ts`).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, timeZone: "Africa/Cairo" };
});
