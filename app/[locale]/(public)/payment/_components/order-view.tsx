import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { OrderStatusBadge, PromiseLine } from "@/components/orders/order-status";
import { ProofUpload } from "@/components/orders/proof-upload";
import { messages } from "@/lib/messages";
import { canCancel, canSendProof, paymentMethodLabel } from "@/lib/orders";
import { formatPrice } from "@/lib/prices";
import type { Order } from "@/lib/upstream/orders";
import { cancelOrderAction } from "../actions";
import { amountDueOf, amountToSend, payeesFor, rateText } from "@/lib/payment-methods";
import { CopyButton } from "./copy-button";
import { PayeeList } from "./payee";

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
export function OrderView({
  order,
  now,
  myOrdersHref,
}: {
  order: Order;
  now: Date;
  myOrdersHref: Route;
}) {
  const amount = formatPrice(order.amount, order.currency);
  const due = amountDueOf(order);
  // Null for a USD order with no EGP quote paid to pounds: the amount is to be confirmed.
  const toSend = amountToSend(order.paymentMethod, due);
  const href = itemHref(order);
  return (
    <section aria-labelledby="order-title" className="space-y-6">
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="order-title" className="text-xl font-bold text-slate-900">
          Your order: {order.title}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">Reference code</dt>
            <dd className="flex flex-wrap items-center gap-3">
              <span
                dir="ltr"
                className="font-mono text-2xl font-bold tracking-wider text-slate-900 select-all"
              >
                {order.reference}
              </span>
              <CopyButton value={order.reference} name="order reference" />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Amount to pay</dt>
            <dd className="text-2xl font-bold text-slate-900">
              <bdi>{amount}</bdi>
            </dd>
            {due.egp ? (
              <dd className="mt-1 text-slate-800">
                or{" "}
                <strong>
                  <bdi>{formatPrice(due.egp.amount, "EGP")}</bdi>
                </strong>
                <span className="block text-sm text-slate-700">{rateText(due.egp)}</span>
              </dd>
            ) : null}
            {order.previousAmount !== null && canSendProof(order.status) ? (
              <dd className="mt-1 text-sm text-slate-700">
                {messages.orders.amountRequoted.replace(
                  "{previous}",
                  formatPrice(order.previousAmount, order.currency),
                )}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-sm text-slate-600">Status</dt>
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
          <p className="font-semibold">We could not confirm this payment.</p>
          <p className="mt-1">Reason: {order.rejectionReason}</p>
        </div>
      ) : null}
      {order.status === "approved" ? (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-900">
          Your payment is approved: your access has started.{" "}
          {href ? (
            <Link href={href} className="underline">
              Open it
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
                  Send <strong>{toSend}</strong>
                </>
              ) : (
                messages.exchangeRate.sendOnceConfirmed
              )}{" "}
              by {paymentMethodLabel(order.paymentMethod)} to the account below, and write{" "}
              <strong dir="ltr" className="font-mono">
                {order.reference}
              </strong>{" "}
              in the transfer note.
            </p>
            <div className="mt-3">
              <PayeeList payees={payeesFor(order.paymentMethod)} due={due} />
            </div>
          </li>
          <li>
            <p className="font-semibold text-slate-900">
              2. Take a photo or screenshot of the success message of your payment.
            </p>
          </li>
          <li>
            <p className="font-semibold text-slate-900">3. Upload it here.</p>
            <div className="mt-3 max-w-xl">
              <ProofUpload
                orderId={order.id}
                submitLabel={order.status === "awaiting_proof" ? "Send proof" : "Send a new proof"}
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
          My Orders
        </Link>
      </div>
    </section>
  );
}
