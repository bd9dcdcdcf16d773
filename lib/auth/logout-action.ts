"use server";

import { hrefFor } from "@/lib/routes/manifest";
import { redirectLocalized } from "@/lib/i18n/redirect";
import { endSession, getSession } from "@/lib/auth/guards";
import { SIGNED_OUT_PARAM, SIGNED_OUT_UNCONFIRMED } from "@/lib/auth/routes";
import { endSessionFailingClosed } from "@/lib/auth/revoked-sessions";

/**
 * Ends the session and goes to `/`: on an upstream with server-side sessions (extension
 * "Sessions") the upstream session ends first (POST /api/Sessions/Logout), so a copy of the
 * cookie is refused from then on; then the cookie is removed. When the upstream cannot confirm
 * (timeout, failure, breaker open) the logout fails closed: the web app refuses the session until
 * it would have ended, asks the upstream again, and the browser goes to `/login`, which says so.
 * On a legacy upstream only the cookie goes (its token stays valid until it expires: README,
 * "Security notes").
 * A server action, so only a POST logs out (never a link); works as a plain `<form action>`,
 * without JavaScript. Lives in `lib/` because the shared header and the admin sidebar (in
 * `components/`) both post to it.
 * @throws Next's redirect to `/`, or to `/login?signedOut=unconfirmed` (always), in the language of
 *   the page the form was posted from (`/ar` on an Arabic page).
 */
export async function logoutAction(): Promise<void> {
  const session = await getSession();
  const outcome = session ? await endSessionFailingClosed(session) : "ended";
  await endSession();
  return redirectLocalized(
    outcome === "unconfirmed"
      ? hrefFor("/login", {}, { query: { [SIGNED_OUT_PARAM]: SIGNED_OUT_UNCONFIRMED } })
      : "/",
  );
}
