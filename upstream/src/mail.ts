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
