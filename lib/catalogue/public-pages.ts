/**
 * Texts of the public pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.publicPages`.
 */
export const publicPages = {} as const;
