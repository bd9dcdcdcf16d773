import Link from "next/link";
import { loginUrl, type Session } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import type { PaymentMethod } from "@/lib/orders";
import { createOrderAction } from "../actions";
import { OrderStart } from "./order-start";

/**
 * With the orders extension: the buyer of a found item places (or reopens) an order here; a
 * visitor is asked to log in and comes back to this same address; an admin is told admins do not
 * buy. (The payee details of every method follow, for reference.)
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
  const here = `/payment?${new URLSearchParams(item)}`;
  return (
    <section aria-labelledby="order-start-title" className="mt-10 space-y-4">
      <h2 id="order-start-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Your order
      </h2>
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
        <OrderStart item={item} defaultMethod={method} action={createOrderAction} />
      )}
    </section>
  );
}
