import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";

/** Adds a custom issue with the spec's `message` on one field (`path`) of a form. */
export type ReportIssue = (path: string, message: string) => void;

/**
 * A form's schema: its fields (`shape`), then its `rules`, which report each failing rule on its
 * field (every one, in the order the rules run, so the first issue is the first failing rule).
 */
export function formSchema<S extends z.ZodRawShape>(
  shape: S,
  rules: (data: z.output<z.ZodObject<S>>, issue: ReportIssue) => void,
) {
  return z
    .object(shape)
    .superRefine((data, ctx) =>
      rules(data, (path, message) => ctx.addIssue({ code: "custom", path: [path], message })),
    );
}

/**
 * The signup name rules (spec §5), field by field in the given order: required, then no spaces
 * (each field's own text), then, when `tooLong` is given, at most `tooLong.max` characters.
 */
export function checkNames<F extends string>(
  data: Record<F, string>,
  fields: ReadonlyArray<readonly [field: F, spacesMessage: string]>,
  issue: ReportIssue,
  tooLong?: { max: number; message: string },
): void {
  for (const [field, spacesMessage] of fields) {
    if (data[field] === "") issue(field, messages.signup.required);
    else if (/\s/.test(data[field])) issue(field, spacesMessage);
    else if (tooLong && data[field].length > tooLong.max) issue(field, tooLong.message);
  }
}
