/**
 * Orders with payment proof, the parts both the server and the browser need: statuses, labels
 * and the 24-hour promise (spec §1: "enrolment within at most 24 hours"). Client-safe: no Node
 * APIs, no upstream calls (those are in `lib/upstream/orders.ts`).
 */

import type { Locale } from "@/lib/i18n/routing";

/** An order's status, as the upstream's orders extension reports it. */
export type OrderStatus =
  "awaiting_proof" | "proof_submitted" | "approved" | "rejected" | "cancelled" | "expired";

/**
 * The payment methods (spec §2: the payment page's three tabs), in the spec's tab order: the tab
 * label, and each payee detail the buyer sends money to: its label, what its copy button copies
 * ("Copy wallet number"), the currency it takes, and the setting of `lib/env.ts` that holds it
 * (configuration, not code; `lib/payment-methods.ts` reads the values). This table drives the
 * tabs, the order's payee and the labels everywhere.
 */
export const paymentMethods = [
  {
    value: "wallet",
    label: "Mobile Wallet",
    payees: [
      {
        label: "Mobile wallet number",
        copyName: "wallet number",
        currency: "EGP",
        setting: "PAYMENT_WALLET_NUMBER",
      },
    ],
  },
  {
    value: "card",
    label: "Card",
    payees: [
      {
        label: "EGP account",
        copyName: "EGP account",
        currency: "EGP",
        setting: "PAYMENT_CARD_EGP_ACCOUNT",
      },
      {
        label: "US-dollar account",
        copyName: "US-dollar account",
        currency: "USD",
        setting: "PAYMENT_CARD_USD_ACCOUNT",
      },
    ],
  },
  {
    value: "instant",
    label: "Instant Transfer",
    payees: [
      {
        label: "Instant transfer address",
        copyName: "instant transfer address",
        currency: "EGP",
        setting: "PAYMENT_INSTANT_TRANSFER_ADDRESS",
      },
    ],
  },
] as const;

/** How the buyer pays: `wallet`, `card` or `instant`. */
export type PaymentMethod = (typeof paymentMethods)[number]["value"];

/** The payment methods' values, in tab order (for a schema). */
export const paymentMethodValues: readonly PaymentMethod[] = paymentMethods.map(
  (method) => method.value,
);

/** The payment methods' labels in Arabic (the English ones are in {@link paymentMethods}). */
const arPaymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  wallet: "المحفظة الإلكترونية",
  card: "البطاقة",
  instant: "التحويل اللحظي",
};

/**
 * The label of a payment method ("Mobile Wallet", "Card", "Instant Transfer"), in `locale`
 * ("المحفظة الإلكترونية", "البطاقة", "التحويل اللحظي" in Arabic).
 */
export function paymentMethodLabel(method: PaymentMethod, locale: Locale = "en"): string {
  if (locale === "ar") return arPaymentMethodLabels[method] ?? method;
  return paymentMethods.find((entry) => entry.value === method)?.label ?? method;
}

/** A status as the buyer and the admin read it. */
const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_proof: "Waiting for your payment proof",
  proof_submitted: "Waiting for approval",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** {@link orderStatusLabels} in Arabic. */
const arOrderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  awaiting_proof: "في انتظار إثبات الدفع",
  proof_submitted: "في انتظار الاعتماد",
  approved: "معتمد",
  rejected: "مرفوض",
  cancelled: "ملغى",
  expired: "منتهي الصلاحية",
};

/** A status as the buyer and the admin read it, in `locale` (English: {@link orderStatusLabels}). */
export function orderStatusLabel(status: OrderStatus, locale: Locale = "en"): string {
  return (locale === "ar" ? arOrderStatusLabels : orderStatusLabels)[status];
}

/** The statuses in which the buyer may (re)send a proof. */
export function canSendProof(status: OrderStatus): boolean {
  return status === "awaiting_proof" || status === "proof_submitted" || status === "rejected";
}

/** The statuses in which the buyer may cancel. */
export function canCancel(status: OrderStatus): boolean {
  return canSendProof(status);
}

/** The promise: an order with proof is decided within this many hours (spec §1, §9). */
export const PROMISE_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** Where an order with proof stands against the 24-hour promise at `now`. */
export interface PromiseState {
  /** When the decision is due: proof time + 24 hours. */
  dueAt: Date;
  /** Milliseconds until `dueAt` (negative when late). */
  msLeft: number;
  /** Milliseconds since the proof arrived. */
  ageMs: number;
  isLate: boolean;
}

/**
 * The 24-hour promise of an order whose proof arrived at `proofSubmittedAt` (ISO text).
 * @returns null when there is no (readable) proof time.
 */
export function promiseState(proofSubmittedAt: string | null, now: Date): PromiseState | null {
  if (!proofSubmittedAt) return null;
  const submitted = Date.parse(proofSubmittedAt);
  if (Number.isNaN(submitted)) return null;
  const dueAt = new Date(submitted + PROMISE_HOURS * HOUR_MS);
  const msLeft = dueAt.getTime() - now.getTime();
  return { dueAt, msLeft, ageMs: now.getTime() - submitted, isLate: msLeft < 0 };
}

/**
 * A duration for people, in hours and minutes: "5 h 07 min", "45 min" (sign ignored); in Arabic
 * the same with the usual abbreviations, "5 س 07 د", "45 د" (Latin digits).
 */
export function formatDuration(ms: number, locale: Locale = "en"): string {
  const totalMinutes = Math.floor(Math.abs(ms) / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const [h, min] = locale === "ar" ? ["س", "د"] : ["h", "min"];
  if (hours === 0) return `${minutes} ${min}`;
  return `${hours} ${h} ${String(minutes).padStart(2, "0")} ${min}`;
}

/** The buyer's line about the promise: "5 h 07 min left of our 24-hour promise" or a late note, in `locale`. */
export function promiseText(state: PromiseState, locale: Locale = "en"): string {
  const duration = formatDuration(state.msLeft, locale);
  if (locale === "ar")
    return state.isLate
      ? `انقضت مهلة الـ24 ساعة منذ ${duration}: نحن نتابع طلبك.`
      : `يتبقى ${duration} من وعدنا بالرد خلال 24 ساعة`;
  return state.isLate
    ? `Our 24 hours ran out ${duration} ago: we are on it.`
    : `${duration} left of our 24-hour promise`;
}
