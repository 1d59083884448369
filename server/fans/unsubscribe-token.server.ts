// One-click unsubscribe (RFC 8058): a notification mail's `List-Unsubscribe` URL carries a token naming the user and
// the notification kind (or `mail`: the daily digest, which lists every kind), signed with the site's secret, so a
// POST to it turns that kind (or mail) off without signing in.
import crypto from "node:crypto";
import { NOTIFY_KINDS, type NotifyKind } from "../../app/lib/fans.ts";
import { authSecret } from "../env.server.ts";

const sign = (payload: string, secret: string) =>
  crypto.createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url").slice(0, 32);

/** What a token turns off: one notification kind, or `mail` (every notification mail, the digest's header). */
export type UnsubscribeKind = NotifyKind | "mail";
const UNSUBSCRIBE_KINDS: readonly string[] = [...NOTIFY_KINDS, "mail"];

export function unsubscribeToken(userId: string, kind: UnsubscribeKind, secret = authSecret): string {
  const payload = Buffer.from(`${userId}\n${kind}`).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The user and kind a token names, or null when it is malformed or not signed by this site. */
export function readUnsubscribeToken(
  token: string,
  secret = authSecret,
): { userId: string; kind: UnsubscribeKind } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [userId, kind] = Buffer.from(payload, "base64url").toString().split("\n");
  if (!userId || !kind || !UNSUBSCRIBE_KINDS.includes(kind)) return null;
  return { userId, kind: kind as UnsubscribeKind };
}
