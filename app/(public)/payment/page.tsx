import { log } from "@/lib/log";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { InlineAlert } from "@/components/course/inline-alert";
import { profileHref } from "@/components/student/profile-href";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getSession, loginUrl, requireStudent, withSessionToken, type Session } from "@/lib/auth/guards";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { pageMetadata } from "@/lib/page-metadata";
import { formatPrice } from "@/lib/prices";
import { parsePaymentMethod } from "@/lib/orders";
import { UpstreamError } from "@/lib/upstream/client";
import { getOrder, hasOrders } from "@/lib/upstream/orders";
import { isGuid } from "@/lib/guid";
import { createOrderAction } from "./actions";
import { OrderStart } from "./_components/order-start";
import { OrderView } from "./_components/order-view";
import { lookUpPurchase, type Purchase, type PurchaseLookup } from "./purchase";

const title = "Payment";
const description =
  "How to pay for a BrightWay course or product: mobile wallet, card or instant bank transfer. Send us the proof and you will be enrolled within 24 hours.";

export const metadata: Metadata = pageMetadata({ title, description, path: "/payment" });

// Not spec texts: the original page had no item lookup, so it never needed them.
const ITEM_MISSING =
  "We could not find the item in this link. You can still pay by the steps below and tell us what you bought.";
const ITEM_FAILED =
  "We could not load the item's price right now. You can still pay by the steps below.";

const methods = [
  { value: "wallet", label: "Mobile Wallet" },
  { value: "card", label: "Card" },
  { value: "instant", label: "Instant Transfer" },
] as const;

type Method = (typeof methods)[number]["value"];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The tab chosen by `?tab=` (works without JavaScript), else the mobile wallet (spec §4). */
function methodParam(value: string | string[] | undefined): Method {
  const raw = Array.isArray(value) ? value[0] : value;
  return methods.find((method) => method.value === raw)?.value ?? "wallet";
}

/** The messaging-app link with a prefilled text naming what is bought. */
function whatsappHref(purchase: Purchase | null): string {
  const number = env.PAYMENT_WHATSAPP_NUMBER.replace(/\D/g, "");
  const text = purchase
    ? `Hello BrightWay, I have paid ${formatPrice(purchase.price.final, purchase.currency)} for "${purchase.title}". Here is the photo of the payment message.`
    : "Hello BrightWay, I have paid for a course/product. Here is the photo of the payment message.";
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A payee number or account, easy to read and select. */
function Payee({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-mono text-lg font-semibold tracking-wide text-slate-900 select-all">
        {value}
      </dd>
    </div>
  );
}

/** The three manual steps (spec §2) with the method's payee in step 1. */
function Steps({
  sendTo,
  amount,
  proofHref,
}: {
  sendTo: ReactNode;
  amount: string | null;
  proofHref: string;
}) {
  return (
    <ol className="space-y-6">
      <li className="flex gap-4">
        <StepNumber n={1} />
        <div className="flex-1">
          <p className="font-semibold text-slate-900">
            Send {amount ? <strong>{amount}</strong> : "the price"} to:
          </p>
          <div className="mt-3">{sendTo}</div>
        </div>
      </li>
      <li className="flex gap-4">
        <StepNumber n={2} />
        <p className="flex-1 font-semibold text-slate-900">
          Take a photo or screenshot of the success message of your payment.
        </p>
      </li>
      <li className="flex gap-4">
        <StepNumber n={3} />
        <div className="flex-1">
          <p className="font-semibold text-slate-900">Send the photo to our admin on WhatsApp.</p>
          <a
            href={proofHref}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-md bg-green-700 px-4 text-sm font-semibold text-white hover:bg-green-800"
          >
            Send the proof on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </li>
    </ol>
  );
}

/**
 * A method tab: the spec's three steps on the legacy API; with orders, only the payee details
 * (the steps live on the order, with the reference code and the upload).
 */
function MethodPanel({
  isOrdersOn,
  ...steps
}: {
  isOrdersOn: boolean;
  sendTo: ReactNode;
  amount: string | null;
  proofHref: string;
}) {
  return isOrdersOn ? <div className="pt-2">{steps.sendTo}</div> : <Steps {...steps} />;
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

/** What is being bought and its amount, or why it is not shown. */
function PurchaseSummary({ lookup }: { lookup: PurchaseLookup | "failed" }) {
  if (lookup === "failed") return <InlineAlert message={ITEM_FAILED} toast={false} />;
  if (lookup.status === "none") return null;
  if (lookup.status === "missing") return <InlineAlert message={ITEM_MISSING} toast={false} />;
  if (lookup.status === "choose-package") {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800">
        <strong>{lookup.title}</strong> is sold in packages.{" "}
        <Link href={lookup.href} className="font-semibold text-brand-800 underline">
          Choose a package
        </Link>{" "}
        to see its price.
      </p>
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
        <span className="text-slate-700">Amount to pay:</span>
        {purchase.price.isDiscounted ? (
          <s className="text-slate-600">
            <span className="sr-only">Original price </span>
            {formatPrice(purchase.price.original, purchase.currency)}
          </s>
        ) : null}
        <strong className="text-2xl text-slate-900">
          {formatPrice(purchase.price.final, purchase.currency)}
        </strong>
      </p>
    </section>
  );
}

/**
 * `/payment?order={id}` (orders extension): the session student's own order. Security boundary:
 * a visitor is sent to log in, an admin gets not-found, and the order is read with the student's
 * token (the upstream answers only its buyer; another student's id is not found here).
 */
async function OrderPage({ orderId }: { orderId: string }) {
  const path = `/payment?order=${encodeURIComponent(orderId)}`;
  const session = await requireStudent(path);
  if (!isGuid(orderId)) notFound();
  const order = await withSessionToken(session, (token) => getOrder(orderId, token), path);
  if (!order || order.studentId !== session.userId) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 inline-block rounded-md bg-accent-500/15 px-4 py-2 font-semibold text-amber-900">
        {messages.public.enrolWithin24Hours}
      </p>
      <div className="mt-8">
        <OrderView
          order={order}
          now={new Date()}
          myOrdersHref={`${profileHref(session.userId)}?tab=orders`}
        />
      </div>
    </div>
  );
}

/**
 * With the orders extension: the buyer of a found item places (or reopens) an order here; a
 * visitor is asked to log in and comes back to this same address; an admin is told admins do not
 * buy. Then the payee details of every method, for reference.
 */
function OrderStartSection({
  lookup,
  params,
  session,
}: {
  lookup: PurchaseLookup | "failed";
  params: Record<string, string | string[] | undefined>;
  session: Session | null;
}) {
  const item = flatten(params);
  const isFound = lookup !== "failed" && lookup.status === "found";
  const here = `/payment?${new URLSearchParams(item)}`;
  return (
    <section aria-labelledby="order-start-title" className="mt-10 space-y-4">
      <h2 id="order-start-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Your order
      </h2>
      {!isFound ? (
        <p className="text-slate-700">Choose a course, package or product, then press its Buy button.</p>
      ) : !session ? (
        <p className="text-slate-800">
          {messages.orders.loginToOrder}{" "}
          <Link href={loginUrl(here)} className="font-semibold text-brand-800 underline">
            Log in
          </Link>
        </p>
      ) : session.role !== "Student" ? (
        <p className="text-slate-800">{messages.orders.adminCannotOrder}</p>
      ) : (
        <OrderStart item={item} defaultMethod={parsePaymentMethod(params.tab)} action={createOrderAction} />
      )}
    </section>
  );
}

/**
 * Spec §2 "Payment page": three method tabs, the three manual steps, the 24-hour promise. With
 * the upstream's orders extension (detected once, `hasOrders`) the third step becomes an upload
 * here: the student places an order with a reference code and sends the proof; on the legacy
 * API the page is exactly the spec's WhatsApp steps.
 */
export default async function PaymentPage({ searchParams }: Props) {
  const params = await searchParams;
  const isOrdersOn = await hasOrders();
  const orderParam = Array.isArray(params.order) ? params.order[0] : params.order;
  if (isOrdersOn && orderParam) return <OrderPage orderId={orderParam} />;
  let lookup: PurchaseLookup | "failed";
  try {
    lookup = await lookUpPurchase(params);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, "payment: item lookup failed");
    lookup = "failed";
  }
  const purchase = lookup !== "failed" && lookup.status === "found" ? lookup.purchase : null;
  const amount = purchase ? formatPrice(purchase.price.final, purchase.currency) : null;
  const proofHref = whatsappHref(purchase);
  const tab = methodParam(params.tab);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        {isOrdersOn
          ? "Payment is made directly to us. Place your order, pay with the reference code in the transfer note, and upload the proof here."
          : "Payment is made directly to us. Choose a method, follow the three steps, and our team enrols you by hand."}
      </p>
      <p className="mt-4 inline-block rounded-md bg-accent-500/15 px-4 py-2 font-semibold text-amber-900">
        {messages.public.enrolWithin24Hours}
      </p>

      <div className="mt-8">
        <PurchaseSummary lookup={lookup} />
      </div>

      {isOrdersOn ? <OrderStartSection lookup={lookup} params={params} session={await getSession()} /> : null}

      <section aria-labelledby="methods-title" className="mt-10">
        <h2 id="methods-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Payment method
        </h2>
        <Tabs defaultValue={tab} className="mt-4">
          <TabsList aria-label="Payment methods">
            {methods.map((method) => (
              <TabsTrigger key={method.value} value={method.value}>
                {method.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <noscript>
            <p className="mt-3 text-sm text-slate-700">
              Other methods:{" "}
              {methods
                .filter((method) => method.value !== tab)
                .map((method, index) => (
                  <span key={method.value}>
                    {index > 0 ? " · " : null}
                    <a
                      href={`?${new URLSearchParams({ ...flatten(params), tab: method.value })}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {method.label}
                    </a>
                  </span>
                ))}
            </p>
          </noscript>
          <TabsContent value="wallet">
            <MethodPanel
              isOrdersOn={isOrdersOn}
              amount={amount}
              proofHref={proofHref}
              sendTo={
                <dl>
                  <Payee label="Mobile wallet number" value={env.PAYMENT_WALLET_NUMBER} />
                </dl>
              }
            />
          </TabsContent>
          <TabsContent value="card">
            <MethodPanel
              isOrdersOn={isOrdersOn}
              amount={amount}
              proofHref={proofHref}
              sendTo={
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Payee label="EGP account" value={env.PAYMENT_CARD_EGP_ACCOUNT} />
                  <Payee label="US-dollar account" value={env.PAYMENT_CARD_USD_ACCOUNT} />
                </dl>
              }
            />
          </TabsContent>
          <TabsContent value="instant">
            <MethodPanel
              isOrdersOn={isOrdersOn}
              amount={amount}
              proofHref={proofHref}
              sendTo={
                <dl>
                  <Payee
                    label="Instant transfer address"
                    value={env.PAYMENT_INSTANT_TRANSFER_ADDRESS}
                  />
                </dl>
              }
            />
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}

/** The page's query as single values, for building `?tab=` links that keep the item. */
function flatten(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const key of ["product", "course", "package"]) {
    const value = params[key];
    const single = Array.isArray(value) ? value[0] : value;
    if (single) flat[key] = single;
  }
  return flat;
}
