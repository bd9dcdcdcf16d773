/*
 * The search of the course lists (`?q=` on /onDemandCourses and /onlineCourses). The upstream
 * lists courses whole and takes no search (contract §5.2), so the one cached list of a kind is
 * filtered here for the request: the term never becomes a cache key. It follows the products'
 * search (contract §5.2): a case-insensitive substring of the name (title) only.
 */

/** Text as compared: Unicode NFC, lower case. */
function folded(text: string): string {
  return text.normalize("NFC").toLowerCase();
}

/**
 * The items whose `name` contains `term` (the `?q=` value, already trimmed and cut to 100
 * characters by `searchTermParam`), case-insensitively, in their order; every item for an empty
 * term.
 */
export function searchByName<T extends { name: string }>(items: readonly T[], term: string): T[] {
  if (term === "") return [...items];
  const wanted = folded(term);
  return items.filter((item) => folded(item.name).includes(wanted));
}
