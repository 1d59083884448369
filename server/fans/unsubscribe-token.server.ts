// One-click unsubscribe (RFC 8058): a notification mail's `List-Unsubscribe` URL carries a token naming the user and
// the notification kind, signed with the site's secret, so a POST to it turns that kind off without signing in.
import crypto from "node:crypto";
import { NOTIFY_KINDS, type NotifyKind } from "../../app/lib/fans.ts";
import { authSecret } from "../env.server.ts";

const sign = (payload: string, secret: string) =>
  crypto.createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url").slice(0, 32);

export function unsubscribeToken(userId: string, kind: NotifyKind, secret = authSecret): string {
  const payload = Buffer.from(`${userId}\n${kind}`).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The user and kind a token names, or null when it is malformed or not signed by this site. */
export function readUnsubscribeToken(token: string, secret = authSecret): { userId: string; kind: NotifyKind } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [userId, kind] = Buffer.from(payload, "base64url").toString().split("\n");
  if (!userId || !NOTIFY_KINDS.includes(kind as NotifyKind)) return null;
  return { userId, kind: kind as NotifyKind };
}
