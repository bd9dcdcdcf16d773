/**
 * Texts of the course pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.coursePages`.
 */
export const coursePages = {} as const;
