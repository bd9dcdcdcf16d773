import Link from "next/link";
import { logoutAction } from "@/app/(auth)/actions";
import { getSession } from "@/lib/auth/guards";
import { ADMIN_HOME } from "@/lib/auth/routes";

const base =
  "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-semibold transition-colors";
const solid = `${base} bg-brand-700 text-white hover:bg-brand-800`;
const outline = `${base} border border-brand-700 text-brand-700 hover:bg-brand-50`;

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
