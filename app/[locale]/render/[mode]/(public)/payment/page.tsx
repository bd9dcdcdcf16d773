import type { Metadata } from "next";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { resolveRenderMode, viewerOf } from "@/lib/render-mode";
import { pageMetadata } from "@/lib/page-metadata";
import { parseSearchParams } from "@/lib/search-params";
import { hasOrders } from "@/lib/upstream/orders";
import { amountToSend, type AmountDue } from "@/lib/payment-methods";
import { egpFor, getExchangeRate } from "@/lib/upstream/exchange-rate";
import { LegacySteps, whatsappHref } from "./_components/legacy-steps";
import { MethodTabs } from "./_components/method-tabs";
import { OrderPage } from "./_components/order-page";
import { canPlaceOrder, OrderStartNotice, TabOrderStart } from "./_components/order-start-section";
import { PaymentFrame } from "./_components/payment-frame";
import { PurchaseSummary } from "./_components/purchase-summary";
import { lookUpPurchase, type Purchase, type PurchaseLookup } from "./purchase";
import { itemParams, paymentQuery } from "./query";
import { logUpstreamFailure } from "@/lib/upstream-failure";

type Props = PageProps<"/[locale]/render/[mode]/payment">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const [{ publicPages }, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  return pageMetadata({
    title: publicPages.payment.title,
    description: publicPages.payment.description,
    path: "/payment",
    locale,
  });
}

/**
 * Spec §2 "Payment page": three method tabs, the three manual steps, the 24-hour promise. The
 * tabs are the one place the method is chosen. A USD item also shows its EGP amount at the
 * admin's rate, with the rate and its date (exchange-rate extension); with no rate, an account
 * that takes pounds says BrightWay confirms the amount before the buyer pays (never "send $120"). With the upstream's orders
 * extension (detected once, `hasOrders`) `?order=` shows the student's order, and otherwise each
 * tab ends with "Place my order" for that method (a visitor is asked to log in, once, below the
 * tabs): the student gets a reference code and sends the proof. On the legacy API the page is exactly the spec's WhatsApp
 * steps. The methods and payees come from one table (`paymentMethods`, `lib/orders.ts`). An
 * online course or product the signed-in student already holds is not sold again: the page says
 * so and links to the course or the download.
 */
export default async function PaymentPage({ params: routeParams, searchParams }: Props) {
  const mode = await resolveRenderMode(routeParams);
  const [messages, locale, viewer] = await Promise.all([
    getCatalogue(),
    getRequestLocale(),
    viewerOf(mode),
  ]);
  const texts = messages.publicPages.payment;
  const params = await searchParams;
  const query = parseSearchParams(params, paymentQuery);
  const isOrdersOn = await hasOrders();
  if (isOrdersOn && query.order) return <OrderPage orderId={query.order} />;

  let lookup: PurchaseLookup | "failed";
  try {
    lookup = await lookUpPurchase(viewer, params);
  } catch (error) {
    logUpstreamFailure(error, "payment: item lookup failed");
    lookup = "failed";
  }
  // Nothing is sold twice: the student already holds this online course or product, so the page
  // says so and links to it, with no order form, no amount and no payment steps.
  if (lookup !== "failed" && lookup.status === "held") {
    return (
      <PaymentFrame hasPromise={false}>
        <div className="mt-8">
          <PurchaseSummary lookup={lookup} />
        </div>
      </PaymentFrame>
    );
  }
  const purchase = lookup !== "failed" && lookup.status === "found" ? lookup.purchase : null;
  const due = purchase ? await amountDue(purchase) : null;
  const item = itemParams(query);
  const session = isOrdersOn ? viewer : null;
  const proofHref = whatsappHref(purchase, messages, locale);
  const isBuyer = isOrdersOn && canPlaceOrder(purchase !== null, session);
  return (
    <PaymentFrame intro={isOrdersOn ? texts.introOrders : texts.introLegacy}>
      <div className="mt-8">
        <PurchaseSummary lookup={lookup} egp={due?.egp ?? null} />
      </div>
      <MethodTabs
        tab={query.tab}
        due={due}
        item={item}
        panel={(method, payees) =>
          isOrdersOn ? (
            <>
              {payees}
              {isBuyer ? <TabOrderStart item={item} method={method} /> : null}
            </>
          ) : (
            <LegacySteps
              sendTo={payees}
              amount={due ? amountToSend(method, due, locale) : null}
              // With an item, an unknown amount is a USD price's pounds, to be confirmed.
              unknownAmount={due ? messages.exchangeRate.theEgpAmount : undefined}
              proofHref={proofHref}
            />
          )
        }
      />
      {isOrdersOn && !isBuyer ? (
        <OrderStartNotice
          isFound={purchase !== null}
          item={item}
          method={query.tab}
          session={session}
        />
      ) : null}
    </PaymentFrame>
  );
}

/**
 * What the item costs: its price and, for a USD price, the EGP amount at the admin's rate (the
 * figure the order will keep). A rate that cannot be read is left out: the USD price still sells.
 */
async function amountDue(purchase: Purchase): Promise<AmountDue> {
  const due: AmountDue = { amount: purchase.price.final, currency: purchase.currency, egp: null };
  if (purchase.currency !== "USD") return due;
  try {
    const rate = await getExchangeRate();
    if (rate.status === "set") {
      return {
        ...due,
        egp: { amount: egpFor(due.amount, rate), rate: rate.egpPerUsd, setAt: rate.setAt },
      };
    }
  } catch (error) {
    logUpstreamFailure(error, "payment: exchange rate read failed");
  }
  return due;
}
