import { messages } from "@/lib/messages";
import {
  amountForPayee,
  isEgpAmountPending,
  type AmountDue,
  type PayeeDetail,
} from "@/lib/payment-methods";
import { formatPrice, type Currency } from "@/lib/prices";
import { CopyButton } from "./copy-button";

const currencyNames: Record<Currency, string> = { EGP: "Egyptian pounds", USD: "US dollars" };

/** One payee, what is due (null when unknown), and whether the method lists other payees beside it. */
interface PayeeProps {
  payee: PayeeDetail;
  due: AmountDue | null;
  isOneOfSeveral: boolean;
}

/**
 * What the buyer sends to this payee: the amount in its currency when known (for pounds while a
 * USD price has no rate: that BrightWay confirms it before the buyer pays), and, where a method
 * has accounts in both currencies (the card), which currency goes where.
 */
function PayeeNote({ payee, due, isOneOfSeveral }: PayeeProps) {
  const amount = due ? amountForPayee(payee.currency, due) : null;
  const forWhat = isOneOfSeveral ? `For payments in ${currencyNames[payee.currency]}` : null;
  // A USD price with no rate: this account takes pounds, so it is never asked for dollars.
  if (due && isEgpAmountPending(payee.currency, due)) {
    return (
      <dd className="mt-1 text-sm text-slate-700">
        {forWhat ? `${forWhat}. ` : null}
        {messages.exchangeRate.egpToBeConfirmed}
      </dd>
    );
  }
  if (!amount && !isOneOfSeveral) return null;
  return (
    <dd className="mt-1 text-sm text-slate-700">
      {forWhat}
      {forWhat && amount ? ": send " : amount ? "Send " : "."}
      {amount ? (
        <>
          <strong className="whitespace-nowrap">
            <bdi>{formatPrice(amount.amount, amount.currency)}</bdi>
          </strong>{" "}
          here.
        </>
      ) : null}
    </dd>
  );
}

/** A payee number or account, easy to read, select and copy, with what to send to it. */
function Payee({ payee, due, isOneOfSeveral }: PayeeProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <dt className="text-sm text-slate-600">{payee.label}</dt>
      <dd className="mt-1 flex items-center justify-between gap-3">
        <span
          dir="ltr"
          className="min-w-0 font-mono text-lg font-semibold tracking-wide break-all text-slate-900 select-all"
        >
          {payee.value}
        </span>
        <CopyButton value={payee.value} name={payee.copyName} />
      </dd>
      <PayeeNote payee={payee} due={due} isOneOfSeveral={isOneOfSeveral} />
    </div>
  );
}

/**
 * The payee details of one method, side by side when there are two; with `due`, each says what
 * to send to it (an EGP payee gets a USD price's EGP quote).
 */
export function PayeeList({ payees, due }: { payees: PayeeDetail[]; due: AmountDue | null }) {
  return (
    <dl className={payees.length > 1 ? "grid gap-3 sm:grid-cols-2" : undefined}>
      {payees.map((payee) => (
        <Payee key={payee.label} payee={payee} due={due} isOneOfSeveral={payees.length > 1} />
      ))}
    </dl>
  );
}
