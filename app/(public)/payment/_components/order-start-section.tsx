import Link from "next/link";
import { loginUrl, type Session } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { paymentMethodLabel, type PaymentMethod } from "@/lib/orders";
import { createOrderAction } from "../actions";
import { OrderStart } from "./order-start";

/**
 * With the orders extension, in the tab of `method`: the buyer of a found item places (or
 * reopens) an order paid that way; a visitor is asked to log in and comes back to this same tab;
 * an admin is told admins do not buy.
 */
export function OrderStartSection({
  isFound,
  item,
  method,
  session,
}: {
  isFound: boolean;
  /** The item's ids as the page got them. */
  item: Record<string, string>;
  method: PaymentMethod;
  session: Session | null;
}) {
  const here = `/payment?${new URLSearchParams({ ...item, tab: method })}`;
  return (
    <div className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-5">
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
        <>
          <p className="text-slate-800">
            Place your order to pay by {paymentMethodLabel(method)}: you get a reference code to write in the
            transfer note, and the page to upload your proof.
          </p>
          <OrderStart item={item} method={method} action={createOrderAction} />
        </>
      )}
    </div>
  );
}
