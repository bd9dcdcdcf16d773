"use server";

import { ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { saveExchangeRate, type ExchangeRate } from "@/lib/upstream/exchange-rate";
import { saveBusinessSettings, type BusinessSettings } from "@/lib/upstream/sessions";
import { tags } from "@/lib/upstream/tags";
import { exchangeRateFormSchema } from "@/lib/validation/exchange-rate";
import { businessSettingsSchema } from "@/lib/validation/sessions";

/**
 * Saves the business settings (sessions extension): the number of devices a student may be
 * signed in on at once, 0 = no cap. Admin only. Calls PUT /api/Settings.
 * @returns the stored settings and 'Settings saved.'; 'Enter a whole number from 0 to 100.' for bad input.
 */
export const saveSettingsAction = adminAction(
  businessSettingsSchema,
  async (input, { session }) =>
    ok<BusinessSettings>(
      await saveBusinessSettings(input, session.token),
      messages.sessions.settingsSaved,
    ),
  { failureMessage: messages.sessions.settingsFailed, keepValues: ["maxStudentDevices"] },
);

/**
 * Sets the USD-to-EGP rate (exchange-rate extension) as of now, and expires the cached rate so
 * the payment page shows it at once. Admin only. Calls PUT /api/ExchangeRate.
 * @returns the stored rate; the rate's message for a number out of bounds.
 */
export const saveExchangeRateAction = adminAction(
  exchangeRateFormSchema,
  async ({ egpPerUsd }, { session, expire }) => {
    const rate = await saveExchangeRate(egpPerUsd, session.token);
    expire([tags.exchangeRate]);
    return ok<ExchangeRate>(rate, messages.exchangeRate.saved);
  },
  { failureMessage: messages.exchangeRate.failed, keepValues: ["egpPerUsd"] },
);
