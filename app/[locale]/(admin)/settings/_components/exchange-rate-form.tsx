"use client";

import { useCatalogue } from "@/lib/i18n/use-catalogue";
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
  const messages = useCatalogue();
  const text = messages.adminPages.settings;
  return (
    <NumberSettingForm
      action={saveExchangeRateAction}
      name="egpPerUsd"
      inputMode="decimal"
      min={0.0001}
      max={10000}
      step="any"
      label={text.rateLabel}
      hint={(saved) =>
        saved ? text.rateSetNow : setOn ? text.rateSetOn(setOn) : messages.exchangeRate.hintUnset
      }
      initialValue={initial ? String(initial.egpPerUsd) : ""}
      valueOf={(saved) => saved.egpPerUsd}
      submitLabel={text.saveRate}
    />
  );
}
