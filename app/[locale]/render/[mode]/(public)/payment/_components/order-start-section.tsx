import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import { buttonClassName } from "@/components/ui/button";
import { loginUrl, signupUrl, type Session } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import type { PaymentMethod } from "@/lib/orders";
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
export async function OrderStartNotice({
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
  const messages = await getCatalogue();
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
      {!isFound ? (
        <p className="text-slate-700">{messages.publicPages.payment.chooseItem}</p>
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
export async function TabOrderStart({
  item,
  method,
}: {
  item: Record<string, string>;
  method: PaymentMethod;
}) {
  const messages = await getCatalogue();
  const texts = messages.publicPages.payment;
  return (
    <div className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-slate-800">{texts.placeOrderBy(texts.methods[method])}</p>
      <OrderStart
        item={item}
        method={method}
        action={createOrderAction}
        submitLabel={messages.orders.placeOrder}
      />
    </div>
  );
}
