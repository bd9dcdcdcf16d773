import { profileHref } from "@/components/student/profile-href";
import { Link } from "@/components/ui/link";
import { logoutAction } from "@/lib/auth/logout-action";
import type { Session } from "@/lib/auth/guards";
import { ADMIN_HOME } from "@/lib/auth/routes";
import { buttonClassName } from "./ui/button";
import { getCatalogue } from "@/lib/i18n/server";

const solid = buttonClassName("primary");
const outline = buttonClassName("secondary");

/** Sign Up and Login: a visitor's corner. */
async function VisitorActions({ className }: { className: string }) {
  const { account } = (await getCatalogue()).publicPages;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link href="/signup" className={outline}>
        {account.signUp}
      </Link>
      <Link href="/login" className={solid}>
        {account.login}
      </Link>
    </div>
  );
}

/**
 * The session-dependent corner of the header (spec §2): Sign Up and Login for a visitor,
 * Profile and Logout once logged in. Profile opens the student's own profile, or the admin
 * landing page for an admin. Logout is a form, so it works without JavaScript.
 *
 * The viewer is given by the page's layout (`null` for a visitor and in the shared document that
 * every visitor gets; see `lib/render-mode.ts`), never read here: the shell is also drawn by the
 * root not-found page, which Next renders inside every page's tree.
 */
export async function AccountActions({
  session,
  className = "",
}: {
  session: Session | null;
  className?: string;
}) {
  if (!session) return <VisitorActions className={className} />;
  const { account } = (await getCatalogue()).publicPages;
  const ownPage = session.role === "Admin" ? ADMIN_HOME : profileHref(session.userId);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link href={ownPage} className={outline}>
        {account.profile}
      </Link>
      <form action={logoutAction}>
        <button type="submit" className={solid}>
          {account.logout}
        </button>
      </form>
    </div>
  );
}
