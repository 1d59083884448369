// What a webhook delivery says (docs/webhooks.md#payloads): `{ id, type, created_at, data }`, `data` read from the
// database when the event is processed (a later correction is a new event with its own id).
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/raw-sql.server.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { publicUrl } from "../env.server.ts";
import type { WebhookEvent } from "./webhook-events.ts";

/** One event as the outbox queues it: what happened to which object, at which revision. */
export interface WebhookFact {
  type: WebhookEvent;
  object_type: "bout" | "team_match" | "tournament";
  object_id: string;
  revision: string;
}

/** The event's id, the same for every endpoint and every retry: `evt_` and a hash of (type, object, revision). */
export const eventId = (fact: WebhookFact) =>
  `evt_${crypto
    .createHash("sha256")
    .update(`${fact.type}:${fact.object_type}:${fact.object_id}:${fact.revision}`)
    .digest("hex")
    .slice(0, 24)}`;

const teamJson = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name) end`,
  );

const boutData = (id: string) => sql`select json_build_object(
    'bout', json_build_object(
      'id', b.id, 'team_match_id', b.team_match_id, 'tournament_id', tm.tournament_id, 'bout_order', b.bout_order,
      'weight_class', b.weight_class, 'status', b.status,
      'athlete_a', json_build_object('id', aa.id, 'name', aa.full_name, 'team_id', b.team_a_id),
      'athlete_b', json_build_object('id', ab.id, 'name', ab.full_name, 'team_id', b.team_b_id),
      'winner_id', b.winner_id, 'method', b.method, 'technique', b.technique, 'round', b.round,
      'time_seconds', b.time_seconds, 'score_a', b.score_a, 'score_b', b.score_b),
    'tournament_id', tm.tournament_id) as data
  from bouts b join team_matches tm on tm.id = b.team_match_id
  join athletes aa on aa.id = b.athlete_a_id join athletes ab on ab.id = b.athlete_b_id
  where b.id = ${id}`;

const teamMatchJson = sql`json_build_object(
    'id', tm.id, 'tournament_id', tm.tournament_id, 'stage', tm.stage, 'card_order', tm.card_order,
    'scheduled_at', tm.scheduled_at, 'status', tm.status, 'revision', tm.revision,
    'home_team', ${teamJson("h")}, 'away_team', ${teamJson("w")},
    'home_score', tm.home_score, 'away_score', tm.away_score, 'winner_team_id', tm.winner_team_id)`;

const teamMatchData = (id: string, withLineups: boolean) => sql`select json_build_object(
    'team_match', ${teamMatchJson},
    'tournament_id', tm.tournament_id
    ${
      withLineups
        ? sql`, 'lineups', coalesce((select json_agg(json_build_object('team_id', l.team_id, 'athletes',
            (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.full_name) order by ids.ord), '[]'::json)
              from jsonb_array_elements_text(l.athlete_ids) with ordinality as ids(athlete_id, ord)
              join athletes a on a.id = ids.athlete_id::uuid)) order by l.team_id)
            from team_match_lineups l where l.team_match_id = tm.id), '[]'::json)`
        : sql``
    }) as data
  from team_matches tm left join teams h on h.id = tm.home_team_id left join teams w on w.id = tm.away_team_id
  where tm.id = ${id}`;

const tournamentData = (id: string) => sql`select json_build_object(
    'tournament', json_build_object('id', t.id, 'title', t.title, 'event_date', t.event_date, 'time_zone', t.time_zone,
      'location_city', t.location_city, 'location_country', t.location_country, 'status', t.status),
    'tournament_id', t.id) as data
  from tournaments t where t.id = ${id}`;

function dataQuery(fact: WebhookFact) {
  if (fact.object_type === "bout") return boutData(fact.object_id);
  if (fact.object_type === "tournament") return tournamentData(fact.object_id);
  return teamMatchData(fact.object_id, fact.type === "lineups.revealed");
}

/** The JSON body of an event, or null when its object is gone. */
export async function eventBody(db: Executor, fact: WebhookFact, createdAt = new Date()): Promise<string | null> {
  const [row] = await selectRows<{ data: Record<string, unknown> | string }>(db, dataQuery(fact));
  if (!row) return null;
  const { tournament_id: tournamentId, ...data } =
    typeof row.data === "string" ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
  const url = new URL(`/tournament/${String(tournamentId)}`, `${new URL(publicUrl).origin}/`).href;
  return JSON.stringify({
    id: eventId(fact),
    type: fact.type,
    created_at: createdAt.toISOString(),
    data: { ...data, url },
  });
}
