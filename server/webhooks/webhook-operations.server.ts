// Partner webhooks in /api/v1 (admin only; session cookie or bearer token): subscribe a URL to league events, list,
// delete, re-enable, and read an endpoint's deliveries. docs/webhooks.md.
import type { Context } from "hono";
import { z } from "zod";
import { getI18n } from "../../app/i18n/i18n.ts";
import type { QualifiedKey } from "../../app/i18n/keys.ts";
import { db } from "../db/database.server.ts";
import { apiError, callerLang } from "../api/errors.server.ts";
import { operation } from "../api/operation.server.ts";
import { ErrorBody, PageQuery, pageOf } from "../api/schemas.server.ts";
import { checkWebhookUrl, type UrlRefusal, WebhookUrlRefused } from "./url-safety.server.ts";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS } from "./webhook-events.ts";
import { createWebhook, deleteWebhook, enableWebhook, listDeliveries, listWebhooks } from "./webhooks.server.ts";

const Event = z.enum(WEBHOOK_EVENTS).meta({
  description: Object.entries(WEBHOOK_EVENT_DESCRIPTIONS)
    .map(([name, text]) => `\`${name}\`: ${text}`)
    .join(" "),
});

const WebhookInput = z.strictObject({
  url: z.string().max(2000).meta({
    description: "An https URL on a public host; refused (400) when any address it resolves to is not public.",
  }),
  events: z
    .array(Event)
    .min(1)
    .max(WEBHOOK_EVENTS.length * 4)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
  description: z.string().max(200).nullish().meta({ description: "Whose endpoint this is, for the admins." }),
});

const date = z.iso.datetime({ offset: true });
const Webhook = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(Event),
  description: z.string().nullable(),
  enabled: z.boolean().meta({ description: "False once 10 attempts in a row failed (or after re-enabling, true)." }),
  consecutive_failures: z.int(),
  disabled_at: date.nullable(),
  disabled_reason: z.string().nullable(),
  created_at: date,
});
const CreatedWebhook = Webhook.extend({
  secret: z.string().meta({
    description: "Signs every delivery (docs/webhooks.md#signatures). Shown only in this answer: keep it.",
  }),
});
const Attempt = z.object({
  attempt: z.int(),
  status_code: z.int().nullable().meta({ description: "The endpoint's status; null when no answer came." }),
  duration_ms: z.int(),
  error: z.string().nullable(),
  response_excerpt: z.string().nullable().meta({ description: "The first 200 characters of the answer, at most." }),
  at: date,
});
const Delivery = z.object({
  id: z
    .uuid()
    .meta({ description: "The delivery's idempotency id: the `webhook-id` header, the same on every retry." }),
  event_id: z.string().meta({ description: "The event's id (`id` in the body), the same for every endpoint." }),
  event: Event,
  state: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.int(),
  last_status: z.int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: date.nullable(),
  created_at: date,
  finished_at: date.nullable(),
  attempt_log: z.array(Attempt),
});

const PRIVATE = { "Cache-Control": "private, no-store" };
const notFound = { 404: { description: "No webhook with this id.", schema: ErrorBody } };

const REFUSALS = {
  invalid: "admin:webhooks.refused.invalid",
  scheme: "admin:webhooks.refused.scheme",
  credentials: "admin:webhooks.refused.credentials",
  private: "admin:webhooks.refused.private",
  unresolved: "admin:webhooks.refused.unresolved",
} as const satisfies Record<UrlRefusal, QualifiedKey>;

/** A refused URL: 400 with the reason in the caller's language, as any field message. */
const urlRefusal = (c: Context, reason: UrlRefusal) =>
  apiError(c, 400, "Validation failed", { url: getI18n(callerLang(c)).t(REFUSALS[reason]) });

export const webhookOperations = [
  operation({
    operationId: "createWebhook",
    method: "post",
    path: "/webhooks",
    tag: "Webhooks",
    summary: "Subscribe a partner's URL to league events",
    description:
      "Each event is POSTed to the URL as JSON, signed with the secret in this answer (docs/webhooks.md). Only https to public hosts: loopback, private, link-local and reserved addresses are refused, after DNS resolution, and again on every delivery.",
    access: "admin",
    body: WebhookInput,
    responses: { 201: { description: "Subscribed; the secret is shown this once.", schema: CreatedWebhook } },
    async handler({ c, user, body }) {
      try {
        await checkWebhookUrl(body.url);
      } catch (error) {
        if (error instanceof WebhookUrlRefused) return urlRefusal(c, error.reason);
        throw error;
      }
      return c.json(await createWebhook(db, body, user?.id ?? null), 201, PRIVATE);
    },
  }),
  operation({
    operationId: "listWebhooks",
    method: "get",
    path: "/webhooks",
    tag: "Webhooks",
    summary: "Every webhook, newest first, disabled ones included (without their secrets)",
    access: "admin",
    responses: { 200: { description: "The webhooks.", schema: z.object({ items: z.array(Webhook) }) } },
    async handler({ c }) {
      return c.json({ items: await listWebhooks(db) }, 200, PRIVATE);
    },
  }),
  operation({
    operationId: "deleteWebhook",
    method: "delete",
    path: "/webhooks/{id}",
    tag: "Webhooks",
    summary: "Delete a webhook and its delivery log (nothing more is sent to it)",
    access: "admin",
    responses: { 204: { description: "Deleted." }, ...notFound },
    async handler({ c, params }) {
      if (!(await deleteWebhook(db, params.id))) return apiError(c, 404, "Not found");
      return c.body(null, 204, PRIVATE);
    },
  }),
  operation({
    operationId: "enableWebhook",
    method: "post",
    path: "/webhooks/{id}/enable",
    tag: "Webhooks",
    summary: "Re-enable a webhook disabled after 10 failures in a row (its failure count starts again at 0)",
    description: "Deliveries that ended while it was disabled are not sent again; new events are.",
    access: "admin",
    responses: { 200: { description: "Enabled.", schema: Webhook }, ...notFound },
    async handler({ c, params }) {
      const webhook = await enableWebhook(db, params.id);
      return webhook ? c.json(webhook, 200, PRIVATE) : apiError(c, 404, "Not found");
    },
  }),
  operation({
    operationId: "listWebhookDeliveries",
    method: "get",
    path: "/webhooks/{id}/deliveries",
    tag: "Webhooks",
    summary: "A webhook's deliveries, newest first, each with every attempt (status, duration, error)",
    access: "admin",
    query: PageQuery,
    responses: { 200: { description: "One page of deliveries.", schema: pageOf(Delivery) }, ...notFound },
    async handler({ c, params, query }) {
      const page = await listDeliveries(db, params.id, query);
      return page ? c.json(page, 200, PRIVATE) : apiError(c, 404, "Not found");
    },
  }),
];
