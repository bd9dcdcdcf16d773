import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

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

/** A paragraph that ends in one of our own links: `text` stays plain, `url` becomes the anchor. */
export interface LinkParagraph {
  text: string;
  url: string;
}

/** `text` with `& < > " '` escaped for HTML. */
const escapeForHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/**
 * The text and HTML parts of an e-mail whose texts were written by people (a class message, a
 * session's title): every text is plain, escaped in the HTML with its line breaks kept as `<br>`,
 * and nothing inside it becomes a link, even what looks like an address. Only the `url` of a
 * {@link LinkParagraph}, which the caller builds from the web app's own address, is an anchor.
 */
export function plainMailBodies(
  paragraphs: readonly (string | LinkParagraph)[],
): Pick<MailMessage, "text" | "html"> {
  const text = paragraphs
    .map((paragraph) =>
      typeof paragraph === "string" ? paragraph : `${paragraph.text} ${paragraph.url}`,
    )
    .join("\n\n");
  const lines = (value: string) => escapeForHtml(value).replace(/\r?\n/g, "<br>");
  const html = paragraphs
    .map((paragraph) =>
      typeof paragraph === "string"
        ? `<p>${lines(paragraph)}</p>`
        : `<p>${lines(paragraph.text)} <a href="${escapeForHtml(paragraph.url)}">${escapeForHtml(paragraph.url)}</a></p>`,
    )
    .join("");
  return { text, html: `<div dir="auto">${html}</div>` };
}
