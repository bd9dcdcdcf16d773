import Link from "next/link";
import { logoutAction } from "@/lib/auth/logout-action";
import { getSession } from "@/lib/auth/guards";
import { ADMIN_HOME } from "@/lib/auth/routes";
import { buttonClassName } from "./ui/button";

const solid = buttonClassName("primary");
const outline = buttonClassName("secondary");

/**
 * The session-dependent corner of the header (spec §2): Sign Up and Login for a visitor,
 * Profile and Logout once logged in. Profile opens the student's own profile, or the admin
 * landing page for an admin. Logout is a form, so it works without JavaScript.
 */
export async function AccountActions({ className = "" }: { className?: string }) {
  const session = await getSession();
  if (!session) {
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
