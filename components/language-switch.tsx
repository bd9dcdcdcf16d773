"use client";

import { Link } from "@/components/ui/link";
import { usePageLocale, useSitePathname } from "@/lib/i18n/client";

/**
 * The link to this page in the other language (English ⇄ العربية), in the header, the mobile
 * menu and the admin sidebar. It keeps the page (its path; a query such as a search is left
 * behind). Its text is the other language's own name, marked with its language so a screen
 * reader reads it right; `label` (in the page's language) is its title.
 */
export function LanguageSwitch({
  otherName,
  label,
  className,
}: {
  otherName: string;
  label: string;
  className?: string;
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
    >
      {otherName}
    </Link>
  );
}
