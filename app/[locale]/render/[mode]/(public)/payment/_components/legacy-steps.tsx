import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { formatPrice } from "@/lib/prices";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { getCatalogue } from "@/lib/i18n/server";
import type { Purchase } from "../purchase";

/** The messaging-app link with a prefilled text naming what is bought, in the page's language. */
export function whatsappHref(
  purchase: Purchase | null,
  messages: Catalogue,
  locale: Locale = "en",
): string {
  const number = env.PAYMENT_WHATSAPP_NUMBER.replace(/\D/g, "");
  const texts = messages.publicPages.payment.legacy;
  const text = purchase
    ? texts.whatsappText(
        formatPrice(purchase.price.final, purchase.currency, locale),
        purchase.title,
      )
    : texts.whatsappTextNoItem;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * The spec's three manual steps (spec §2, the legacy API) with the method's payee in step 1:
 * "Send {amount} to:", else "Send {unknownAmount} to:" ("the price" by default, when there is no
 * item; "the amount in Egyptian pounds" for a USD price with no rate, to be confirmed).
 */
export async function LegacySteps({
  sendTo,
  amount,
  unknownAmount,
  proofHref,
}: {
  sendTo: ReactNode;
  amount: string | null;
  unknownAmount?: string;
  proofHref: string;
}) {
  const texts = (await getCatalogue()).publicPages.payment.legacy;
  return (
    <ol className="space-y-6">
      <li className="flex gap-4">
        <StepNumber n={1} />
        <div className="flex-1">
          <p className="font-semibold text-slate-900">
            {texts.send}{" "}
            {amount ? (
              <strong>
                <bdi>{amount}</bdi>
              </strong>
            ) : (
              (unknownAmount ?? texts.thePrice)
            )}{" "}
            {texts.to}
          </p>
          <div className="mt-3">{sendTo}</div>
        </div>
      </li>
      <li className="flex gap-4">
        <StepNumber n={2} />
        <p className="flex-1 font-semibold text-slate-900">{texts.photo}</p>
      </li>
      <li className="flex gap-4">
        <StepNumber n={3} />
        <div className="flex-1">
          <p className="font-semibold text-slate-900">{texts.whatsapp}</p>
          <a
            href={proofHref}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-md bg-green-700 px-4 text-sm font-semibold text-white hover:bg-green-800"
          >
            {texts.proofOnWhatsapp}
            <span className="sr-only"> {texts.opensInNewTab}</span>
          </a>
        </div>
      </li>
    </ol>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {n}
    </span>
  );
}
