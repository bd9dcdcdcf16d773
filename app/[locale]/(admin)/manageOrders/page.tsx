import { hrefFor } from "@/lib/routes/manifest";
import { readStatusList, StatusListFrame } from "@/app/[locale]/(admin)/_components/status-list-frame";
import { ProofViewer } from "@/app/[locale]/(admin)/manageOrders/_components/proof-viewer";
import type { Metadata } from "next";
import { Fragment } from "react";
import { OrderStatusBadge } from "@/components/orders/order-status";
import { formatBusinessDateTime } from "@/lib/business-time";
import { messages } from "@/lib/messages";
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

export const metadata: Metadata = { title: "Manage Orders", robots: { index: false } };

type Props = PageProps<"/[locale]/manageOrders">;

const basePath = "/manageOrders";

const filters: { value: QueueStatus; label: string }[] = [
  { value: "proof_submitted", label: "Waiting for approval" },
  { value: "awaiting_proof", label: "Waiting for proof" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "cancelled", label: "Cancelled" },
  { value: "expired", label: "Expired" },
  { value: "all", label: "All" },
];

/** `?status=`: the queue shown; anything else is the proofs waiting for a decision. */
const statusParam = oneOfParam(queueStatuses, "proof_submitted");

/** The order's times that are known, in order: placed, proof sent, and the decision or cancellation. */
function orderTimes(order: Order): { label: string; at: string }[] {
  const times: { label: string; at: string | null | undefined }[] = [
    { label: "Ordered", at: order.createdAt },
    { label: "Proof sent", at: order.proofSubmittedAt },
    { label: "Approved", at: order.approvedAt },
    { label: "Rejected", at: order.rejectedAt },
    { label: "Cancelled", at: order.cancelledAt },
  ];
  return times.filter((time): time is { label: string; at: string } => Boolean(time.at));
}

/** How long the order has waited since its proof, against the 24-hour promise. */
function Age({ order, now }: { order: Order; now: Date }) {
  const state = promiseState(order.proofSubmittedAt, now);
  if (!state) return null;
  return state.isLate ? (
    <p className="font-semibold text-red-700">
      Late: waiting {formatDuration(state.ageMs)} (over {PROMISE_HOURS} hours)
    </p>
  ) : (
    <p className="text-slate-700">
      Waiting {formatDuration(state.ageMs)} · {formatDuration(state.msLeft)} left of {PROMISE_HOURS}{" "}
      hours
    </p>
  );
}

function OrderItem({ order, now }: { order: Order; now: Date }) {
  const isDecidable = order.status === "proof_submitted";
  const decision = (
    <OrderDecision
      orderId={order.id}
      reference={order.reference}
      summary={`${orderAmountText(order)} for ${order.title}`}
      // A live course has no access period: it is a place in the coming sessions.
      grant={
        order.kind === "onlineCourse"
          ? "The student is enrolled in the live course now"
          : "The student gets access now"
      }
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
        <h2 className="text-lg font-semibold text-slate-900">{order.title}</h2>
        <p className="text-slate-800">
          {order.studentName || "Student"} · <span className="break-all">{order.studentEmail}</span>
        </p>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Reference</dt>
          <dd className="font-mono font-semibold">
            <bdi dir="ltr">{order.reference}</bdi>
          </dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold">{orderAmountText(order)}</dd>
          <dt className="text-slate-600">Method</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          {orderTimes(order).map((time) => (
            <Fragment key={time.label}>
              <dt className="text-slate-600">{time.label}</dt>
              <dd>
                <time dateTime={time.at}>{formatBusinessDateTime(time.at)}</time>
              </dd>
            </Fragment>
          ))}
        </dl>
        <OrderStatusBadge status={order.status} />
        {isDecidable ? <Age order={order} now={now} /> : null}
        {order.hasAccess ? (
          <p className="rounded-md bg-sky-50 px-3 py-2 text-sm font-semibold text-sky-900">
            Already enrolled: the student already has{" "}
            {order.kind === "product" ? "this product" : "this course"}.
            {order.kind === "package"
              ? " Approving moves them to this package, starting now."
              : null}
          </p>
        ) : null}
        {order.status === "rejected" && order.rejectionReason ? (
          <p className="text-sm text-red-800">Reason: {order.rejectionReason}</p>
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
                · <span className="font-semibold">{orderAmountText(order)}</span> ·{" "}
                {paymentMethodLabel(order.paymentMethod)}
              </p>
              {isDecidable ? <Age order={order} now={now} /> : null}
            </>
          }
          decision={isDecidable ? decision : undefined}
        />
      ) : (
        <p className="text-sm text-slate-600">No proof yet.</p>
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
  return (
    <StatusListFrame
      title="Manage Orders"
      exportDataset="orders"
      intro="Check each payment proof against the account, then approve (access starts now) or reject with a reason."
      filtersLabel="Order status"
      basePath={basePath}
      filters={filters}
      defaultStatus="proof_submitted"
      status={status}
      items={orders?.map((order) => <OrderItem key={order.id} order={order} now={now} />) ?? null}
      failedMessage={messages.orders.ordersFailed}
      empty={
        <p className="text-slate-700">
          {status === "proof_submitted" ? messages.orders.noQueue : messages.orders.noOrders}
        </p>
      }
    />
  );
}
