import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paymentMethods, type PaymentMethod } from "@/lib/orders";
import { payeesFor } from "@/lib/payment-methods";
import { LegacySteps } from "./legacy-steps";
import { PayeeList } from "./payee";

/**
 * The payment method tabs, one per method of the table in `lib/orders.ts` (`?tab=` chooses one
 * without JavaScript). Each tab: the spec's three steps on the legacy API; with orders, only the
 * payee details (the steps live on the order, with the reference code and the upload).
 */
export function MethodTabs({
  tab,
  isOrdersOn,
  amount,
  proofHref,
  item,
}: {
  tab: PaymentMethod;
  isOrdersOn: boolean;
  amount: string | null;
  proofHref: string;
  /** The item's ids, kept by the `?tab=` links. */
  item: Record<string, string>;
}) {
  return (
    <section aria-labelledby="methods-title" className="mt-10">
      <h2 id="methods-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Payment method
      </h2>
      <Tabs defaultValue={tab} className="mt-4">
        <TabsList aria-label="Payment methods">
          {paymentMethods.map((method) => (
            <TabsTrigger key={method.value} value={method.value}>
              {method.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <noscript>
          <p className="mt-3 text-sm text-slate-700">
            Other methods:{" "}
            {paymentMethods
              .filter((method) => method.value !== tab)
              .map((method, index) => (
                <span key={method.value}>
                  {index > 0 ? " · " : null}
                  <a
                    href={`?${new URLSearchParams({ ...item, tab: method.value })}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {method.label}
                  </a>
                </span>
              ))}
          </p>
        </noscript>
        {paymentMethods.map((method) => {
          const sendTo = <PayeeList payees={payeesFor(method.value)} />;
          return (
            <TabsContent key={method.value} value={method.value}>
              {isOrdersOn ? (
                <div className="pt-2">{sendTo}</div>
              ) : (
                <LegacySteps sendTo={sendTo} amount={amount} proofHref={proofHref} />
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
