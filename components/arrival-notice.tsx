"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { ARRIVAL_NOTICE_COOKIE, arrivalNoticeText } from "@/lib/arrival-notice";
import { useClientCatalogue } from "@/lib/i18n/client";

/**
 * Says, once, the notice a server action left for the page its redirect landed on (the
 * `bw_notice` cookie of `lib/arrival-notice.ts`): a success toast, and the cookie is cleared so a
 * reload or the next page does not say it again. Looked for at every page change (a server
 * action's redirect is a client-side navigation: the root layout stays mounted). Renders nothing.
 * Without JavaScript nothing is said here (the page the notice concerns says it too, e.g. the
 * profile's unconfirmed address). Its texts come from the visitors' small client catalogue: every
 * page carries this component.
 */
export function ArrivalNotice() {
  const pathname = usePathname();
  const catalogue = useClientCatalogue();
  useEffect(() => {
    const value = document.cookie
      .split("; ")
      .find((pair) => pair.startsWith(`${ARRIVAL_NOTICE_COOKIE}=`))
      ?.slice(ARRIVAL_NOTICE_COOKIE.length + 1);
    if (value === undefined) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${ARRIVAL_NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    const say = (text: string | null) => {
      // The id de-duplicates the toast when React runs the effect twice (strict mode).
      if (text) toast.success(text, { id: text, duration: 12_000 });
    };
    say(arrivalNoticeText(value, catalogue));
  }, [pathname, catalogue]);
  return null;
}
