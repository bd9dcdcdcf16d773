/**
 * The main menu and the admin sidebar (spec §2), derived from the route manifest: a page appears
 * in a menu by its `mainNav` or `adminNav` entry, in manifest order. Pure; safe in the browser.
 */
import type { Route } from "next";
import { fixedPrefix, routes, type Extension, type RoutePath } from "./manifest";

/** A link of the main menu. `activeFor` lists extra path prefixes that highlight it. */
export interface NavItem {
  label: string;
  href: Route;
  activeFor?: readonly string[];
}

/** A main-menu entry: a link, or a labelled group shown as a dropdown. */
export type NavEntry = NavItem | { label: string; items: readonly NavItem[] };

function mainNavItem(route: (typeof routes)[number], label: string): NavItem {
  // A details page highlights the link it sits under (`/onlineCourseDetails/…` → Online Courses).
  const activeFor = routes
    .filter((other) => other.mainNavUnder === route.path)
    .map(fixedPrefix)
    .filter((prefix) => prefix !== route.path);
  // A menu page has no params (the manifest's test checks): its path is its address.
  const href = route.path as Route;
  return activeFor.length > 0 ? { label, href, activeFor } : { label, href };
}

function buildMainNav(): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const route of routes) {
    if (!route.mainNav) continue;
    const item = mainNavItem(route, route.mainNav.label);
    const { group } = route.mainNav;
    if (group === undefined) {
      entries.push(item);
      continue;
    }
    // A group sits where its first link comes in the manifest.
    const existing = entries.find((entry) => "items" in entry && entry.label === group);
    if (existing && "items" in existing) existing.items = [...existing.items, item];
    else entries.push({ label: group, items: [item] });
  }
  return entries;
}

/** The main menu of spec §2, in manifest order, groups as dropdowns; the mobile menu mirrors it. */
export const mainNav: readonly NavEntry[] = buildMainNav();

/** The pages of what the business offers, in the order the footer and the home page list them. */
const servicePaths = [
  "/onlineCourses",
  "/onDemandCourses",
  "/products",
  "/publications",
  "/consultancyServices",
] as const satisfies readonly RoutePath[];

/** A page of {@link serviceLinks}. */
export type ServicePath = (typeof servicePaths)[number];

/**
 * What the business offers (the main menu's links but Home, catalogues first), each with its
 * menu label: the footer and the home page list these, so a renamed page changes everywhere.
 */
export const serviceLinks: readonly { label: string; href: ServicePath }[] = servicePaths.map(
  (href) => {
    const label = routes.find((route) => route.path === href)?.mainNav?.label;
    if (label === undefined) throw new Error(`serviceLinks: ${href} is not in the main menu`);
    return { label, href };
  },
);

/** One entry of the admin sidebar, without Logout (a form, not a link). */
export interface AdminNavEntry {
  /** The label exactly as spec §2 writes it. */
  label: string;
  /** The admin page it opens (spec §2 spelling). */
  href: Route;
  /** The upstream extension the page needs (not in spec §2), if any. */
  extension?: Extension;
}

/**
 * The admin sidebar's links in spec §2 order; an extension's entry only when the upstream has
 * it (`hasOrders`, `hasSessions`, `hasEnquiries`; default false: a legacy upstream shows no
 * orders, settings or enquiries UI).
 */
export function adminNav(
  options: { hasOrders?: boolean; hasSessions?: boolean; hasEnquiries?: boolean } = {},
): AdminNavEntry[] {
  return routes.flatMap((route) => {
    if (!route.adminNav) return [];
    const { label, extension } = route.adminNav;
    if (extension === "orders" && options.hasOrders !== true) return [];
    if (extension === "sessions" && options.hasSessions !== true) return [];
    if (extension === "enquiries" && options.hasEnquiries !== true) return [];
    // A sidebar page has no params (the manifest's test checks): its path is its address.
    const href = route.path as Route;
    return [extension ? { label, href, extension } : { label, href }];
  });
}
