"use client";

import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";
import { useSitePathname } from "@/lib/i18n/client";

/** Where the reader's "Stay in English" is remembered (this browser only). */
const DISMISSED_KEY = "bw-stay-english";

/**
 * On the English site, a browser whose first language is Arabic is offered the Arabic page, once,
 * never sent there: a banner with the link and "Stay in English" (remembered in this browser).
 * Drawn only after hydration from `navigator.languages`, so the stored English document stays the
 * same for everyone and no request header is read on the server.
 */
export function ArabicOffer({
  offer,
  action,
  dismiss,
}: {
  offer: string;
  action: string;
  dismiss: string;
}) {
  const pathname = useSitePathname();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const first = navigator.languages?.[0] ?? navigator.language ?? "";
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(DISMISSED_KEY) === "1";
    } catch {
      // Storage refused (private mode): offer again next time, no harm.
    }
    // The effect runs once after hydration: the offer depends on the browser, not the document.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(first.toLowerCase().startsWith("ar") && !dismissed);
  }, []);
  if (!shown) return null;
  const stay = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Not remembered: the banner still closes now.
    }
    setShown(false);
  };
  return (
    <div
      role="region"
      aria-label={action}
      lang="ar"
      dir="rtl"
      className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-sm text-brand-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <p>{offer}</p>
        <Link
          href={pathname}
          locale="ar"
          hrefLang="ar"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {action}
        </Link>
        <button
          type="button"
          lang="en"
          dir="ltr"
          onClick={stay}
          className="ms-auto rounded-md px-2 py-1 text-brand-800 hover:bg-brand-100"
        >
          {dismiss}
        </button>
      </div>
    </div>
  );
}
