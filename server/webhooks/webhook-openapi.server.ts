// The OpenAPI document's `webhooks` section (OpenAPI 3.1): what the league POSTs to a partner's endpoint for each
// event, with the signature headers. The bodies are the ones server/webhooks/webhook-payloads.server.ts builds.
import { z } from "zod";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS, type WebhookEvent } from "./webhook-events.ts";

const id = z.uuid();
const date = z.iso.datetime({ offset: true });
const named = z.object({ id, name: z.string() });

const bout = z.object({
  id,
  team_match_id: id,
  tournament_id: id,
  bout_order: z.int(),
  weight_class: z.string(),
  status: z.string(),
  athlete_a: named.extend({ team_id: id.nullable() }),
  athlete_b: named.extend({ team_id: id.nullable() }),
  winner_id: id.nullable(),
  method: z.string().nullable(),
  technique: z.string().nullable(),
  round: z.int().nullable(),
  time_seconds: z.int().nullable(),
  score_a: z.int(),
  score_b: z.int(),
});
const teamMatch = z.object({
  id,
  tournament_id: id,
  stage: z.string(),
  card_order: z.int(),
  scheduled_at: date.nullable(),
  status: z.string(),
  revision: z.int(),
  home_team: named.nullable(),
  away_team: named.nullable(),
  home_score: z.int(),
  away_score: z.int(),
  winner_team_id: id.nullable(),
});
const tournament = z.object({
  id,
  title: z.string(),
  event_date: date,
  time_zone: z.string(),
  location_city: z.string(),
  location_country: z.string(),
  status: z.string(),
});
const url = z.url().meta({ description: "The tournament's page." });

const DATA: Record<WebhookEvent, z.ZodType> = {
  "bout.completed": z.object({ bout, url }),
  "team_match.completed": z.object({ team_match: teamMatch, url }),
  "lineups.revealed": z.object({
    team_match: teamMatch,
    lineups: z.array(z.object({ team_id: id, athletes: z.array(named) })),
    url,
  }),
  "tournament.updated": z.union([z.object({ team_match: teamMatch, url }), z.object({ tournament, url })]),
};

const header = (name: string, description: string) => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
});

const HEADERS = [
  header(
    "webhook-id",
    "The delivery's idempotency id: the same on every retry of this delivery; skip an id already seen.",
  ),
  header("webhook-timestamp", "Unix seconds when this attempt was signed; reject one far from now (replays)."),
  header("webhook-signature", 'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<webhook-id>.<timestamp>.<body>">`.'),
  header("X-League-Signature", '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`.'),
];

export function webhookOpenApi() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => {
      const body = z.object({
        id: z.string().meta({ description: "The event's id (`evt_…`), the same for every endpoint." }),
        type: z.literal(event),
        created_at: date,
        data: DATA[event],
      });
      const { $schema: _dialect, ...schema } = z.toJSONSchema(body, { target: "draft-2020-12", io: "output" });
      return [
        event,
        {
          post: {
            summary: WEBHOOK_EVENT_DESCRIPTIONS[event],
            description:
              "Signed as docs/webhooks.md describes; any 2xx within 10 s is a success, anything else is retried.",
            parameters: HEADERS,
            requestBody: { required: true, content: { "application/json": { schema } } },
            responses: { "2XX": { description: "Received (the answer's body is ignored)." } },
          },
        },
      ];
    }),
  );
}
