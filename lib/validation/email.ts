import { isEmailAddress } from "@brightway/contract/email-rules";
import * as z from "@/lib/zod";

/*
 * The one e-mail address rule of every form (sign-up, login, forgot password, enquiry, profile,
 * bulk enrolment): the strict rule the reference upstream checks too
 * (`@brightway/contract/email-rules`), and the only way an address becomes a `mailto:` link.
 */

export { isEmailAddress };

/**
 * A required e-mail field: a string (absent reads as ""), trimmed, `required` when blank,
 * `invalid` when it breaks {@link isEmailAddress} (`a@b.com?bcc=…`, spaces, quotes, `&`…).
 * Output: the trimmed address.
 */
export function emailSchema(texts: { required: string; invalid: string }) {
  return z
    .string({ message: texts.required })
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .min(1, { message: texts.required, abort: true })
        .refine((value) => isEmailAddress(value), { message: texts.invalid }),
    );
}

/**
 * A `mailto:` link to `address`, its local part and domain each percent-encoded (so no character
 * can add a header such as `?bcc=`), or null when `address` is not strictly valid (an address
 * stored before the rule): show it as text then, never as a link.
 */
export function mailtoHref(address: string): `mailto:${string}` | null {
  const trimmed = address.trim();
  if (!isEmailAddress(trimmed)) return null;
  const at = trimmed.indexOf("@");
  return `mailto:${encodeURIComponent(trimmed.slice(0, at))}@${encodeURIComponent(trimmed.slice(at + 1))}`;
}
