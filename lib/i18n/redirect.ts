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
  const target = localizedPath(await getRequestLocale(), href);
  // No second argument unless one was given: exactly `redirect(target)` as before (tests of the
  // callers check the call).
  if (type === undefined) redirect(target);
  redirect(target, type);
}
