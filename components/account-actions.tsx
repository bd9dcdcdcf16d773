import Link from "next/link";
import { Suspense } from "react";
import { logoutAction } from "@/lib/auth/logout-action";
import { getSession } from "@/lib/auth/guards";
import { ADMIN_HOME } from "@/lib/auth/routes";
import { buttonClassName } from "./ui/button";

const solid = buttonClassName("primary");
const outline = buttonClassName("secondary");

/** Sign Up and Login: a visitor's corner, and what the cached page shows until the session is read. */
function VisitorActions({ className }: { className: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link href="/signup" className={outline}>
        Sign Up
      </Link>
      <Link href="/login" className={solid}>
        Login
      </Link>
    </div>
  );
}

/**
 * The session-dependent corner of the header (spec §2): Sign Up and Login for a visitor,
 * Profile and Logout once logged in. Profile opens the student's own profile, or the admin
 * landing page for an admin. Logout is a form, so it works without JavaScript.
 *
 * The viewer's part of every page: the page around it is the same for everyone and may come from
 * the cache; this corner is rendered per request behind a Suspense boundary whose fallback is the
 * visitor's corner.
 */
export function AccountActions({ className = "" }: { className?: string }) {
  return (
    <Suspense fallback={<VisitorActions className={className} />}>
      <SessionAccountActions className={className} />
    </Suspense>
  );
}

async function SessionAccountActions({ className }: { className: string }) {
  const session = await getSession();
  if (!session) return <VisitorActions className={className} />;
  const profileHref =
    session.role === "Admin" ? ADMIN_HOME : `/userProfile/${encodeURIComponent(session.userId)}`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link href={profileHref} className={outline}>
        Profile
      </Link>
      <form action={logoutAction}>
        <button type="submit" className={solid}>
          Logout
        </button>
      </form>
    </div>
  );
}
