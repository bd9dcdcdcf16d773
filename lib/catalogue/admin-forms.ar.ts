import type { Translated } from "@/lib/i18n/translated";
import type { adminForms } from "./admin-forms";

/** {@link adminForms} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.adminForms`. */
export const arAdminForms: Translated<typeof adminForms> = {};
