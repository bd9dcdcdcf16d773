import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * The reference upstream's outbox (`$E2E_DATA_DIR/outbox`): it writes each e-mail it sends as
 * `{ms}-{address}.eml` instead of sending it, so specs read what a user would have received.
 */

/** Every `.eml` the upstream wrote for `email`, oldest first, raw (none before the first mail). */
export function rawMailsFor(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(`-${email}.eml`))
    .sort((a, b) => Number(a.split("-")[0]) - Number(b.split("-")[0]))
    .map((file) => readFileSync(path.join(outbox, file), "utf8"));
}

/**
 * Every e-mail the upstream wrote for `email`, oldest first, with quoted-printable undone (soft
 * line breaks and escaped bytes), so a long link reads whole.
 */
export function mailsFor(email: string): string[] {
  return rawMailsFor(email).map((raw) =>
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}
