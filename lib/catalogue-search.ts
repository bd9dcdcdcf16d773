/*
 * The search of the course lists (`?q=` on /onDemandCourses and /onlineCourses, and the admin's
 * course tables). The upstream lists courses whole and takes no search (contract §5.2), so the
 * one cached list of a kind is filtered here for the request: the term never becomes a cache
 * key. It follows the products' search (contract §5.2, EXTENSIONS.md "Arabic search"): a
 * substring of the name (title) only, with the term and the name folded alike by the contract's
 * `foldSearchText`, the one the reference upstream folds with.
 */
import { foldSearchText } from "@brightway/contract/search-fold";

/**
 * The items whose `name` contains `term` (the `?q=` value, already trimmed and cut to 100
 * characters by `searchTermParam`), both folded by `foldSearchText`: case-insensitive, the hamza
 * forms of alef as alef, ى as ي, ة as ه, Arabic vowel signs and tatweel ignored, runs of spaces as
 * one; `%`, `_` and `\` are plain characters. In list order; every item for a term that folds to
 * nothing.
 */
export function searchByName<T extends { name: string }>(items: readonly T[], term: string): T[] {
  const wanted = foldSearchText(term);
  if (wanted === "") return [...items];
  return items.filter((item) => foldSearchText(item.name).includes(wanted));
}
