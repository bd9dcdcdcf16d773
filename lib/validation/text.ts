import * as z from "@/lib/zod";

/**
 * A required text field: trimmed, then at least one character (`requiredMessage`, also when the
 * value is not a string at all) and at most `max` characters (`tooLongMessage`).
 */
export function requiredTextSchema(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);
}
