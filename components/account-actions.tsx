import Link from "next/link";
import { logoutAction } from "@/lib/auth/logout-action";
import { getSession } from "@/lib/auth/guards";
import { ADMIN_HOME } from "@/lib/auth/routes";
import { buttonClassName } from "./ui/button";

const solid = buttonClassName("primary");
const outline = buttonClassName("secondary");

/** Sign Up and Login: a visitor's corner. */
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
 * The viewer's part of every page, rendered with the page (not behind a Suspense boundary): a
 * boundary's content reaches the page through a script, so a browser without JavaScript would
 * keep the visitor's corner after logging in; and pages are sent whole anyway (the web server
 * holds a page until its status is known).
 */
export async function AccountActions({ className = "" }: { className?: string }) {
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
