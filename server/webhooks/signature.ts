// How a delivery is signed (docs/webhooks.md#signatures). Two headers carry the same proof, so a partner can verify
// with ten lines of their own or with any Standard Webhooks library:
//   X-League-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>", keyed with the secret string>
//   webhook-signature:  v1,<base64 HMAC-SHA256 of "<webhook-id>.<t>.<body>", keyed with the secret's base64 bytes>
import crypto from "node:crypto";

const SECRET_PREFIX = "whsec_";

/** A new endpoint's secret: `whsec_` and 32 random bytes in base64 (the Standard Webhooks form). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${crypto.randomBytes(32).toString("base64")}`;

/** `X-League-Signature` of a body sent at `timestamp` (unix seconds). */
export function leagueSignature(secret: string, timestamp: number, body: string) {
  const v1 = crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** `webhook-signature` (Standard Webhooks): keyed with the bytes the secret's base64 part encodes. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  return `v1,${crypto.createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The headers of one delivery attempt. */
export function signedHeaders(secret: string, deliveryId: string, timestamp: number, body: string) {
  return {
    "webhook-id": deliveryId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": standardSignature(secret, deliveryId, timestamp, body),
    "X-League-Signature": leagueSignature(secret, timestamp, body),
  };
}

/**
 * A receiver's check of `X-League-Signature` (as docs/webhooks.md shows it): the HMAC matches in constant time and
 * the timestamp is within `toleranceSeconds` of now.
 */
export function verifyLeagueSignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
) {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(leagueSignature(secret, timestamp, body).split("v1=")[1]!, "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
