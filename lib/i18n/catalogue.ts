import { messages } from "@/lib/messages";
import { arMessages } from "@/lib/messages.ar";
import type { Locale } from "./routing";
import type { Translated } from "./translated";

/** Every text of the site in one language: the shape of `lib/messages.ts`, any wording. */
export type Catalogue = Translated<typeof messages>;

const catalogues: Record<Locale, Catalogue> = { en: messages, ar: arMessages };

/** The whole catalogue of `locale` (English: the spec's texts, exactly). */
export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}
