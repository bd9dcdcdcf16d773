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

/**
 * A number from a form field (text is coerced) within `min`…`max`, a whole number when
 * `isWhole`; `message` for anything else (not a number, a fraction, out of range).
 */
export function boundedNumberSchema(
  message: string,
  { min, max, isWhole = false }: { min: number; max: number; isWhole?: boolean },
) {
  const number = z.coerce.number({ message });
  return (isWhole ? number.int(message) : number).min(min, message).max(max, message);
}
