/*
 * The rule of a course's two short lists, "What you will learn" (`outcomes`) and "Requirements"
 * (`requirements`), applied by both sides of the wire (the admin's course form and the reference
 * upstream). No zod here, so client components may import it (`@brightway/contract/course-outline`).
 */

/** Most items in one list. */
export const COURSE_OUTLINE_MAX_ITEMS = 12;
/** Most characters (Unicode code points, after {@link normaliseOutlineItems}) of one item. */
export const COURSE_OUTLINE_MAX_ITEM_LENGTH = 200;

/**
 * The items as stored: each Unicode NFC, trimmed, each run of white space one space; blank items
 * dropped; order kept.
 */
export function normaliseOutlineItems(items: readonly string[]): string[] {
  return items
    .map((item) => item.normalize("NFC").trim().replace(/\s+/gu, " "))
    .filter((item) => item !== "");
}

/** The items of a text with one item a line (the admin's form), normalised. */
export function outlineItemsFromText(text: string): string[] {
  return normaliseOutlineItems(text.split(/\r\n|\r|\n/u));
}

/**
 * What is wrong with a list (already normalised), or null when it is acceptable: `count` when it
 * holds more than 12 items, `length` (with the 0-based `index` of the first) when an item is
 * longer than 200 characters.
 */
export function outlineProblem(
  items: readonly string[],
): { kind: "count" } | { kind: "length"; index: number } | null {
  if (items.length > COURSE_OUTLINE_MAX_ITEMS) return { kind: "count" };
  const index = items.findIndex((item) => [...item].length > COURSE_OUTLINE_MAX_ITEM_LENGTH);
  return index === -1 ? null : { kind: "length", index };
}
