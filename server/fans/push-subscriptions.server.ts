// A fan's subscribed browsers (docs/fans.md#web-push): saved from the browser's PushSubscription JSON, removed on
// request, when its push service answers 404/410, and with the account.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { pushSubscriptions } from "../db/schema.ts";

export interface NewSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Saves (or refreshes) a browser's subscription for this user; the endpoint moves to the caller if another had it. */
export async function saveSubscription(db: Database, userId: string, subscription: NewSubscription) {
  await db
    .insert(pushSubscriptions)
    .values({
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        user_id: userId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        seen_at: sql`now()`,
      },
    });
}

/** Removes one of the user's subscriptions (another user's endpoint is left alone). */
export async function deleteSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
