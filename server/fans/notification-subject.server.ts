// What a notification is about, read when it is sent (so a retry tells the current names): the two sides, the score,
// the event, the page to open and, for a team match, when it starts. Shared by the mail and push channels.
import { sql } from "drizzle-orm";
import { localizePath, type Lang } from "../../app/lib/language.ts";
import type { NotifyKind } from "../../app/lib/fans.ts";
import { type Executor, selectRows } from "../db/raw-sql.server.ts";
import { publicUrl } from "../env.server.ts";
import type { NotificationSubject } from "./notification-text.ts";

export interface NotificationObject {
  kind: NotifyKind;
  object_type: "bout" | "team_match";
  object_id: string;
  lang: Lang;
}

interface SubjectRow {
  a: string;
  b: string;
  score_a: number;
  score_b: number;
  winner: "a" | "b" | null;
  title: string;
  title_ru: string | null;
  tournament_id: string;
  starts_at: Date | string | null;
  time_zone: string;
}

/** The subject of a notification in its reader's language, or null when its object was deleted meanwhile. */
export async function subjectOf(db: Executor, row: NotificationObject): Promise<NotificationSubject | null> {
  const [found] =
    row.object_type === "bout"
      ? await selectRows<SubjectRow>(
          db,
          sql`select aa.full_name as a, ab.full_name as b, bt.score_a, bt.score_b,
              case when bt.winner_id = bt.athlete_a_id then 'a' when bt.winner_id = bt.athlete_b_id then 'b' end as winner,
              t.title, t.title_ru, t.id as tournament_id, null as starts_at, t.time_zone
            from bouts bt join athletes aa on aa.id = bt.athlete_a_id join athletes ab on ab.id = bt.athlete_b_id
            join team_matches tm on tm.id = bt.team_match_id join tournaments t on t.id = tm.tournament_id
            where bt.id = ${row.object_id}`,
        )
      : await selectRows<SubjectRow>(
          db,
          sql`select coalesce(h.name, '?') as a, coalesce(w.name, '?') as b, tm.home_score as score_a, tm.away_score as score_b,
              case when tm.home_score > tm.away_score then 'a' when tm.away_score > tm.home_score then 'b' end as winner,
              t.title, t.title_ru, t.id as tournament_id, tm.scheduled_at as starts_at, t.time_zone
            from team_matches tm join tournaments t on t.id = tm.tournament_id
            left join teams h on h.id = tm.home_team_id left join teams w on w.id = tm.away_team_id
            where tm.id = ${row.object_id}`,
        );
  if (!found) return null;
  const origin = new URL(publicUrl).origin;
  return {
    kind: row.kind,
    a: found.a,
    b: found.b,
    score_a: Number(found.score_a),
    score_b: Number(found.score_b),
    winner: found.winner,
    tournament: (row.lang === "ru" && found.title_ru) || found.title,
    url: new URL(localizePath(`/tournament/${found.tournament_id}`, row.lang), `${origin}/`).href,
    ...(found.starts_at ? { starts_at: new Date(found.starts_at).toISOString(), time_zone: found.time_zone } : {}),
  };
}
