"use client";

import { Link } from "@/components/ui/link";
import { rememberLanguageAction } from "@/lib/actions/remember-language";
import { usePageLocale, useSitePathname } from "@/lib/i18n/client";

/**
 * The link to this page in the other language (English ⇄ العربية), in the header, the mobile
 * menu and the admin sidebar. It keeps the page (its path; a query such as a search is left
 * behind). Its text is the other language's own name, marked with its language so a screen
 * reader reads it right; `label` (in the page's language) is its title. When `isSignedIn` (the
 * server knows), a click also remembers the choice upstream (`rememberLanguageAction`), without
 * waiting for it: the navigation is never delayed, and a failure changes nothing.
 */
export function LanguageSwitch({
  otherName,
  label,
  className,
  isSignedIn = false,
}: {
  otherName: string;
  label: string;
  className?: string;
  isSignedIn?: boolean;
}) {
  const locale = usePageLocale();
  const pathname = useSitePathname();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={other}
      lang={other}
      title={label}
      className={className}
      onClick={
        isSignedIn
          ? () => {
              // Best effort, not awaited: the link navigates at once whatever the action does.
              rememberLanguageAction(other).catch(() => undefined);
            }
          : undefined
      }
    >
      {otherName}
    </Link>
  );
}
