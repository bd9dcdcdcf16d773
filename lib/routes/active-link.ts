/**
 * True when `pathname` is the item's page or one of its sub-pages (`/products/…`, or a path
 * under one of `activeFor`). Home is active only on `/` itself. Apart from `navigation.ts`, with
 * no imports: the menu's client code ships this alone, not the route manifest and its texts.
 */
export function isNavItemActive(
  item: { href: string; activeFor?: readonly string[] },
  pathname: string,
): boolean {
  if (item.href === "/") return pathname === "/";
  return [item.href, ...(item.activeFor ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
