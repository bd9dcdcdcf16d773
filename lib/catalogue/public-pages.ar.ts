import type { Translated } from "@/lib/i18n/translated";
import type { publicPages } from "./public-pages";

/** {@link publicPages} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.publicPages`. */
export const arPublicPages: Translated<typeof publicPages> = {};
