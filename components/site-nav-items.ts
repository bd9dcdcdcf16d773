/** A link of the main menu. `activeFor` lists extra path prefixes that highlight it. */
export interface NavItem {
  label: string;
  href: string;
  activeFor?: readonly string[];
}

/** A main-menu entry: a link, or a labelled group shown as a dropdown. */
export type NavEntry = NavItem | { label: string; items: readonly NavItem[] };

/** The main menu of spec §2, in the spec's order; the mobile menu mirrors it. */
export const mainNav: readonly NavEntry[] = [
  { label: "Home", href: "/" },
  {
    label: "Courses",
    items: [
      { label: "Online Courses", href: "/onlineCourses", activeFor: ["/onlineCourseDetails"] },
      {
        label: "On-Demand Courses",
        href: "/onDemandCourses",
        activeFor: ["/onDemandCourseDetails"],
      },
    ],
  },
  { label: "Products", href: "/products" },
  { label: "Consultancy Services", href: "/consultancyServices" },
  { label: "Publications", href: "/publications" },
];

/**
 * True when `pathname` is the item's page or one of its sub-pages (`/products/…`, or a path
 * under one of `activeFor`). Home is active only on `/` itself.
 */
export function isNavItemActive(item: Pick<NavItem, "href" | "activeFor">, pathname: string): boolean {
  if (item.href === "/") return pathname === "/";
  return [item.href, ...(item.activeFor ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
