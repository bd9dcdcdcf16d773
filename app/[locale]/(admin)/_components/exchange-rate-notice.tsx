import { Link } from "@/components/ui/link";
import type { ExchangeRateNotice } from "@/lib/exchange-rate-notice";
import { messages } from "@/lib/messages";
import { hrefFor } from "@/lib/routes/manifest";

/** Where Settings keeps the rate form (its section's id). */
export const EXCHANGE_RATE_SECTION = "exchange-rate";

/**
 * The owner's notice about the exchange rate (none set, or set more than 7 days ago), in the
 * page; with `hasLink` (the dashboard), a link to the rate form in Settings.
 */
export function ExchangeRateNoticeBox({
  notice,
  hasLink = false,
}: {
  notice: ExchangeRateNotice;
  hasLink?: boolean;
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
