"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldError, keptValue, type ActionResult } from "@/lib/actions/result";
import type { ExchangeRate } from "@/lib/upstream/exchange-rate";
import { saveExchangeRateAction } from "../actions";

/**
 * The exchange-rate form: EGP per US dollar, posted to the save action (works without
 * JavaScript). `setOn` is the current rate's day as the buyers read it.
 */
export function ExchangeRateForm({
  initial,
  setOn,
}: {
  initial: ExchangeRate | null;
  setOn: string | null;
}) {
  const [result, formAction, isPending] = useActionState<
    ActionResult<ExchangeRate> | null,
    FormData
  >(saveExchangeRateAction, null);
  useResultToast(result);
  const saved = result?.ok ? result.data : undefined;
  const current = saved ?? initial;
  const value = keptValue(result, "egpPerUsd") ?? (current ? String(current.egpPerUsd) : "");
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <FormMessage result={result} />
      <Field
        key={value}
        name="egpPerUsd"
        type="number"
        inputMode="decimal"
        min={0.0001}
        max={10000}
        step="any"
        required
        label="Egyptian pounds per US dollar"
        hint={
          saved
            ? "Set just now. Buyers see this rate and today's date."
            : setOn
              ? `Set on ${setOn}. Buyers see this rate and its date.`
              : "No rate yet: USD items show their price in dollars only."
        }
        defaultValue={value}
        error={fieldError(result, "egpPerUsd")}
      />
      <Button type="submit" isPending={isPending}>
        Save exchange rate
      </Button>
    </form>
  );
}
