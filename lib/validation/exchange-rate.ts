import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";

/** The admin's exchange-rate form: EGP per US dollar, above 0 and at most 10000 (the upstream's bounds). */
export const exchangeRateFormSchema = z.object({
  egpPerUsd: z.coerce
    .number({ message: messages.exchangeRate.invalid })
    .positive(messages.exchangeRate.invalid)
    .max(10_000, messages.exchangeRate.invalid),
});
