import "server-only";
import { redirect } from "next/navigation";
import { localizedPath } from "./locale-path";
import { getRequestLocale } from "./server";

/**
 * Next's `redirect()` to `href` (a path of the site without language: `/login?next=…`) in this
 * request's language: `/ar/login?next=…` on the Arabic site. Server components, actions and
 * route handlers redirect through this, never through `next/navigation` directly.
 * @throws Next's redirect control flow, always (like `redirect()`).
 */
export async function redirectLocalized(
  href: string,
  type?: Parameters<typeof redirect>[1],
): Promise<never> {
  redirect(localizedPath(await getRequestLocale(), href), type);
}
