import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { dataDir, settings } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the reader is meant to follow; logged in development. */
  link?: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 8058) on notifications. */
  headers?: Record<string, string>;
}

export const outboxDir = path.join(dataDir, "outbox");

const smtp = settings.SMTP_URL ? nodemailer.createTransport(settings.SMTP_URL) : null;
// Without SMTP, nodemailer renders the real RFC 822 message and we keep it as an .eml file.
const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function sendMail(mail: Mail) {
  const message = {
    from: settings.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
  if (smtp) {
    await smtp.sendMail(message);
    logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
    return;
  }
  const info = await outbox.sendMail(message);
  await fs.mkdir(outboxDir, { recursive: true });
  const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
  const file = path.join(outboxDir, `${Date.now()}-${safeTo}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  logger.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, "mail written to the outbox");
}
