import type { PayeeDetail } from "@/lib/payment-methods";

/** A payee number or account, easy to read and select. */
function Payee({ label, value }: PayeeDetail) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-mono text-lg font-semibold tracking-wide text-slate-900 select-all">
        {value}
      </dd>
    </div>
  );
}

/** The payee details of one method, side by side when there are two. */
export function PayeeList({ payees }: { payees: PayeeDetail[] }) {
  return (
    <dl className={payees.length > 1 ? "grid gap-3 sm:grid-cols-2" : undefined}>
      {payees.map((payee) => (
        <Payee key={payee.label} {...payee} />
      ))}
    </dl>
  );
}
