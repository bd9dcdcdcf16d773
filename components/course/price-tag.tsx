import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { displayPrice, formatPrice, type Currency, type DiscountInfo } from "@/lib/prices";

/**
 * A price (USD for online courses, EGP for packages). With a discount the original amount is
 * struck through and the discounted amount follows. Screen readers do not announce a
 * strike-through, so both amounts carry visually hidden words; these are text, not `aria-label`,
 * because naming is prohibited on `<s>` (its role is "deletion").
 */
export async function PriceTag({
  price,
  currency,
  course,
}: {
  price: number;
  currency: Currency;
  course: DiscountInfo;
}) {
  const shown = displayPrice(price, course);
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const texts = messages.coursePages.packages;
  if (!shown.isDiscounted) {
    return (
      <bdi className="text-lg font-bold text-slate-900">
        {formatPrice(shown.final, currency, locale)}
      </bdi>
    );
  }
  return (
    <span className="flex flex-wrap items-baseline gap-2">
      <s className="text-slate-600">
        <span className="sr-only">{texts.originalPrice}</span>
        <bdi>{formatPrice(shown.original, currency, locale)}</bdi>
      </s>
      <span className="text-lg font-bold text-slate-900">
        <span className="sr-only">{texts.discountedPrice}</span>
        <bdi>{formatPrice(shown.final, currency, locale)}</bdi>
      </span>
      <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {texts.percentOff(course.discount)}
      </span>
    </span>
  );
}
