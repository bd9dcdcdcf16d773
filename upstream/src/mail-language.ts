import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  isLanguage,
} from "@brightway/contract/language";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "./db/client";
import { users } from "./db/schema";

/*
 * The language of an e-mail (extension "Language", upstream/EXTENSIONS.md): each e-mail is written
 * in its recipient's `users.language`, from a catalogue that holds its English and Arabic texts
 * side by side (`MailTexts`). What every catalogue uses is here: the recipient's language, text
 * someone typed isolated from the sentence around it, numbers and counts through `Intl`.
 */

export type { Language } from "@brightway/contract/language";

/** One e-mail's texts in every language, side by side: `texts[language]`. */
export type MailTexts<T> = Readonly<Record<Language, T>>;

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: `plainMailBodies` makes a pair `<bdi>` in HTML. */
export const FIRST_STRONG_ISOLATE = "\u2068";
export const POP_DIRECTIONAL_ISOLATE = "\u2069";

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms: letters written right to left. */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** Directional embeddings, overrides and isolates someone typed: they could unbalance ours. */
const directionalControls = /[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * `value` (a name, a course's or a session's title: text a person typed) isolated for a sentence
 * in `language`: between U+2068 and U+2069, so that its direction neither takes nor gives order to
 * the words around it ("⁨يوسف⁩, your live session …" keeps its order). Always in an Arabic e-mail
 * (a Latin title inside Arabic text needs it); in an English one only when `value` holds a
 * right-to-left letter, so that an all-Latin name leaves the English e-mail as it always was.
 * Directional controls inside `value` are dropped.
 */
export function isolate(value: string, language: Language): string {
  const bare = value.replace(directionalControls, "");
  return language === "ar" || rightToLeft.test(bare)
    ? `${FIRST_STRONG_ISOLATE}${bare}${POP_DIRECTIONAL_ISOLATE}`
    : bare;
}

/**
 * The locale of `Intl` for `language`: `en-GB` (day month year, as every English e-mail wrote
 * it) or `ar-EG`. Arabic uses Latin digits (`numberingSystem: "latn"`): amounts, codes and times
 * are copied into a wallet app or a calendar, which want 0-9.
 */
export function intlLocale(language: Language): string {
  return language === "ar" ? "ar-EG-u-nu-latn" : "en-GB";
}

const arabicPlurals = new Intl.PluralRules("ar-EG");

/** The forms of an Arabic counted noun by `Intl.PluralRules` category (zero and other read as many/one). */
export interface ArabicCountForms {
  /** 1: "دقيقة واحدة". */
  one: string;
  /** 2: "دقيقتين". */
  two: string;
  /** 3–10 (and 103–110 …), after the number: "دقائق". */
  few: string;
  /** 11–99 (and 0, 100 …), after the number: "دقيقة". */
  many: string;
}

/** `n` of a noun in Arabic, Latin digits: "دقيقة واحدة", "دقيقتين", "5 دقائق", "50 دقيقة". */
export function arabicCount(n: number, forms: ArabicCountForms): string {
  switch (arabicPlurals.select(n)) {
    case "one":
      return forms.one;
    case "two":
      return forms.two;
    case "few":
      return `${n} ${forms.few}`;
    default:
      return `${n} ${forms.many}`;
  }
}

/** The 400 detail (and `errors.language`) of a language that is not one of {@link LANGUAGES}. */
export const languageRefusal = 'The language must be "en" (English) or "ar" (Arabic).';

/**
 * The `language` of a request body (signup, profile update): "en" or "ar", else 400 with
 * {@link languageRefusal}; absent or null means "not said" (the caller keeps or defaults it).
 */
export const languageBodySchema = z.enum(LANGUAGES, { message: languageRefusal }).nullish();

/** A stored `users.language` as a {@link Language} (anything unknown reads as English). */
export function languageOrDefault(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language of the account `userId`; English for no such account. Reads `users`. */
export async function languageOfUser(db: Executor, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return languageOrDefault(row?.language);
}

/**
 * The language of the account whose login e-mail is `email` (case-insensitive), e.g. the owner's
 * `ADMIN_EMAIL`; English when no account has it. Reads `users`.
 */
export async function languageOfEmail(db: Executor, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return languageOrDefault(row?.language);
}
