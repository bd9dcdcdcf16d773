/*
 * How every search of the site compares texts, once for both sides of the wire: the web filters
 * the course lists with `foldSearchText`, and the reference upstream folds the term with it and
 * the searched column with an SQL form built from the same tables below (upstream/src/search.ts).
 * An Arabic reader writes the same word with or without the hamza on alef, with ى or ي, ة or ه,
 * with or without vowel signs: a search that compared letters as stored would miss «الإجهاد»
 * for «الاجهاد». No zod here, so client components may import it
 * (`@brightway/contract/search-fold`).
 */

/**
 * Letters a search writes as another: alef with hamza above (أ), hamza below (إ), madda (آ) and
 * alef wasla (ٱ) as the bare alef (ا); alef maqsura (ى) as ya (ي); ta marbuta (ة) as ha (ه).
 * Keys and values are single UTF-16 units, in the order `translate()` pairs them.
 */
export const SEARCH_FOLDED_LETTERS: Readonly<Record<string, string>> = {
  "\u0623": "\u0627",
  "\u0625": "\u0627",
  "\u0622": "\u0627",
  "\u0671": "\u0627",
  "\u0649": "\u064A",
  "\u0629": "\u0647",
};

/**
 * Characters a search drops: the Arabic vowel signs (fathatan to sukun, U+064B–U+0652, shadda
 * included), the combining madda and hamza above and below (U+0653–U+0655, left over where NFC
 * composes no letter), the superscript alef (U+0670) and the tatweel (U+0640).
 */
export const SEARCH_DROPPED_MARKS =
  "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0670\u0640";

/**
 * Characters a search counts as a space (JavaScript's `\s`, listed so that SQL uses the same
 * set): a run of them is one space, and none leads or trails.
 */
export const SEARCH_SPACES =
  "\t\n\u000B\f\r \u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF";

const foldedLetter = new RegExp(`[${Object.keys(SEARCH_FOLDED_LETTERS).join("")}]`, "g");
const droppedMark = new RegExp(`[${SEARCH_DROPPED_MARKS}]`, "g");
const spaceRun = new RegExp(`[${SEARCH_SPACES}]+`, "g");

/**
 * A text as every search compares it, the term and the searched text alike: Unicode NFC (so a
 * letter typed as base + combining mark is the letter), lower case (Latin keeps today's
 * case-insensitive match), {@link SEARCH_FOLDED_LETTERS} replaced, {@link SEARCH_DROPPED_MARKS}
 * dropped, runs of {@link SEARCH_SPACES} as one space, trimmed. A search matches when the folded
 * text contains the folded term as a plain substring (`%`, `_` and `\` are letters like any
 * other). Example: «الإجهاد», «الاجهاد» and «الإِجْهَاد» all fold to «الاجهاد».
 */
export function foldSearchText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(foldedLetter, (letter) => SEARCH_FOLDED_LETTERS[letter] ?? letter)
    .replace(droppedMark, "")
    .replace(spaceRun, " ")
    .replace(/^ | $/g, "");
}
