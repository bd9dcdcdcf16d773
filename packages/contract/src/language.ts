/*
 * The languages a person reads the site and our e-mails in (extension "Language",
 * upstream/EXTENSIONS.md). No zod here, so client components may import it
 * (`@brightway/contract/language`).
 */

/** Every language: English (the spec's texts, every account's default) and Arabic. */
export const LANGUAGES = ["en", "ar"] as const;

/** A language code (BCP 47 primary subtag): "en" or "ar". */
export type Language = (typeof LANGUAGES)[number];

/** The language of an account that never chose one (every account made before the extension). */
export const DEFAULT_LANGUAGE: Language = "en";

/** Whether `value` is one of {@link LANGUAGES} (exactly: "EN", "ar-EG" and "" are not). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Each language's own name, written in that language ("English", "العربية"): what a language
 * choice shows on every page alike, so it is the same in every catalogue.
 */
export const LANGUAGE_AUTONYMS: Readonly<Record<Language, string>> = {
  en: "English",
  ar: "العربية",
};
