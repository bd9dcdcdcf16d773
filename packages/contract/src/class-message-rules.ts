/*
 * The rules of a class message both sides of the wire check (the owner's dialog in the web app
 * and the reference upstream). No zod here, so client components may import it
 * (`@brightway/contract/class-message-rules`).
 */

/** Longest subject and text of a class message, in characters (UTF-16 code units, as `.length`). */
export const CLASS_MESSAGE_LIMITS = { subject: 150, body: 5000 } as const;

/**
 * Control characters a subject may not hold: every C0 control (a newline too: a subject is one
 * line, and it becomes an e-mail header) and DEL.
 */
export const SUBJECT_FORBIDDEN = /[\u0000-\u001f\u007f]/;

/** Control characters a message text may not hold: the C0 controls but tab and line breaks, and DEL. */
export const BODY_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A message text as stored and sent: line breaks as `\n`, no blank lines or spaces around it. */
export function normaliseMessageBody(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}
