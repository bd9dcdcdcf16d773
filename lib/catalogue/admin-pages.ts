/**
 * Texts of the admin pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.adminPages`.
 */
export const adminPages = {} as const;
