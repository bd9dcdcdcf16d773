/*
 * The rule of the name printed on certificates, applied by both sides of the wire (the web
 * form and the reference upstream). No zod here, so client components may import it
 * (`@brightway/contract/certificate-name`).
 */

/** Fewest characters (Unicode code points, after {@link normaliseCertificateName}). */
export const CERTIFICATE_NAME_MIN_LENGTH = 2;
/** Most characters (Unicode code points, after {@link normaliseCertificateName}). */
export const CERTIFICATE_NAME_MAX_LENGTH = 80;

// Letters and combining marks of any script (Arabic, Latin, …), spaces between words, and the
// punctuation names carry (O'Neil, Abdel-Aziz, Jr.). No digits or symbols: a certificate is
// not a place for e-mail addresses, links or emoji.
const allowed = /^[\p{L}\p{M} .'’\-‐]+$/u;

/** The name as stored: Unicode NFC, trimmed, each run of spaces (any kind) one space. */
export function normaliseCertificateName(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/gu, " ");
}

/**
 * What is wrong with a certificate name (already normalised), or null when it is acceptable:
 * `length` outside 2–80 characters, `characters` anything but letters of any script, combining
 * marks, spaces, hyphens, apostrophes and full stops (or no letter at all).
 */
export function certificateNameProblem(name: string): "length" | "characters" | null {
  const length = [...name].length;
  if (length < CERTIFICATE_NAME_MIN_LENGTH || length > CERTIFICATE_NAME_MAX_LENGTH) return "length";
  if (!allowed.test(name) || !/\p{L}/u.test(name)) return "characters";
  return null;
}
