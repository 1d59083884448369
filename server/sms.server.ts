import fs from "node:fs/promises";
import path from "node:path";
import { settings } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { outboxDir } from "./mail.server.ts";

export interface Sms {
  to: string;
  text: string;
}

/**
 * The pluggable SMS sender: any provider (Twilio, Vonage, an internal gateway) behind a webhook that takes
 * `{ to, text }` as JSON. Without one, messages land in the development outbox beside the mail.
 */
export async function sendSms(sms: Sms) {
  if (settings.SMS_WEBHOOK_URL) {
    const response = await fetch(settings.SMS_WEBHOOK_URL, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(settings.SMS_WEBHOOK_TOKEN ? { Authorization: `Bearer ${settings.SMS_WEBHOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify(sms),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    logger.info({ to: sms.to }, "sms sent");
    return;
  }
  await fs.mkdir(outboxDir, { recursive: true });
  const file = path.join(outboxDir, `${Date.now()}-${sms.to.replace(/[^0-9+]/g, "_")}.sms.txt`);
  await fs.writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`);
  logger.info({ to: sms.to, file }, "sms written to the outbox");
}
