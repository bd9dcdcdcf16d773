import {
  foldSearchText,
  SEARCH_DROPPED_MARKS,
  SEARCH_FOLDED_LETTERS,
  SEARCH_SPACES,
} from "@brightway/contract/search-fold";
import { or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

// `translate()`'s arguments, from the contract's tables so that SQL and `foldSearchText` cannot
// drift: each letter of `foldFrom` becomes the letter at the same place in `foldTo`, and the
// marks past the end of `foldTo` are dropped.
const foldFrom = Object.keys(SEARCH_FOLDED_LETTERS).join("") + SEARCH_DROPPED_MARKS;
const foldTo = Object.values(SEARCH_FOLDED_LETTERS).join("");
// A bracket expression of literal characters (no backslash among them, so PostgreSQL's regular
// expressions read each as itself).
const spaceRun = `[${SEARCH_SPACES}]+`;

/**
 * An SQL text expression: `text` folded as `foldSearchText` (contract `search-fold.ts`) folds
 * it: NFC, lower case, the Arabic letter forms and marks of the contract's tables, runs of spaces
 * as one, trimmed. Requires a UTF-8 database (`normalize()`); NULL stays NULL.
 */
export function foldedSql(text: SQLWrapper): SQL {
  return sql`btrim(regexp_replace(translate(lower(normalize(${text}, NFC)), ${foldFrom}, ${foldTo}), ${spaceRun}, ' ', 'g'), ' ')`;
}

/**
 * The WHERE condition of a search: true where any of `texts`, folded, contains the folded `term`
 * as a plain substring (`strpos`, so `%`, `_` and `\` are literal). `undefined` (no condition)
 * for an absent term or one that folds to nothing, so that such a search lists everything, as an
 * empty one does.
 */
export function foldedContains(texts: SQLWrapper[], term: string | undefined): SQL | undefined {
  const folded = term === undefined ? "" : foldSearchText(term);
  if (folded === "") return undefined;
  return or(...texts.map((text) => sql`strpos(${foldedSql(text)}, ${folded}) > 0`));
}
