import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paymentMethods, type PaymentMethod } from "@/lib/orders";
import { payeesFor, type AmountDue } from "@/lib/payment-methods";
import { PayeeList } from "./payee";
import { getCatalogue } from "@/lib/i18n/server";

/**
 * The payment method tabs, one per method of the table in `lib/orders.ts`: the one place the
 * buyer chooses how to pay (`?tab=` chooses one without JavaScript). Each panel shows the
 * method's payees (with copy buttons and what to send to each), then `panel(method, payees)`
 * decides what follows: the spec's three steps on the legacy API, or the "Place my order" form of
 * that method with orders.
 */
export async function MethodTabs({
  tab,
  due,
  item,
  panel,
}: {
  tab: PaymentMethod;
  /** What the item costs (null when no item or its price could not be read). */
  due: AmountDue | null;
  /** The item's ids, kept by the `?tab=` links. */
  item: Record<string, string>;
  panel: (method: PaymentMethod, payees: ReactNode) => ReactNode;
}) {
  const texts = (await getCatalogue()).publicPages.payment;
  return (
    <section aria-labelledby="methods-title" className="mt-10">
      <h2 id="methods-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {texts.howWillYouPay}
      </h2>
      <Tabs defaultValue={tab} className="mt-4">
        <TabsList aria-label={texts.methodsLabel}>
          {paymentMethods.map((method) => (
            <TabsTrigger key={method.value} value={method.value}>
              {texts.methods[method.value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <noscript>
          <p className="mt-3 text-sm text-slate-700">
            {texts.otherMethods}{" "}
            {paymentMethods
              .filter((method) => method.value !== tab)
              .map((method, index) => (
                <span key={method.value}>
                  {index > 0 ? " · " : null}
                  <a
                    href={`?${new URLSearchParams({ ...item, tab: method.value })}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {texts.methods[method.value]}
                  </a>
                </span>
              ))}
          </p>
        </noscript>
        {paymentMethods.map((method) => (
          <TabsContent key={method.value} value={method.value}>
            {panel(method.value, <PayeeList payees={payeesFor(method.value)} due={due} />)}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
