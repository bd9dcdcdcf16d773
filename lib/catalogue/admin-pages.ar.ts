import type { Translated } from "@/lib/i18n/translated";
import type { adminPages } from "./admin-pages";

/** {@link adminPages} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.adminPages`. */
export const arAdminPages: Translated<typeof adminPages> = {};
