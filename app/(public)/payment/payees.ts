import "server-only";
import { env } from "@/lib/env";
import type { PaymentMethod } from "@/lib/orders";

/** A payee number or account of a payment method, as the buyer reads it. */
export interface PayeeDetail {
  label: string;
  value: string;
}

/**
 * The payee details of a payment method (spec §2: the wallet number; for the card, an EGP
 * account and a US-dollar account; the instant-transfer address), from `lib/env.ts`.
 */
export function payeesFor(method: PaymentMethod): PayeeDetail[] {
  switch (method) {
    case "wallet":
      return [{ label: "Mobile wallet number", value: env.PAYMENT_WALLET_NUMBER }];
    case "card":
      return [
        { label: "EGP account", value: env.PAYMENT_CARD_EGP_ACCOUNT },
        { label: "US-dollar account", value: env.PAYMENT_CARD_USD_ACCOUNT },
      ];
    case "instant":
      return [{ label: "Instant transfer address", value: env.PAYMENT_INSTANT_TRANSFER_ADDRESS }];
  }
}
