import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Language } from "./mail-language";

/** An e-mail to send: plain text and HTML bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. `List-Unsubscribe` (values ASCII; nodemailer folds long ones). */
  headers?: Record<string, string>;
}

/** Sends e-mail. `send` resolves when the message was handed over (SMTP) or written (outbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The upstream's mailer: nodemailer over `smtpUrl` when set; otherwise each message is written
 * as an RFC 822 `.eml` file under `{dataDir}/outbox/` (what tests and local runs read).
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      writeFileSync(path.join(outbox, `${Date.now()}-${safeTo}.eml`), info.message as Buffer);
    },
  };
}

/**
 * A paragraph that ends in one of our own links: `text` stays plain, `url` becomes the anchor.
 * With `label`, the HTML paragraph is only an anchor named `label` ("This wasn't me"); the text
 * part says `text url` either way.
 */
export interface LinkParagraph {
  text: string;
  url: string;
  label?: string;
}

/** `text` with `& < > " '` escaped for HTML. */
const escapeForHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/**
 * `value` with what a mail client would turn into a link made inert, the way security mail tools
 * defang: `://` becomes `[:]//` and `www.` becomes `www[.]` ("https[:]//evil.example",
 * "www[.]evil.example"). Why: a text part cannot carry a link of ours, but clients autolink
 * addresses in it (and in HTML text), so a stranger's name or message would reach someone else as
 * a live link from our sender. A bare domain ("evil.example") is left as it is: defanging every
 * dot would break e-mail addresses and ordinary sentences.
 */
export function defang(value: string): string {
  return value.replace(/:\/\//g, "[:]//").replace(/\b(www)\./gi, "$1[.]");
}

/** How {@link plainMailBodies} treats the texts of its paragraphs. */
interface PlainMailOptions {
  /**
   * The paragraphs hold text written by someone other than the recipient (a student's name in
   * the owner's e-mail, an enquiry, a name typed at signup): {@link defang} every text in both
   * parts. Our own links (a {@link LinkParagraph}'s `url`) are never defanged.
   */
  defang?: boolean;
  /**
   * The recipient's language: "ar" writes the HTML part right to left (`dir="rtl" lang="ar"`);
   * "en" or absent keeps `dir="auto"`, as every English e-mail was.
   */
  language?: Language;
}

/** Each pair of isolates (`isolate` in mail-language.ts) as the HTML element that does the same: `<bdi>`. */
const isolatesAsBdi = (html: string) =>
  html.replace(/\u2068([^\u2068\u2069]*)\u2069/gu, "<bdi>$1</bdi>");

/**
 * The text and HTML parts of every e-mail the upstream sends. Every text is plain: escaped in the
 * HTML with its line breaks kept as `<br>`, and nothing inside it becomes a link, even what looks
 * like an address (with `options.defang`, not even one a mail client would autolink). Only the
 * `url` of a {@link LinkParagraph}, which the caller builds from the web app's own address
 * (`webBaseUrl`), is an anchor. Text isolated with `isolate` (mail-language.ts) keeps its
 * U+2068…U+2069 in the text part and is a `<bdi>` in the HTML part.
 */
export function plainMailBodies(
  paragraphs: readonly (string | LinkParagraph)[],
  options: PlainMailOptions = {},
): Pick<MailMessage, "text" | "html"> {
  const plain = options.defang ? defang : (value: string) => value;
  const text = paragraphs
    .map((paragraph) =>
      typeof paragraph === "string"
        ? plain(paragraph)
        : `${plain(paragraph.text)} ${paragraph.url}`.trimStart(),
    )
    .join("\n\n");
  const lines = (value: string) => escapeForHtml(plain(value)).replace(/\r?\n/g, "<br>");
  const anchor = (paragraph: LinkParagraph) =>
    `<a href="${escapeForHtml(paragraph.url)}">${escapeForHtml(paragraph.label ?? paragraph.url)}</a>`;
  const html = paragraphs
    .map((paragraph) =>
      typeof paragraph === "string"
        ? `<p>${lines(paragraph)}</p>`
        : paragraph.label !== undefined || !paragraph.text
          ? `<p>${anchor(paragraph)}</p>`
          : `<p>${lines(paragraph.text)} ${anchor(paragraph)}</p>`,
    )
    .join("");
  const direction = options.language === "ar" ? 'dir="rtl" lang="ar"' : 'dir="auto"';
  return { text, html: `<div ${direction}>${isolatesAsBdi(html)}</div>` };
}
