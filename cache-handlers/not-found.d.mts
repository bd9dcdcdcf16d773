// Types of not-found.mjs.

/** The tag of a 'use cache' read that found no such item: never stored. */
export const NOT_FOUND_TAG: "brightway:not-found";

/** True when a 'use cache' entry with these tags found nothing (it must not be stored). */
export function isNotFoundEntry(tags: readonly string[] | undefined): boolean;

/** True when the page handler must not store this entry (a not-found page other than Next's own). */
export function isNotFoundPage(key: string, data: unknown): boolean;
