import { Link } from "@/components/ui/link";
import { InlineAlert } from "@/components/course/inline-alert";
import { buttonClassName } from "@/components/ui/button";
import { rateText, type AmountDue } from "@/lib/payment-methods";
import { formatPrice } from "@/lib/prices";
import type { PurchaseLookup } from "../purchase";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";

/**
 * What is being bought and its amount, or why it is not shown. `egp`: a USD price's amount in
 * Egyptian pounds at the admin's rate, shown with the rate and its date.
 */
export async function PurchaseSummary({
  lookup,
  egp = null,
}: {
  lookup: PurchaseLookup | "failed";
  egp?: AmountDue["egp"];
}) {
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const texts = messages.publicPages.payment;
  if (lookup === "failed") return <InlineAlert message={texts.itemFailed} toast={false} />;
  if (lookup.status === "none") return null;
  if (lookup.status === "missing") return <InlineAlert message={texts.itemMissing} toast={false} />;
  if (lookup.status === "choose-package") {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800">
        <strong>
          <bdi>{lookup.title}</bdi>
        </strong>{" "}
        {texts.soldInPackages}{" "}
        <Link href={lookup.href} className="font-semibold text-brand-800 underline">
          {texts.choosePackage}
        </Link>{" "}
        {texts.toSeePrice}
      </p>
    );
  }
  if (lookup.status === "held") {
    return (
      <section
        aria-labelledby="purchase-title"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-5"
      >
        <h2 id="purchase-title" className="text-xl font-bold text-slate-900">
          {lookup.title}
        </h2>
        <p role="status" className="mt-2 font-medium text-emerald-900">
          {lookup.message}
        </p>
        {/* A plain <a>: for a product it is the download, a file rather than a page to route to. */}
        <a href={lookup.href} className={buttonClassName("primary", "mt-4")}>
          {lookup.linkText}
          <span className="sr-only">
            {" "}
            <bdi>{lookup.title}</bdi>
          </span>
        </a>
      </section>
    );
  }
  const { purchase } = lookup;
  return (
    <section
      aria-labelledby="purchase-title"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5"
    >
      <p className="text-sm font-semibold text-brand-800">{purchase.kind}</p>
      <h2 id="purchase-title" className="mt-1 text-xl font-bold text-slate-900">
        <Link href={purchase.href} className="hover:underline">
          {purchase.title}
        </Link>
      </h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-2">
        <span className="text-slate-700">{texts.amountToPay}</span>
        {purchase.price.isDiscounted ? (
          <s className="text-slate-600">
            <span className="sr-only">{texts.originalPrice} </span>
            <bdi>{formatPrice(purchase.price.original, purchase.currency, locale)}</bdi>
          </s>
        ) : null}
        <strong className="text-2xl text-slate-900">
          <bdi>{formatPrice(purchase.price.final, purchase.currency, locale)}</bdi>
        </strong>
      </p>
      {egp ? (
        <p className="mt-2 text-slate-800">
          {texts.inPounds}{" "}
          <strong className="text-xl text-slate-900">
            <bdi>{formatPrice(egp.amount, "EGP", locale)}</bdi>
          </strong>
          <span className="block text-sm text-slate-700">{rateText(egp, locale)}.</span>
        </p>
      ) : null}
    </section>
  );
}
