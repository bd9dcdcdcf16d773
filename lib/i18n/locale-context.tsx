"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "./routing";

const LocaleContext = createContext<Locale>("en");

/**
 * The page's language for client components, set once by the `[locale]` layout. Without it (a
 * component rendered alone, as in unit tests) the language is English, the spec's.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The page's language in a client component. */
export function usePageLocale(): Locale {
  return useContext(LocaleContext);
}
