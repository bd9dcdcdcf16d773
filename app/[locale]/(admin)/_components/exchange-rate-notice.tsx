import { Link } from "@/components/ui/link";
import type { ExchangeRateNotice } from "@/lib/exchange-rate-notice";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { hrefFor } from "@/lib/routes/manifest";

/** Where Settings keeps the rate form (its section's id). */
export const EXCHANGE_RATE_SECTION = "exchange-rate";

/**
 * The owner's notice about the exchange rate (none set, or set more than 7 days ago), in the
 * page; with `hasLink` (the dashboard), a link to the rate form in Settings (in the page's
 * language).
 */
export function ExchangeRateNoticeBox({
  notice,
  hasLink = false,
  messages,
}: {
  notice: ExchangeRateNotice;
  hasLink?: boolean;
  /** The page's catalogue (the link's text). */
  messages: Catalogue;
}) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-medium">{notice.text}</p>
      {hasLink ? (
        <p className="mt-2">
          <Link
            href={hrefFor("/settings", {}, { hash: EXCHANGE_RATE_SECTION })}
            className="font-semibold text-brand-800 underline"
          >
            {notice.kind === "unset"
              ? messages.exchangeRate.setLink
              : messages.exchangeRate.checkLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
