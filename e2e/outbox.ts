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

/** The bytes of an RFC 2047 "Q" encoded word's text (`_` a space, `=XX` a byte), as UTF-8. */
function decodeQ(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "_") bytes.push(0x20);
    else if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The Subject of a raw e-mail (from {@link rawMailsFor}) as its reader sees it: the header
 * unfolded and its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`, which the mailer
 * uses for quotes, `&` or non-ASCII text) decoded; the space between two encoded words dropped.
 */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQ(text),
    );
}
