import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import { buttonClassName } from "@/components/ui/button";
import { loginUrl, signupUrl, type Session } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { paymentMethodLabel, type PaymentMethod } from "@/lib/orders";
import { createOrderAction } from "../actions";
import { OrderStart } from "./order-start";

/** Whether the viewer may place an order for the page's item: a signed-in student, and an item found. */
export function canPlaceOrder(isFound: boolean, session: Session | null): boolean {
  return isFound && session?.role === "Student";
}

/**
 * With the orders extension, below the method tabs, for whoever cannot order here: no item yet;
 * a visitor, asked to log in or create an account, either of which comes back to this item and
 * tab; an admin, told admins do not buy. (A student orders from the tab of their method: {@link TabOrderStart}.)
 */
export function OrderStartNotice({
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
  const here = hrefFor("/payment", {}, { query: { ...item, tab: method } });
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
      {!isFound ? (
        <p className="text-slate-700">
          Choose a course, package or product, then press its Buy button.
        </p>
      ) : !session ? (
        <>
          <p className="text-slate-800">{messages.orders.loginToOrder}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link href={loginUrl(here)} className={buttonClassName("primary")}>
              {messages.checkout.logIn}
            </Link>
            <Link href={signupUrl(here)} className={buttonClassName("secondary")}>
              {messages.checkout.createAccount}
            </Link>
          </p>
        </>
      ) : (
        <p className="text-slate-800">{messages.orders.adminCannotOrder}</p>
      )}
    </div>
  );
}

/** In the tab of `method`: the student places (or reopens) their order of the item, paid that way. */
export function TabOrderStart({
  item,
  method,
}: {
  item: Record<string, string>;
  method: PaymentMethod;
}) {
  return (
    <div className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-slate-800">
        Place your order to pay by {paymentMethodLabel(method)}: you get a reference code to write
        in the transfer note, and the page to upload your proof.
      </p>
      <OrderStart item={item} method={method} action={createOrderAction} />
    </div>
  );
}
