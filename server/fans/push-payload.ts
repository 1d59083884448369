// What one push message carries and how the push service is asked to handle it (docs/fans.md#web-push). Pure: the
// delivery job and the unit tests share it.
import type { NotifyKind } from "../../app/lib/fans.ts";

/** The decrypted payload the service worker reads (public/push-sw.js). */
export interface PushMessage {
  kind: NotifyKind | "test";
  title: string;
  body: string;
  /** The page a click opens (absolute, this site). */
  url: string;
  /** The browser replaces a shown notification of the same tag: an object's result replaces its up-next alert. */
  tag: string;
}

export interface PushDelivery {
  /** RFC 8030 `Topic`: a newer message of the same topic replaces one the push service still holds. */
  topic: string;
  /** RFC 8030 `TTL` (seconds): how long the push service keeps it for an offline browser. */
  ttl: number;
  /** RFC 8030 `Urgency`: high wakes a phone at once — only for up-next alerts and results. */
  urgency: "normal" | "high";
}

export interface PushObject {
  kind: NotifyKind | "test";
  object_type: "bout" | "team_match" | "test";
  object_id: string;
}

/** Seconds a message is worth keeping: a live alert is useless once the bout is under way. */
export function pushTtl({ kind, object_type }: PushObject): number {
  switch (kind) {
    case "up_next":
      // The bout is next on the mat (minutes), or the reminder before a team match's start.
      return object_type === "bout" ? 600 : 1800;
    case "result":
      return 3600;
    case "lineup":
      return 6 * 3600;
    case "schedule":
      return 24 * 3600;
    case "test":
      return 300;
  }
}

/** Topic per bout or team match: at most 32 URL-safe characters, so the uuid without its dashes. */
export const pushTopic = (object: PushObject) => object.object_id.replace(/-/g, "").slice(0, 32);

export const pushDelivery = (object: PushObject): PushDelivery => ({
  topic: pushTopic(object),
  ttl: pushTtl(object),
  urgency: object.kind === "up_next" || object.kind === "result" ? "high" : "normal",
});

/** The tag of the notification shown for an object (one per bout or team match on the device). */
export const pushTag = (object: PushObject) => `${object.object_type}-${object.object_id}`;

/**
 * Push services must take 4,096 bytes of ciphertext (RFC 8030 §7.2); aes128gcm adds 103 (RFC 8188/8291), and a
 * margin keeps every message well under it.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;
/** After a 413 (RFC 8030: payload too large for this push service): the same message, cut short. */
export const SHORT_PAYLOAD_MAX_BYTES = 1000;

const cut = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

/** The message as the JSON the push carries, cut to fit `maxBytes` (title and url first; the body gives way). */
export function encodePushMessage(message: PushMessage, maxBytes = PUSH_PAYLOAD_MAX_BYTES): string {
  const json = (body: string, title = message.title) => JSON.stringify({ ...message, title, body });
  let encoded = json(message.body);
  if (Buffer.byteLength(encoded) <= maxBytes) return encoded;
  const title = cut(message.title, 80);
  for (let length = Math.min(message.body.length, 400); length >= 0; length -= 40) {
    encoded = json(length === 0 ? "" : cut(message.body, length), title);
    if (Buffer.byteLength(encoded) <= maxBytes) return encoded;
  }
  return JSON.stringify({
    kind: message.kind,
    title: cut(message.title, 40),
    body: "",
    url: message.url,
    tag: message.tag,
  });
}
