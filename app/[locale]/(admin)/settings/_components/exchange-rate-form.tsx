"use client";

import { messages } from "@/lib/messages";
import type { ExchangeRate } from "@/lib/upstream/exchange-rate";
import { saveExchangeRateAction } from "../actions";
import { NumberSettingForm } from "./number-setting-form";

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
  return (
    <NumberSettingForm
      action={saveExchangeRateAction}
      name="egpPerUsd"
      inputMode="decimal"
      min={0.0001}
      max={10000}
      step="any"
      label="Egyptian pounds per US dollar"
      hint={(saved) =>
        saved
          ? "Set just now. Buyers see this rate and today's date."
          : setOn
            ? `Set on ${setOn}. Buyers see this rate and its date.`
            : messages.exchangeRate.hintUnset
      }
      initialValue={initial ? String(initial.egpPerUsd) : ""}
      valueOf={(saved) => saved.egpPerUsd}
      submitLabel="Save exchange rate"
    />
  );
}
