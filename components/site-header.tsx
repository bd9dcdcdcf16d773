import { Link } from "@/components/ui/link";
import type { Session } from "@/lib/auth/guards";
import { AccountActions } from "./account-actions";
import { BrandMark } from "./brand-mark";
import { DisclosureMenu, NavLink } from "./site-nav";
import { mainNav, type NavItem } from "@/lib/routes/navigation";
import { ChevronDownIcon } from "@/components/ui/icons";
import { getCatalogue } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { LanguageSwitch } from "./language-switch";

const desktopLink =
  "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";
const desktopActive = "bg-brand-50 text-brand-800 font-semibold";
const panelLink =
  "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";
const panelActive = "bg-brand-50 text-brand-800 font-semibold";

/** The main menu's texts in the page's language (`messages.publicPages.nav`). */
type NavTexts = Catalogue["publicPages"]["nav"];

/** A menu label in the page's language: the catalogue's by path or group, else the manifest's. */
function navLabel(nav: NavTexts, key: string): string {
  const texts: Readonly<Record<string, string>> = { ...nav.groups, ...nav.links };
  return texts[key] ?? key;
}

/** A group's links (the Courses dropdown, or its part of the mobile menu). */
function NavItemList({
  items,
  nav,
  className,
}: {
  items: readonly NavItem[];
  nav: NavTexts;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink
            href={item.href}
            activeFor={item.activeFor}
            className={panelLink}
            activeClassName={panelActive}
          >
            {navLabel(nav, item.href)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The main menu of {@link mainNav}, drawn from the one list in both places: `bar` is the desktop
 * row (groups open as dropdowns), `panel` the mobile menu (groups as labelled sub-lists).
 */
function MainMenu({ placement, nav }: { placement: "bar" | "panel"; nav: NavTexts }) {
  const isBar = placement === "bar";
  return (
    <nav aria-label={nav.label} className={isBar ? "ms-4 hidden lg:block" : undefined}>
      <ul className={isBar ? "flex items-center gap-1" : "space-y-1"}>
        {mainNav.map((entry) =>
          !("items" in entry) ? (
            <li key={entry.href}>
              <NavLink
                href={entry.href}
                activeFor={entry.activeFor}
                className={isBar ? desktopLink : panelLink}
                activeClassName={isBar ? desktopActive : panelActive}
              >
                {navLabel(nav, entry.href)}
              </NavLink>
            </li>
          ) : isBar ? (
            <li key={entry.label}>
              <DisclosureMenu
                summary={
                  <span className="flex items-center gap-1">
                    {navLabel(nav, entry.label)}
                    <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
                  </span>
                }
                summaryClassName={desktopLink}
                activeSummaryClassName={desktopActive}
                activeItems={entry.items}
                panelClassName="absolute start-0 top-full z-40 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
              >
                <NavItemList items={entry.items} nav={nav} />
              </DisclosureMenu>
            </li>
          ) : (
            <li key={entry.label}>
              <span className="block px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {navLabel(nav, entry.label)}
              </span>
              <NavItemList items={entry.items} nav={nav} className="space-y-1 ps-3" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The public header (spec §2): logo, the main menu with its Courses dropdown, and the account
 * actions for `session` (`null`: a visitor's); below `lg` the menu and actions fold into one menu button. Server-rendered; only the
 * active-link highlighting and the menus' closing behaviour run on the client.
 */
export async function SiteHeader({ session }: { session: Session | null }) {
  const { language, header, publicPages } = await getCatalogue();
  const { nav } = publicPages;
  const languageSwitch = (className: string) => (
    <LanguageSwitch
      otherName={language.otherName}
      label={language.switchLabel}
      className={className}
      isSignedIn={session !== null}
    />
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 rounded-md">
          <BrandMark />
          <span className="leading-tight">
            <span className="block text-lg font-bold text-brand-800">BrightWay</span>
            <span className="block text-xs font-medium tracking-wide text-slate-600">
              {header.brandSub}
            </span>
          </span>
        </Link>

        <MainMenu placement="bar" nav={nav} />

        {languageSwitch(
          "ms-auto hidden h-10 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 lg:inline-flex",
        )}
        <AccountActions session={session} className="hidden lg:flex" />

        <DisclosureMenu
          className="ms-auto lg:hidden"
          summary={
            <>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
              <span>{header.menu}</span>
            </>
          }
          summaryClassName="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          panelClassName="absolute end-0 top-full z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <MainMenu placement="panel" nav={nav} />
          {languageSwitch(`mt-2 ${panelLink}`)}
          <AccountActions
            session={session}
            className="mt-3 border-t border-slate-200 pt-3 [&>*]:flex-1 [&_a]:w-full [&_button]:w-full [&_form]:flex-1"
          />
        </DisclosureMenu>
      </div>
    </header>
  );
}
