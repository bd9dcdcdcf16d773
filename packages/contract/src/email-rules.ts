/*
 * The e-mail address rule both sides of the wire check (every web form with an e-mail field, and
 * the reference upstream wherever an address is stored or mailed). No zod here, so client
 * components may import it (`@brightway/contract/email-rules`).
 */

/** Longest e-mail address accepted, in characters (the SMTP path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

// Local part: letters, digits, `_`, `+`, `-`, with single dots between (no leading, trailing or
// double dot); at most 64 characters. No quotes, spaces, `?`, `&`, `%`, `#`, `/`, `=`, `,`, `;`,
// `<`, `>`: an address goes into a `mailto:` link, a header (`Reply-To`, `To`) and CSV files,
// where each of those changes what the text means.
const localPart = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*$/;
// Domain: dot-separated labels of letters, digits and inner dashes (internationalised domains in
// their `xn--` form), ending in a top-level label of letters (or `xn--…`).
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLevelLabel = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * True when `value` is an e-mail address by the strict rule: `local@domain.tld`, exactly one `@`,
 * the local part of letters, digits, `_`, `+`, `-` and single inner dots (64 at most), the domain
 * of two or more labels, the whole at most {@link EMAIL_MAX_LENGTH}. Stricter than RFC 5322 on
 * purpose: `a@b.com?bcc=x@evil.example`, `"a b"@c.com` and `a&b@c.com` are refused. The caller
 * trims first; surrounding spaces make it false.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  return (
    local.length <= 64 &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelLabel.test(labels.at(-1)!)
  );
}
