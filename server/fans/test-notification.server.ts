// /me's "Send a test notification": one message through every channel the fan has on — mail (unless turned off) and
// each subscribed browser — at once, not through the outbox (it is not a fact to keep, and the fan waits for it).
import { eq } from "drizzle-orm";
import { localizePath, type Lang } from "../../app/lib/language.ts";
import type { Database } from "../db/client.server.ts";
import { fanProfiles, user as users } from "../db/schema.ts";
import { publicUrl, settings } from "../env.server.ts";
import { mailChannel } from "./outbox.server.ts";
import { testNotificationText } from "./notification-text.ts";
import { pendingSubscriptions, sendToSubscriptions } from "./push-delivery.server.ts";

export interface TestNotificationResult {
  mail: boolean;
  /** Browsers the push reached. */
  push: number;
  /** Browsers that failed (a retry is the fan's next click). */
  failed: number;
}

const lastSent = new Map<string, number>();
/** One test per user per this many ms (per instance): a button, not a way to flood a mailbox. */
export const TEST_NOTIFICATION_INTERVAL_MS = 20_000;

/** Sends the test; null when the user sent one moments ago. */
export async function sendTestNotification(
  db: Database,
  userId: string,
  lang: Lang,
): Promise<TestNotificationResult | null> {
  const now = Date.now();
  if (now - (lastSent.get(userId) ?? 0) < TEST_NOTIFICATION_INTERVAL_MS) return null;
  lastSent.set(userId, now);
  const text = testNotificationText(lang);
  const url = new URL(localizePath("/me", lang), `${new URL(publicUrl).origin}/`).href;
  const [account] = await db
    .select({ email: users.email, mail_enabled: fanProfiles.mail_enabled })
    .from(users)
    .leftJoin(fanProfiles, eq(fanProfiles.user_id, users.id))
    .where(eq(users.id, userId));
  let mail = false;
  if (account && account.mail_enabled !== false) {
    await mailChannel.send({
      to: account.email,
      subject: `${text.title} — ${settings.LEAGUE_NAME}`,
      text: `${text.body}\n\n${url}\n`,
      link: url,
    });
    mail = true;
  }
  const subscriptions = await pendingSubscriptions(db, userId, null);
  const { sent, retries } = await sendToSubscriptions(
    db,
    subscriptions,
    { kind: "test", title: text.title, body: text.body, url, tag: "test" },
    { kind: "test", object_type: "test", object_id: "test" },
    null,
  );
  return { mail, push: sent, failed: retries.length };
}
