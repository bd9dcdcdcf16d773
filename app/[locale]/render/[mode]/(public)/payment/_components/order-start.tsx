"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import type { PaymentMethod } from "@/lib/orders";

/** Props of {@link OrderStart}. */
export interface OrderStartProps {
  /** The item's ids as the page got them (`product`, or `course` and maybe `package`). */
  item: Record<string, string>;
  /** The method of the tab this form sits in: the tab is where the buyer chose it. */
  method: PaymentMethod;
  action: (state: ActionResult | null, form: FormData) => Promise<ActionResult>;
  /** The button's words in the page's language ("Place my order"). */
  submitLabel: string;
}

/**
 * "Place my order": the tab's payment method and the item's ids (never a price) posted to the
 * create-order action, which opens the order on success. Works without JavaScript.
 */
export function OrderStart({ item, method, action, submitLabel }: OrderStartProps) {
  const [state, formAction, isPending] = useActionState(action, null);
  return (
    <form action={formAction} className="space-y-3">
      {Object.entries(item).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="method" value={method} />
      {state && !state.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      ) : null}
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
