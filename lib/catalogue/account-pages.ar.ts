import type { Translated } from "@/lib/i18n/translated";
import type { accountPages } from "./account-pages";

/** {@link accountPages} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.accountPages`. */
export const arAccountPages: Translated<typeof accountPages> = {};
