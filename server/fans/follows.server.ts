// Follows: a signed-in user's followed athletes, teams and tournaments (docs/fans.md). Private: every read and write
// here is scoped to one user id.
import { and, eq, sql } from "drizzle-orm";
import type { FollowKind, NotifyKind } from "../../app/lib/fans.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, follows, teams, tournaments } from "../db/schema.ts";

export interface FollowItem {
  kind: FollowKind;
  id: string;
  name: string;
  /** Russian name where the thing has one (a tournament's `title_ru`), else null. */
  name_ru: string | null;
  notify: NotifyKind[];
  /** Minutes before a team match starts that its `up_next` reminder comes. */
  remind_minutes: number;
}

const TARGET_TABLES = { athlete: athletes, team: teams, tournament: tournaments } as const;

/** Whether an athlete, team or tournament with this id exists. */
export async function followTargetExists(db: Database, kind: FollowKind, id: string): Promise<boolean> {
  const table = TARGET_TABLES[kind];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/** Follows (or changes what a follow notifies); false when the target does not exist. Idempotent. */
export async function putFollow(
  db: Database,
  userId: string,
  kind: FollowKind,
  id: string,
  notify: NotifyKind[],
  remindMinutes?: number,
): Promise<boolean> {
  if (!(await followTargetExists(db, kind, id))) return false;
  const remind = remindMinutes === undefined ? {} : { remind_minutes: remindMinutes };
  await db
    .insert(follows)
    .values({ user_id: userId, kind, target_id: id, notify, ...remind })
    .onConflictDoUpdate({
      target: [follows.user_id, follows.kind, follows.target_id],
      set: { notify, ...remind, updated_at: sql`now()` },
    });
  return true;
}

/** Unfollows; true when there was a follow to remove. */
export async function deleteFollow(db: Database, userId: string, kind: FollowKind, id: string): Promise<boolean> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.user_id, userId), eq(follows.kind, kind), eq(follows.target_id, id)))
    .returning({ id: follows.target_id });
  return removed.length > 0;
}

/**
 * The user's follows with the followed thing's name, newest first. A follow whose athlete, team or tournament was
 * deleted is left out (it names nothing any more).
 */
export async function listFollows(db: Database, userId: string): Promise<FollowItem[]> {
  const rows = await db
    .select({
      kind: follows.kind,
      id: follows.target_id,
      notify: follows.notify,
      remind_minutes: follows.remind_minutes,
      athlete: athletes.full_name,
      team: teams.name,
      tournament: tournaments.title,
      tournament_ru: tournaments.title_ru,
    })
    .from(follows)
    .leftJoin(athletes, and(eq(follows.kind, "athlete"), eq(athletes.id, follows.target_id)))
    .leftJoin(teams, and(eq(follows.kind, "team"), eq(teams.id, follows.target_id)))
    .leftJoin(tournaments, and(eq(follows.kind, "tournament"), eq(tournaments.id, follows.target_id)))
    .where(eq(follows.user_id, userId))
    .orderBy(sql`${follows.created_at} desc`, follows.kind, follows.target_id);
  return rows.flatMap((row) => {
    const name = row.athlete ?? row.team ?? row.tournament;
    if (name === null) return [];
    return [
      {
        kind: row.kind,
        id: row.id,
        name,
        name_ru: row.tournament_ru ?? null,
        notify: row.notify,
        remind_minutes: row.remind_minutes,
      },
    ];
  });
}
