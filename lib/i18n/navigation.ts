import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Locale-aware navigation (next-intl): `Link`, `redirect`, `usePathname` (the path without its
 * `/ar`), `useRouter` and `getPathname` keep the reader in their language. Components and actions
 * use these, never `next/link` or `next/navigation`'s `redirect` directly.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
