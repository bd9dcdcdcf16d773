import { cva } from "class-variance-authority";
import type { Locale } from "@/lib/i18n/routing";
import { orderStatusLabel, promiseState, promiseText, type OrderStatus } from "@/lib/orders";

const badgeVariants = cva("inline-block rounded-full px-3 py-1 text-sm font-semibold", {
  variants: {
    status: {
      awaiting_proof: "bg-slate-100 text-slate-800",
      proof_submitted: "bg-amber-100 text-amber-900",
      approved: "bg-green-100 text-green-900",
      rejected: "bg-red-100 text-red-900",
      cancelled: "bg-slate-100 text-slate-700",
      expired: "bg-slate-100 text-slate-700",
    } satisfies Record<OrderStatus, string>,
  },
});

/** An order's status as a coloured label ("Waiting for approval", "Approved", …), in `locale`. */
export function OrderStatusBadge({
  status,
  locale = "en",
}: {
  status: OrderStatus;
  locale?: Locale;
}) {
  return <span className={badgeVariants({ status })}>{orderStatusLabel(status, locale)}</span>;
}

/** The time left of the 24-hour promise for an order with proof, or nothing; in `locale`. */
export function PromiseLine({
  proofSubmittedAt,
  now,
  locale = "en",
}: {
  proofSubmittedAt: string | null;
  now: Date;
  locale?: Locale;
}) {
  const state = promiseState(proofSubmittedAt, now);
  if (!state) return null;
  return <p className="text-sm text-slate-700">{promiseText(state, locale)}</p>;
}
