import type { Metadata } from "next";
import { getSession } from "@/lib/auth/guards";
import { log } from "@/lib/log";
import { pageMetadata } from "@/lib/page-metadata";
import { formatPrice } from "@/lib/prices";
import { parseSearchParams, type SearchParamsProp } from "@/lib/search-params";
import { UpstreamError } from "@/lib/upstream/client";
import { hasOrders } from "@/lib/upstream/orders";
import { whatsappHref } from "./_components/legacy-steps";
import { MethodTabs } from "./_components/method-tabs";
import { OrderPage } from "./_components/order-page";
import { OrderStartSection } from "./_components/order-start-section";
import { PaymentFrame } from "./_components/payment-frame";
import { PurchaseSummary } from "./_components/purchase-summary";
import { lookUpPurchase, type PurchaseLookup } from "./purchase";
import { itemParams, paymentQuery } from "./query";

const title = "Payment";
const description =
  "How to pay for a BrightWay course or product: mobile wallet, card or instant bank transfer. Send us the proof and you will be enrolled within 24 hours.";

export const metadata: Metadata = pageMetadata({ title, description, path: "/payment" });

/**
 * Spec §2 "Payment page": three method tabs, the three manual steps, the 24-hour promise. With
 * the upstream's orders extension (detected once, `hasOrders`) `?order=` shows the student's
 * order, and otherwise the third step becomes an upload: the student places an order with a
 * reference code and sends the proof. On the legacy API the page is exactly the spec's WhatsApp
 * steps. The methods and payees come from one table (`paymentMethods`, `lib/orders.ts`). An
 * online course or product the signed-in student already holds is not sold again: the page says
 * so and links to the course or the download.
 */
export default async function PaymentPage({ searchParams }: { searchParams: SearchParamsProp }) {
  const params = await searchParams;
  const query = parseSearchParams(params, paymentQuery);
  const isOrdersOn = await hasOrders();
  if (isOrdersOn && query.order) return <OrderPage orderId={query.order} />;

  let lookup: PurchaseLookup | "failed";
  try {
    lookup = await lookUpPurchase(params);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, "payment: item lookup failed");
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
  const item = itemParams(query);
  return (
    <PaymentFrame
      intro={
        isOrdersOn
          ? "Payment is made directly to us. Place your order, pay with the reference code in the transfer note, and upload the proof here."
          : "Payment is made directly to us. Choose a method, follow the three steps, and our team enrols you by hand."
      }
    >
      <div className="mt-8">
        <PurchaseSummary lookup={lookup} />
      </div>
      {isOrdersOn ? (
        <OrderStartSection isFound={purchase !== null} item={item} method={query.tab} session={await getSession()} />
      ) : null}
      <MethodTabs
        tab={query.tab}
        isOrdersOn={isOrdersOn}
        amount={purchase ? formatPrice(purchase.price.final, purchase.currency) : null}
        proofHref={whatsappHref(purchase)}
        item={item}
      />
    </PaymentFrame>
  );
}
