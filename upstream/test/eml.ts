/**
 * Reads a raw RFC 822 e-mail as nodemailer writes it to the outbox (mailparser does not install
 * here): the subject with its RFC 2047 words decoded, and the text and HTML parts decoded from
 * quoted-printable or base64 as UTF-8. Enough for our own e-mails, not a general MIME parser.
 */
export interface ReadMail {
  /** The header block, unfolded. */
  headers: string;
  subject: string;
  text: string;
  html: string;
}

/** Bytes of a quoted-printable body (soft breaks joined) as UTF-8 text. */
function fromQuotedPrintable(body: string, underscoreIsSpace = false): string {
  const joined = body.replace(/=\r?\n/g, "");
  const spaced = underscoreIsSpace ? joined.replace(/_/g, " ") : joined;
  return Buffer.from(
    spaced.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The decoded body of the part whose Content-Type starts with `type` ("" without one). */
function partOf(raw: string, type: string): string {
  const part =
    raw.split(/^--.*$/m).find((chunk) => new RegExp(`Content-Type: ${type}`, "i").test(chunk)) ??
    "";
  const start = part.search(/\r?\n\r?\n/);
  if (start < 0) return "";
  const body = part.slice(start).trim();
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(part)?.[1]?.toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return fromQuotedPrintable(body);
  return body;
}

/** `raw` (an .eml) read: headers, subject, text part, HTML part. */
export function readEml(raw: string): ReadMail {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, " ");
  const encoded = /^Subject: (.*)$/m.exec(headers)?.[1] ?? "";
  const subject = encoded
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : fromQuotedPrintable(data, true),
    );
  return { headers, subject, text: partOf(raw, "text/plain"), html: partOf(raw, "text/html") };
}
