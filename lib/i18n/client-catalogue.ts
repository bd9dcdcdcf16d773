import { clientMessages } from "@/lib/client-messages";
import { arClientMessages } from "@/lib/client-messages.ar";
import type { Locale } from "./routing";
import type { Translated } from "./translated";

/** The texts visitors' client components need (`lib/client-messages.ts`), in one language. */
export type ClientCatalogue = Translated<typeof clientMessages>;

const clientCatalogues: Record<Locale, ClientCatalogue> = {
  en: clientMessages,
  ar: arClientMessages,
};

/** The visitors' client texts of `locale` (a small module, so public pages stay light). */
export function clientCatalogueFor(locale: Locale): ClientCatalogue {
  return clientCatalogues[locale];
}
