import { Link } from "@/components/ui/link";
import { logoutAction } from "@/lib/auth/logout-action";
import { adminNav } from "@/lib/routes/navigation";
import { BrandMark } from "./brand-mark";
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

function AdminNavList({
  hasOrders = false,
  hasSessions = false,
  hasEnquiries = false,
  pendingOrders = 0,
}: AdminSidebarProps) {
  return (
    <ul className="space-y-1">
      {adminNav({ hasOrders, hasSessions, hasEnquiries }).map((entry) => (
        <li key={entry.href}>
          <NavLink href={entry.href} className={linkClass} activeClassName={activeClass}>
            {entry.label}
            {entry.extension === "orders" && pendingOrders > 0 ? (
              <span className="ms-2 inline-grid min-w-6 place-items-center rounded-full bg-accent-500 px-1.5 text-xs font-bold text-slate-900">
                {pendingOrders}
                <span className="sr-only"> waiting for approval</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
      <li className="border-t border-white/10 pt-2">
        <form action={logoutAction}>
          <button type="submit" className={`${linkClass} w-full text-start`}>
            Logout
          </button>
        </form>
      </li>
    </ul>
  );
}

/**
 * The admin sidebar of spec §2, shown instead of the public header on admin pages: the
 * `adminNav` entries of the route manifest, then Logout (a form, works without JavaScript).
 * A fixed column from `lg` up; a menu button above the content on smaller screens.
 */
export function AdminSidebar(props: AdminSidebarProps) {
  return (
    <aside className="bg-brand-900 text-white lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto">
      <div className="flex h-16 items-center justify-between gap-4 px-4">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-white"
        >
          <BrandMark className="size-8" />
          <span>BrightWay Admin</span>
        </Link>
        <DisclosureMenu
          className="lg:hidden"
          summary="Admin menu"
          summaryClassName="inline-flex h-10 items-center rounded-md border border-white/30 px-3 text-sm font-semibold hover:bg-white/10 focus-visible:outline-white"
          panelClassName="absolute end-0 top-full z-40 mt-2 w-64 rounded-lg bg-brand-900 p-2 shadow-lg ring-1 ring-white/20"
        >
          <nav aria-label="Admin">
            <AdminNavList {...props} />
          </nav>
        </DisclosureMenu>
      </div>
      <nav aria-label="Admin" className="hidden px-3 pb-6 lg:block">
        <AdminNavList {...props} />
      </nav>
    </aside>
  );
}
