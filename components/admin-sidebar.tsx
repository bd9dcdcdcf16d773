import { Link } from "@/components/ui/link";
import { logoutAction } from "@/lib/auth/logout-action";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue } from "@/lib/i18n/server";
import { adminNav } from "@/lib/routes/navigation";
import { BrandMark } from "./brand-mark";
import { LanguageSwitch } from "./language-switch";
import { DisclosureMenu, NavLink } from "./site-nav";

const linkClass =
  "block rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white";
const activeClass = "bg-white/15 text-white font-semibold";

/** What the admin layouts tell the sidebar about the upstream: extensions and badge counts. */
export interface AdminSidebarProps {
  /** The upstream has the orders extension (shows Manage Orders). */
  hasOrders?: boolean;
  /** The upstream has server-side sessions (shows Settings: the device cap). */
  hasSessions?: boolean;
  /** Orders waiting for approval: a count badge on Manage Orders when above 0. */
  pendingOrders?: number;
  /** The upstream keeps consultancy enquiries (shows Enquiries). */
  hasEnquiries?: boolean;
}

/** The sidebar's texts in the page's language. */
type SidebarTexts = Catalogue["adminPages"]["sidebar"];

/** An entry's label in the page's language (the manifest's English label when none is known). */
function navLabel(texts: SidebarTexts, href: string, fallback: string): string {
  return (texts.nav as Record<string, string>)[href] ?? fallback;
}

function AdminNavList({
  hasOrders = false,
  hasSessions = false,
  hasEnquiries = false,
  pendingOrders = 0,
  texts,
}: AdminSidebarProps & { texts: SidebarTexts }) {
  return (
    <ul className="space-y-1">
      {adminNav({ hasOrders, hasSessions, hasEnquiries }).map((entry) => (
        <li key={entry.href}>
          <NavLink href={entry.href} className={linkClass} activeClassName={activeClass}>
            {navLabel(texts, entry.href, entry.label)}
            {entry.extension === "orders" && pendingOrders > 0 ? (
              <span className="ms-2 inline-grid min-w-6 place-items-center rounded-full bg-accent-500 px-1.5 text-xs font-bold text-slate-900">
                {pendingOrders}
                <span className="sr-only">{texts.waitingForApproval}</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
      <li className="border-t border-white/10 pt-2">
        <form action={logoutAction}>
          <button type="submit" className={`${linkClass} w-full text-start`}>
            {texts.logout}
          </button>
        </form>
      </li>
    </ul>
  );
}

/**
 * The admin sidebar of spec §2, shown instead of the public header on admin pages: the
 * `adminNav` entries of the route manifest, then Logout (a form, works without JavaScript), in
 * the page's language, with the language switch beside the brand (and in the mobile menu).
 * A fixed column from `lg` up; a menu button above the content on smaller screens.
 */
export async function AdminSidebar(props: AdminSidebarProps) {
  const { adminPages, language } = await getCatalogue();
  const texts = adminPages.sidebar;
  const languageSwitch = (className: string) => (
    <LanguageSwitch
      otherName={language.otherName}
      label={language.switchLabel}
      className={className}
      isSignedIn
    />
  );
  return (
    <aside className="bg-brand-900 text-white lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto">
      <div className="flex h-16 items-center justify-between gap-4 px-4">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-white"
        >
          <BrandMark className="size-8" />
          <span>{texts.brand}</span>
        </Link>
        <DisclosureMenu
          className="lg:hidden"
          summary={texts.menu}
          summaryClassName="inline-flex h-10 items-center rounded-md border border-white/30 px-3 text-sm font-semibold hover:bg-white/10 focus-visible:outline-white"
          panelClassName="absolute end-0 top-full z-40 mt-2 w-64 rounded-lg bg-brand-900 p-2 shadow-lg ring-1 ring-white/20"
        >
          <nav aria-label={texts.navLabel}>
            <AdminNavList {...props} texts={texts} />
          </nav>
          {languageSwitch(`mt-2 border-t border-white/10 pt-2 ${linkClass}`)}
        </DisclosureMenu>
      </div>
      <div className="hidden px-3 pb-2 lg:block">{languageSwitch(linkClass)}</div>
      <nav aria-label={texts.navLabel} className="hidden px-3 pb-6 lg:block">
        <AdminNavList {...props} texts={texts} />
      </nav>
    </aside>
  );
}
