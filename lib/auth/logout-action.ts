"use server";

import { redirect } from "next/navigation";
import { endSession } from "@/lib/auth/guards";

/**
 * Ends the session (removes the cookie) and goes to `/`. Works as a plain `<form action>`, so
 * Logout works without JavaScript. Lives in `lib/` because the shared header and the admin
 * sidebar (in `components/`) both post to it.
 * @throws Next's redirect to `/` (always).
 */
export async function logoutAction(): Promise<void> {
  await endSession();
  redirect("/");
}
