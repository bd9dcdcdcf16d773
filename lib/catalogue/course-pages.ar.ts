import type { Translated } from "@/lib/i18n/translated";
import type { coursePages } from "./course-pages";

/** {@link coursePages} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.coursePages`. */
export const arCoursePages: Translated<typeof coursePages> = {};
