import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import { InlineAlert } from "@/components/course/inline-alert";
import { CancelOrderButton } from "@/components/orders/cancel-order-button";
import { OrderStatusBadge, PromiseLine } from "@/components/orders/order-status";
import { ProofUpload } from "@/components/orders/proof-upload";
import type { ActionResult } from "@/lib/actions/result";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { formatBusinessDateTime } from "@/lib/business-time";
import { getCatalogue } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { canCancel, canSendProof, paymentMethodLabel } from "@/lib/orders";
import { orderAmountText } from "@/lib/payment-methods";
import { listMyOrders, type Order } from "@/lib/upstream/orders";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** Props of {@link MyOrders}. */
export interface MyOrdersProps {
  session: Session;
  headingLevel: "h2" | "h3";
  /** The cancel server action (passed in: components never import from `app/`). */
  cancelAction: (input: { orderId: string }) => Promise<ActionResult>;
  /** The page's language (amounts, dates, statuses); English by default. */
  locale?: Locale;
}

function OrderCard({
  order,
  now,
  headingLevel,
  cancelAction,
  locale = "en",
  texts,
}: { order: Order; now: Date; texts: Catalogue["accountPages"]["myOrders"] } & Omit<
  MyOrdersProps,
  "session"
>) {
  const Heading = headingLevel;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading className="text-lg font-semibold text-slate-900">
            <bdi>{order.title}</bdi>
          </Heading>
          <p className="text-sm text-slate-600">
            <span dir="ltr" className="font-mono">
              {order.reference}
            </span>{" "}
            · <bdi>{orderAmountText(order, locale)}</bdi> ·{" "}
            {paymentMethodLabel(order.paymentMethod, locale)} · {texts.ordered}{" "}
            <time dateTime={order.createdAt}>
              {formatBusinessDateTime(order.createdAt, { locale })}
            </time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} locale={locale} />
      </div>
      {order.status === "proof_submitted" ? (
        <PromiseLine proofSubmittedAt={order.proofSubmittedAt} now={now} locale={locale} />
      ) : null}
      {order.status === "rejected" && order.rejectionReason ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {texts.reason(order.rejectionReason)}
        </p>
      ) : null}
      {canSendProof(order.status) ? (
        <details className="rounded-md border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold text-brand-800">
            {order.status === "awaiting_proof" ? texts.uploadProof : texts.uploadProofAgain}
          </summary>
          <div className="mt-3 max-w-xl">
            <ProofUpload orderId={order.id} submitLabel={texts.sendProof} />
          </div>
        </details>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {canSendProof(order.status) ? (
          <Link
            href={hrefFor("/payment", {}, { query: { order: order.id } })}
            className="text-sm font-semibold text-brand-800 underline"
          >
            {texts.paymentDetails}
          </Link>
        ) : null}
        {canCancel(order.status) ? (
          <CancelOrderButton
            orderId={order.id}
            reference={order.reference}
            cancelAction={cancelAction}
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * The profile's My Orders tab (orders extension): the session student's orders, newest first,
 * with status, the time left of the 24-hour promise after proof, the rejection reason, and ways
 * to upload proof again or cancel. Read with the session's own token; never cached.
 */
export async function MyOrders({
  session,
  headingLevel,
  cancelAction,
  locale = "en",
}: MyOrdersProps) {
  const messages = await getCatalogue();
  let orders: Order[];
  try {
    orders = await withSessionToken(session, (token) => listMyOrders(token));
  } catch (error) {
    logUpstreamFailure(error, "profile: orders read failed");
    return <InlineAlert message={messages.orders.ordersFailed} />;
  }
  if (orders.length === 0) return <p className="text-slate-700">{messages.orders.noOrders}</p>;
  const now = new Date();
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          now={now}
          headingLevel={headingLevel}
          cancelAction={cancelAction}
          locale={locale}
          texts={messages.accountPages.myOrders}
        />
      ))}
    </ul>
  );
}
