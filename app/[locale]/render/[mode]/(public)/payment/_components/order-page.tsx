import { hrefFor } from "@/lib/routes/manifest";
import { notFound } from "next/navigation";
import { requireStudent, withSessionToken } from "@/lib/auth/guards";
import { getOrder } from "@/lib/upstream/orders";
import { isGuid } from "@/lib/ids";
import { OrderView } from "./order-view";
import { PaymentFrame } from "./payment-frame";

/**
 * `/payment?order={id}` (orders extension): the session student's own order. Security boundary:
 * a visitor is sent to log in, an admin gets not-found, and the order is read with the student's
 * token (the upstream answers only its buyer; another student's id is not found here).
 */
export async function OrderPage({ orderId }: { orderId: string }) {
  const path = hrefFor("/payment", {}, { query: { order: orderId } });
  const session = await requireStudent(path);
  if (!isGuid(orderId)) notFound();
  const order = await withSessionToken(session, (token) => getOrder(orderId, token), path);
  if (!order || order.studentId !== session.userId) notFound();
  return (
    <PaymentFrame>
      <div className="mt-8">
        <OrderView
          order={order}
          now={new Date()}
          myOrdersHref={hrefFor(
            "/userProfile/[id]",
            { id: session.userId },
            { query: { tab: "orders" } },
          )}
        />
      </div>
    </PaymentFrame>
  );
}
