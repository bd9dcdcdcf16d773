import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { OrderStatusBadge, PromiseLine } from "@/components/orders/order-status";
import { ProofUpload } from "@/components/orders/proof-upload";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { canCancel, canSendProof } from "@/lib/orders";
import { formatPrice } from "@/lib/prices";
import type { Order } from "@/lib/upstream/orders";
import { cancelOrderAction } from "../actions";
import { amountDueOf, amountToSend, payeesFor, rateText } from "@/lib/payment-methods";
import { CopyButton } from "./copy-button";
import { copyTextsFor, PayeeList } from "./payee";

/** Where the buyer finds what an approved order gave them. */
function itemHref(order: Order): Route | null {
  if (order.kind === "product") return "/enrolledProducts";
  if (order.kind === "package" && order.courseId)
    return hrefFor("/onDemandCourseDetails/[id]", { id: order.courseId });
  if (order.courseId) return hrefFor("/onlineCourseDetails/[id]", { id: order.courseId });
  return null;
}

/**
 * One order on the payment page: its reference code, amount (with a note when the upstream
 * re-quoted it: a discount ended or a price changed since the order was placed) and the payee of its method, then
 * the step the buyer is at: send the proof, wait for approval (with the time left of the 24-hour
 * promise), read the rejection reason and send a new proof, or open what was bought.
 */
export async function OrderView({
  order,
  now,
  myOrdersHref,
}: {
  order: Order;
  now: Date;
  myOrdersHref: Route;
}) {
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const { payment } = messages.publicPages;
  const texts = payment.order;
  const amount = formatPrice(order.amount, order.currency, locale);
  const due = amountDueOf(order);
  // Null for a USD order with no EGP quote paid to pounds: the amount is to be confirmed.
  const toSend = amountToSend(order.paymentMethod, due, locale);
  const href = itemHref(order);
  return (
    <section aria-labelledby="order-title" className="space-y-6">
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="order-title" className="text-xl font-bold text-slate-900">
          {texts.yourOrder} <bdi>{order.title}</bdi>
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{texts.reference}</dt>
            <dd className="flex flex-wrap items-center gap-3">
              <span
                dir="ltr"
                className="font-mono text-2xl font-bold tracking-wider text-slate-900 select-all"
              >
                {order.reference}
              </span>
              <CopyButton
                value={order.reference}
                name={texts.referenceName}
                texts={copyTextsFor(texts.referenceName, messages)}
              />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{texts.amountToPay}</dt>
            <dd className="text-2xl font-bold text-slate-900">
              <bdi>{amount}</bdi>
            </dd>
            {due.egp ? (
              <dd className="mt-1 text-slate-800">
                {texts.or}{" "}
                <strong>
                  <bdi>{formatPrice(due.egp.amount, "EGP", locale)}</bdi>
                </strong>
                <span className="block text-sm text-slate-700">{rateText(due.egp, locale)}</span>
              </dd>
            ) : null}
            {order.previousAmount !== null && canSendProof(order.status) ? (
              <dd className="mt-1 text-sm text-slate-700">
                {messages.orders.amountRequoted.replace(
                  "{previous}",
                  formatPrice(order.previousAmount, order.currency, locale),
                )}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-sm text-slate-600">{texts.status}</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
      </div>

      {order.status === "proof_submitted" ? (
        <div role="status" className="space-y-1 rounded-lg bg-amber-50 px-4 py-3">
          <p className="font-semibold text-amber-900">{messages.orders.proofUploaded}</p>
          <PromiseLine proofSubmittedAt={order.proofSubmittedAt} now={now} />
        </div>
      ) : null}
      {order.status === "rejected" ? (
        <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{texts.rejected}</p>
          <p className="mt-1">
            {texts.reason} <bdi>{order.rejectionReason}</bdi>
          </p>
        </div>
      ) : null}
      {order.status === "approved" ? (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-900">
          {texts.approved}{" "}
          {href ? (
            <Link href={href} className="underline">
              {texts.openIt}
            </Link>
          ) : null}
        </p>
      ) : null}

      {canSendProof(order.status) ? (
        <ol className="space-y-6">
          <li>
            <p className="font-semibold text-slate-900">
              1.{" "}
              {toSend ? (
                <>
                  {texts.send}{" "}
                  <strong>
                    <bdi>{toSend}</bdi>
                  </strong>
                </>
              ) : (
                messages.exchangeRate.sendOnceConfirmed
              )}{" "}
              {texts.byMethod(payment.methods[order.paymentMethod])}{" "}
              <strong dir="ltr" className="font-mono">
                {order.reference}
              </strong>{" "}
              {texts.inTransferNote}
            </p>
            <div className="mt-3">
              <PayeeList payees={payeesFor(order.paymentMethod)} due={due} />
            </div>
          </li>
          <li>
            <p className="font-semibold text-slate-900">{texts.photo}</p>
          </li>
          <li>
            <p className="font-semibold text-slate-900">{texts.upload}</p>
            <div className="mt-3 max-w-xl">
              <ProofUpload
                orderId={order.id}
                submitLabel={
                  order.status === "awaiting_proof" ? texts.sendProof : texts.sendNewProof
                }
              />
            </div>
          </li>
        </ol>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        {canCancel(order.status) ? (
          <CancelOrderButton
            orderId={order.id}
            reference={order.reference}
            cancelAction={cancelOrderAction}
          />
        ) : null}
        <Link href={myOrdersHref} className="font-semibold text-brand-800 underline">
          {texts.myOrders}
        </Link>
      </div>
    </section>
  );
}
