// Web Push in /api/v1 (docs/fans.md#web-push): the VAPID public key a browser subscribes with (public), and a signed-in
// user's browser subscriptions (session cookie or bearer token; 401 signed out).
import { z } from "zod";
import { db } from "../db/database.server.ts";
import { apiError } from "../api/errors.server.ts";
import { operation } from "../api/operation.server.ts";
import { ErrorBody } from "../api/schemas.server.ts";
import { checkPushEndpoint, EndpointRefused } from "./push-endpoint.server.ts";
import { vapidKeys } from "./push-keys.server.ts";
import { deleteSubscription, saveSubscription } from "./push-subscriptions.server.ts";

/** URL-safe base64 of exactly `bytes` bytes (no padding). */
const base64urlOf = (bytes: number, description: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Expected URL-safe base64.")
    .refine((value) => Buffer.from(value, "base64url").length === bytes, `Expected ${bytes} bytes.`)
    .meta({ description });

const Endpoint = z.url().max(2000).meta({
  description: "The push service's URL for this browser: https on a public host.",
  example: "https://push.example.net/send/abc123",
});

/** The browser's `PushSubscription.toJSON()`. */
const PushSubscriptionInput = z.object({
  endpoint: Endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64urlOf(65, "The browser's P-256 public key (uncompressed point), URL-safe base64."),
    auth: base64urlOf(16, "The browser's 16-byte auth secret, URL-safe base64."),
  }),
});
const EndpointInput = z.object({ endpoint: Endpoint });
const VapidKey = z.object({
  key: z
    .string()
    .meta({ description: "The VAPID public key (P-256, uncompressed, URL-safe base64): `applicationServerKey`." }),
});
const PRIVATE = { "Cache-Control": "private, no-store" };

export const pushOperations = [
  operation({
    operationId: "getVapidPublicKey",
    method: "get",
    path: "/push/vapid-public-key",
    tag: "Me",
    summary: "The site's VAPID public key, to subscribe a browser to push notifications",
    access: "public",
    responses: { 200: { description: "The key.", schema: VapidKey } },
    async handler({ c }) {
      return c.json({ key: vapidKeys().publicKey }, 200, { "Cache-Control": "public, max-age=3600" });
    },
  }),
  operation({
    operationId: "addPushSubscription",
    method: "post",
    path: "/me/push-subscriptions",
    tag: "Me",
    summary: "Send this browser the signed-in user's notifications by Web Push",
    description:
      "The body is the browser's `PushSubscription.toJSON()`. The endpoint must be https on a public address (checked after DNS resolution, and again before every delivery). Subscribing an endpoint again refreshes it.",
    access: "user",
    body: PushSubscriptionInput,
    responses: {
      201: { description: "Subscribed.", schema: z.object({ endpoint: z.string() }) },
      400: { description: "Not a push endpoint this server will call.", schema: ErrorBody },
    },
    async handler({ c, user, body }) {
      try {
        await checkPushEndpoint(body.endpoint);
      } catch (error) {
        if (error instanceof EndpointRefused)
          return apiError(c, 400, "Validation failed", { endpoint: `Not an allowed push endpoint: ${error.message}.` });
        throw error;
      }
      await saveSubscription(db, user!.id, body);
      return c.json({ endpoint: body.endpoint }, 201, PRIVATE);
    },
  }),
  operation({
    operationId: "deletePushSubscription",
    method: "delete",
    path: "/me/push-subscriptions",
    tag: "Me",
    summary: "Stop sending push notifications to a browser",
    description: "Answers 204 whether or not the endpoint was subscribed.",
    access: "user",
    body: EndpointInput,
    responses: { 204: { description: "Not subscribed (any more)." } },
    async handler({ c, user, body }) {
      await deleteSubscription(db, user!.id, body.endpoint);
      return c.body(null, 204, PRIVATE);
    },
  }),
];
