/**
 * The forms of an Arabic counted noun phrase, by `Intl.PluralRules("ar")` category: `zero` (0),
 * `one` (1), `two` (2), `few` (3–10, 103–110, …), `many` (11–99, …) and `other` (100, 101, …).
 * Each form is a whole phrase with the number written in it where Arabic writes one
 * ("سؤال واحد", "سؤالان", "3 أسئلة", "11 سؤالًا", "100 سؤال"); `zero` falls back to `other`.
 */
export type ArabicPluralForms = {
  zero?: string;
  one: string;
  two: string;
  few: (count: string) => string;
  many: (count: string) => string;
  other: (count: string) => string;
};

const rules = new Intl.PluralRules("ar");

/**
 * The phrase for `count` (a whole number) in the form Arabic grammar asks for. The number is
 * written in Latin digits without grouping ("1200"), as the rest of the catalogue writes them.
 */
export function arabicPlural(count: number, forms: ArabicPluralForms): string {
  const digits = String(count);
  switch (rules.select(count)) {
    case "zero":
      return forms.zero ?? forms.other(digits);
    case "one":
      return forms.one;
    case "two":
      return forms.two;
    case "few":
      return forms.few(digits);
    case "many":
      return forms.many(digits);
    default:
      return forms.other(digits);
  }
}
