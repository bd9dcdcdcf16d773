/**
 * Texts of the admin forms not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.adminForms`.
 */
export const adminForms = {} as const;
