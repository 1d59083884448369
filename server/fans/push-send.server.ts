// Sends one Web Push message to one browser (RFC 8030) with the maintained `web-push` package: it encrypts the payload
// (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); the request itself goes to the address
// push-endpoint.server.ts checked. The answer decides what happens next: sent, the subscription gone (404/410), or a
// retry (429 after its Retry-After; 413 at once with a shorter payload; anything else with backoff). Connections are
// kept alive and reused (a delivery lane sends dozens at once to one push service), and the VAPID header is signed once
// per push service origin an hour rather than once per message.
import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import { checkPushEndpoint, EndpointRefused } from "./push-endpoint.server.ts";
import { vapidKeys, vapidSubject } from "./push-keys.server.ts";
import { encodePushMessage, SHORT_PAYLOAD_MAX_BYTES, type PushDelivery, type PushMessage } from "./push-payload.ts";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { status: "sent" }
  /** The push service no longer knows this subscription (404/410), or its endpoint is no longer one to call. */
  | { status: "gone"; reason: string }
  /** Try again, not before `retryAfterMs` when the push service said when (429's Retry-After). */
  | { status: "retry"; reason: string; retryAfterMs?: number };

const TIMEOUT_MS = 10_000;
/** Connections to push services kept open between messages (a reused socket goes to the address checked when it opened). */
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};
/** The VAPID JWT is valid 12 h (RFC 8292 allows up to 24 h); one is signed per push service origin and reused for 1 h. */
const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 3_600_000;
const vapidHeaders = new Map<string, { authorization: string; until: number }>();

function vapidAuthorization(audience: string) {
  const keys = vapidKeys();
  const subject = vapidSubject();
  const cacheKey = `${audience} ${subject} ${keys.publicKey}`;
  const cached = vapidHeaders.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.authorization;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    subject,
    keys.publicKey,
    keys.privateKey,
    "aes128gcm",
    Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS,
  );
  if (vapidHeaders.size > 100) vapidHeaders.clear();
  vapidHeaders.set(cacheKey, { authorization: Authorization, until: Date.now() + VAPID_REUSE_MS });
  return Authorization;
}

/** Retry-After: delay-seconds or an HTTP date (RFC 9110 §10.2.3); ms from now, or undefined. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

async function post(target: PushTarget, payload: string, delivery: PushDelivery) {
  const checked = await checkPushEndpoint(target.endpoint);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      headers: { Authorization: vapidAuthorization(checked.url.origin) },
      TTL: delivery.ttl,
      urgency: delivery.urgency,
      topic: delivery.topic,
      contentEncoding: "aes128gcm",
    },
  );
  const secure = checked.url.protocol === "https:";
  const client = secure ? https : http;
  return new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
    const request = client.request(
      checked.url,
      {
        method: "POST",
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: TIMEOUT_MS,
        agent: secure ? agents.https : agents.http,
        // Connect to the address that was checked, whatever the name resolves to now.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
              { address: checked.address, family: checked.family },
            ]);
          else callback(null, checked.address, checked.family);
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (body.length < 1000) body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"], body }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service timed out")));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}

/** Sends one message to one browser; never throws. */
export async function sendPushMessage(
  target: PushTarget,
  message: PushMessage,
  delivery: PushDelivery,
): Promise<PushOutcome> {
  try {
    let answer = await post(target, encodePushMessage(message), delivery);
    // Too large for this push service: once more at once, cut short.
    if (answer.status === 413)
      answer = await post(target, encodePushMessage(message, SHORT_PAYLOAD_MAX_BYTES), delivery);
    if (answer.status >= 200 && answer.status < 300) return { status: "sent" };
    if (answer.status === 404 || answer.status === 410)
      return { status: "gone", reason: `push service: ${answer.status}` };
    const reason = `push service: ${answer.status} ${answer.body.slice(0, 200)}`.trim();
    if (answer.status === 429) return { status: "retry", reason, retryAfterMs: retryAfterMs(answer.retryAfter) };
    return { status: "retry", reason };
  } catch (error) {
    if (error instanceof EndpointRefused && !error.transient)
      return { status: "gone", reason: `endpoint refused: ${error.message}` };
    return { status: "retry", reason: String(error).slice(0, 300) };
  }
}

/** The push channel's sender (tests replace it to watch or fail sends). */
export const pushChannel = { send: sendPushMessage };
