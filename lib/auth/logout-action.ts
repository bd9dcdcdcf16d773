"use server";

import { log } from "@/lib/log";
import { redirect } from "next/navigation";
import { endSession, getSession } from "@/lib/auth/guards";
import { hasSessions, logoutSession } from "@/lib/upstream/sessions";

/**
 * Ends the session and goes to `/`: on an upstream with server-side sessions (extension
 * "Sessions") the upstream session ends first (POST /api/Sessions/Logout), so a copy of the
 * cookie is refused from then on; then the cookie is removed. On a legacy upstream only the
 * cookie goes (its token stays valid until it expires: README, "Security notes").
 * A server action, so only a POST logs out (never a link); works as a plain `<form action>`,
 * without JavaScript. Lives in `lib/` because the shared header and the admin sidebar (in
 * `components/`) both post to it.
 * @throws Next's redirect to `/` (always).
 */
export async function logoutAction(): Promise<void> {
  const session = await getSession();
  if (session && (await hasSessions())) {
    try {
      await logoutSession(session.token);
    } catch (error) {
      // Already ended (401) is fine; anything else is logged, and the cookie still goes.
      const status = (error as { status?: number }).status;
      if (status !== 401) log.warn({ err: error }, "logout: the upstream session could not be ended");
    }
  }
  await endSession();
  redirect("/");
}
