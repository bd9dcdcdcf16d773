import { clientMessages } from "@/lib/client-messages";
import type { ClientCatalogue } from "@/lib/i18n/client-catalogue";

/*
 * A notice a server action leaves for the page its redirect lands on, said once there as a toast
 * (`components/arrival-notice.tsx`). Why a cookie and not the address: the page may be any page
 * (the home page, the payment page of the item chosen) and may be a stored one; a cookie reaches
 * the browser whatever page it lands on, and no page has to read it on the server.
 */

/**
 * The cookie that carries the notice: a key of {@link arrivalNotices}, never text; not HttpOnly
 * (the browser reads it, then clears it); a minute at most.
 */
export const ARRIVAL_NOTICE_COOKIE = "bw_notice";

/** How long a notice waits for its page, in seconds. */
export const ARRIVAL_NOTICE_SECONDS = 60;

/**
 * The notices there are, by key: where each one's text is in the visitors' client catalogue
 * (`lib/client-messages.ts`: every page carries the notice, so it must not pull in the whole one).
 */
const arrivalNotices = {
  /** A new student signed up on an upstream that confirms addresses. */
  "signed-up": (catalogue: ClientCatalogue) => catalogue.signedUp,
} as const;

/** A key of {@link arrivalNotices}. */
export type ArrivalNoticeKey = keyof typeof arrivalNotices;

/**
 * The text of a cookie's value in `catalogue` (English by default), or null for a value that
 * names no notice.
 */
export function arrivalNoticeText(
  value: string | undefined,
  catalogue: ClientCatalogue = clientMessages,
): string | null {
  return value !== undefined && Object.hasOwn(arrivalNotices, value)
    ? arrivalNotices[value as ArrivalNoticeKey](catalogue)
    : null;
}
