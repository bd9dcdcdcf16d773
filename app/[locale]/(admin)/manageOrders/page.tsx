import { hrefFor } from "@/lib/routes/manifest";
import {
  readStatusList,
  StatusListFrame,
} from "@/app/[locale]/(admin)/_components/status-list-frame";
import { ProofViewer } from "@/app/[locale]/(admin)/manageOrders/_components/proof-viewer";
import type { Metadata } from "next";
import { Fragment } from "react";
import { OrderStatusBadge } from "@/components/orders/order-status";
import { formatBusinessDateTime } from "@/lib/business-time";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { formatDuration, paymentMethodLabel, promiseState, PROMISE_HOURS } from "@/lib/orders";
import { orderAmountText } from "@/lib/payment-methods";
import {
  hasOrders,
  listOrderQueue,
  queueStatuses,
  type Order,
  type QueueStatus,
} from "@/lib/upstream/orders";
import { approveOrderAction, rejectOrderAction } from "./actions";
import { OrderDecision } from "./_components/order-decision";
import { oneOfParam } from "@/lib/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.adminPages.orders.title, robots: { index: false } };
}

type Props = PageProps<"/[locale]/manageOrders">;

const basePath = "/manageOrders";

/** The status filters, in this order. */
const filterOrder: readonly QueueStatus[] = [
  "proof_submitted",
  "awaiting_proof",
  "approved",
  "rejected",
  "cancelled",
  "expired",
  "all",
];

/** What each part of the page needs to speak the page's language. */
interface Texts {
  text: Catalogue["adminPages"]["orders"];
  locale: Locale;
}

/** `?status=`: the queue shown; anything else is the proofs waiting for a decision. */
const statusParam = oneOfParam(queueStatuses, "proof_submitted");

/** The order's times that are known, in order: placed, proof sent, and the decision or cancellation. */
function orderTimes(order: Order, text: Texts["text"]): { label: string; at: string }[] {
  const times: { label: string; at: string | null | undefined }[] = [
    { label: text.times.ordered, at: order.createdAt },
    { label: text.times.proofSent, at: order.proofSubmittedAt },
    { label: text.times.approved, at: order.approvedAt },
    { label: text.times.rejected, at: order.rejectedAt },
    { label: text.times.cancelled, at: order.cancelledAt },
  ];
  return times.filter((time): time is { label: string; at: string } => Boolean(time.at));
}

/** How long the order has waited since its proof, against the 24-hour promise. */
function Age({ order, now, text, locale }: Texts & { order: Order; now: Date }) {
  const state = promiseState(order.proofSubmittedAt, now);
  if (!state) return null;
  return state.isLate ? (
    <p className="font-semibold text-red-700">
      {text.late(formatDuration(state.ageMs, locale), PROMISE_HOURS)}
    </p>
  ) : (
    <p className="text-slate-700">
      {text.waiting(
        formatDuration(state.ageMs, locale),
        formatDuration(state.msLeft, locale),
        PROMISE_HOURS,
      )}
    </p>
  );
}

function OrderItem({ order, now, text, locale }: Texts & { order: Order; now: Date }) {
  const isDecidable = order.status === "proof_submitted";
  const amount = orderAmountText(order, locale);
  const method = paymentMethodLabel(order.paymentMethod, locale);
  const decision = (
    <OrderDecision
      orderId={order.id}
      reference={order.reference}
      summary={text.summary(amount, order.title)}
      // A live course has no access period: it is a place in the coming sessions.
      grant={order.kind === "onlineCourse" ? text.grantLiveCourse : text.grantAccess}
      approveAction={approveOrderAction}
      rejectAction={rejectOrderAction}
    />
  );
  return (
    // The id is where the admin's "proof received" e-mail links to (`/manageOrders#order-BW-…`).
    <li
      id={`order-${order.reference}`}
      className="grid scroll-mt-4 gap-5 rounded-xl border border-slate-200 bg-white p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
    >
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <bdi>{order.title}</bdi>
        </h2>
        <p className="text-slate-800">
          <bdi>{order.studentName || text.student}</bdi> ·{" "}
          <bdi className="break-all">{order.studentEmail}</bdi>
        </p>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{text.reference}</dt>
          <dd className="font-mono font-semibold">
            <bdi dir="ltr">{order.reference}</bdi>
          </dd>
          <dt className="text-slate-600">{text.amount}</dt>
          <dd className="font-semibold">
            <bdi>{amount}</bdi>
          </dd>
          <dt className="text-slate-600">{text.method}</dt>
          <dd>{method}</dd>
          {orderTimes(order, text).map((time) => (
            <Fragment key={time.label}>
              <dt className="text-slate-600">{time.label}</dt>
              <dd>
                <time dateTime={time.at}>{formatBusinessDateTime(time.at, { locale })}</time>
              </dd>
            </Fragment>
          ))}
        </dl>
        <OrderStatusBadge status={order.status} locale={locale} />
        {isDecidable ? <Age order={order} now={now} text={text} locale={locale} /> : null}
        {order.hasAccess ? (
          <p className="rounded-md bg-sky-50 px-3 py-2 text-sm font-semibold text-sky-900">
            {order.kind === "product" ? text.alreadyHasProduct : text.alreadyHasCourse}
            {order.kind === "package" ? text.movesPackage : null}
          </p>
        ) : null}
        {order.status === "rejected" && order.rejectionReason ? (
          <p className="text-sm text-red-800">{text.reason(order.rejectionReason)}</p>
        ) : null}
        {isDecidable ? <div className="pt-2">{decision}</div> : null}
      </div>
      {order.hasProof ? (
        <ProofViewer
          src={hrefFor("/api/admin/orders/[id]/proof", { id: order.id })}
          reference={order.reference}
          facts={
            <>
              <p>
                <span dir="ltr" className="font-mono font-semibold">
                  {order.reference}
                </span>{" "}
                · <bdi className="font-semibold">{amount}</bdi> · {method}
              </p>
              {isDecidable ? <Age order={order} now={now} text={text} locale={locale} /> : null}
            </>
          }
          decision={isDecidable ? decision : undefined}
        />
      ) : (
        <p className="text-sm text-slate-600">{text.noProof}</p>
      )}
    </li>
  );
}

/**
 * Manage Orders (orders extension): the payment-proof queue, oldest first, each with
 * its age against the 24-hour promise (late ones marked), the proof image large, and Approve /
 * Reject with a reason. Admin only (checked here as well as in the layout and in the actions);
 * not found on an upstream without orders.
 */
export default async function ManageOrdersPage({ searchParams }: Props) {
  const { status, items: orders } = await readStatusList({
    basePath,
    searchParams,
    statusParam,
    isAvailable: hasOrders,
    read: listOrderQueue,
    failureLog: "manage orders: queue failed",
  });
  const now = new Date();
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const text = messages.adminPages.orders;
  return (
    <StatusListFrame
      title={text.title}
      exportDataset="orders"
      intro={text.intro}
      filtersLabel={text.filtersLabel}
      basePath={basePath}
      filters={filterOrder.map((value) => ({ value, label: text.filters[value] }))}
      defaultStatus="proof_submitted"
      status={status}
      items={
        orders?.map((order) => (
          <OrderItem key={order.id} order={order} now={now} text={text} locale={locale} />
        )) ?? null
      }
      failedMessage={messages.orders.ordersFailed}
      empty={
        <p className="text-slate-700">
          {status === "proof_submitted" ? messages.orders.noQueue : messages.orders.noOrders}
        </p>
      }
    />
  );
}
