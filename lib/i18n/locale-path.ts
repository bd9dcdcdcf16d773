import { isLocale, routing, type Locale } from "./routing";

/** A request path split into its language and the path every route check uses. */
export interface LocalePath {
  /** The language the path asks for: `ar` under `/ar`, else `en`. */
  locale: Locale;
  /** The path without the language prefix, e.g. `/products` for `/ar/products`, `/` for `/ar`. */
  pathname: string;
  /** True when the path names the default language explicitly (`/en/...`): redirected away. */
  explicitDefault: boolean;
}

/**
 * Splits `/ar/products` into `{ locale: "ar", pathname: "/products" }`; any other path is English
 * and keeps its path. Pure; used by `proxy.ts` before every route decision.
 */
export function splitLocalePath(pathname: string): LocalePath {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLocale(first)) {
    const stripped = rest.length === 0 ? "/" : `/${rest.join("/")}`;
    return {
      locale: first,
      pathname: stripped,
      explicitDefault: first === routing.defaultLocale,
    };
  }
  return { locale: routing.defaultLocale, pathname, explicitDefault: false };
}

/**
 * The public address of `pathname` (no prefix, a path of the site, with its query and fragment if
 * any) in `locale`: `/products` stays for English, `/ar/products` for Arabic, `/ar` for Arabic's
 * home.
 */
export function localizedPath(locale: Locale, pathname: string): string {
  if (locale === routing.defaultLocale) return pathname;
  // The home page's address with a query or a fragment: `/ar?x=1`, not `/ar/?x=1`.
  if (pathname === "/" || pathname.startsWith("/?") || pathname.startsWith("/#"))
    return `/${locale}${pathname.slice(1)}`;
  return `/${locale}${pathname}`;
}

/** The internal route path of `pathname` in `locale` (`app/[locale]/…`): `/en/products`, `/ar`. */
export function internalPath(locale: Locale, pathname: string): string {
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}
