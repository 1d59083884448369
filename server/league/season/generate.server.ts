// "Generate fixtures": a tournament's card made from its format, in one transaction with one audit entry. It
// replaces the tournament's team matches, so it is refused once any of them has bouts (409).
import { eq, inArray } from "drizzle-orm";
import { planFixtures } from "../../../app/lib/season/fixtures.ts";
import {
  fixturePlanProblem,
  toFixtureConfig,
  type FixtureRequest,
  type StoredFixtureConfig,
} from "../../../app/lib/season/fixture-config.ts";
import { isTeamSide, type SlotSource } from "../../../app/lib/season/sources.ts";
import type { Database } from "../../db/client.server.ts";
import { bouts, teamMatches, teams, tournamentFormats, tournaments } from "../../db/schema.ts";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "../audit.server.ts";
import { lockInOrder, writeTransaction } from "../entities/audited-writes.server.ts";
import { rosterRatings } from "../results/standings.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";

/** Rating seeding: the roster's mean rating, best first; teams without athletes last, in the order given. */
export async function seedTeams(db: Database, input: Pick<FixtureRequest, "team_ids" | "seeding">): Promise<string[]> {
  if (input.seeding === "manual") return [...input.team_ids];
  const ratings = await rosterRatings(db, [...input.team_ids]);
  const given = new Map(input.team_ids.map((id, index) => [id, index]));
  return [...input.team_ids].sort(
    (a, b) => (ratings.get(b) ?? -Infinity) - (ratings.get(a) ?? -Infinity) || given.get(a)! - given.get(b)!,
  );
}

async function checkTeams(db: Database, input: FixtureRequest) {
  const wanted = [
    ...input.team_ids,
    ...(input.superfight ? [input.superfight.home_team_id, input.superfight.away_team_id] : []),
  ];
  const found = new Set(
    (await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, wanted))).map((row) => row.id),
  );
  if (wanted.some((id) => !found.has(id))) throw new WriteRejected("team_ids", "admin:season.validation.team");
}

/** Null when there is no such tournament; otherwise the created team matches in card order. */
export async function generateFixtures(
  db: Database,
  tournamentId: string,
  input: FixtureRequest,
  actor: Actor = SYSTEM_ACTOR,
) {
  // The forms' rules, before anything is read or written (the request schema answers the same with a 400).
  const problem = fixturePlanProblem(input);
  if (problem) throw new WriteRejected(problem.field, problem.message);
  return writeTransaction(db, async (tx) => {
    // The tournament and the team matches it replaces, in the one lock order.
    await lockInOrder(tx, { tournamentRows: [tournamentId] });
    const [tournament] = await tx
      .select({ id: tournaments.id, title: tournaments.title })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    if (!tournament) return null;
    const existing = await tx
      .select({ id: teamMatches.id })
      .from(teamMatches)
      .where(eq(teamMatches.tournament_id, tournamentId));
    if (existing.length > 0) {
      const [fought] = await tx
        .select({ id: bouts.id })
        .from(bouts)
        .where(
          inArray(
            bouts.team_match_id,
            existing.map((row) => row.id),
          ),
        )
        .limit(1);
      if (fought) throw new WriteRejected("tournament_id", "admin:season.validation.hasResults");
      await tx.delete(teamMatches).where(eq(teamMatches.tournament_id, tournamentId));
    }
    await checkTeams(tx, input);
    const seeded = await seedTeams(tx, input);
    const plan = planFixtures(toFixtureConfig(input, seeded));
    const side = (source: (typeof plan)[number]["home"]) =>
      isTeamSide(source) ? { team: source.team_id, source: null } : { team: null, source: source as SlotSource };
    // Returned as inserted (the plan is in card order): no read back.
    const created =
      plan.length === 0
        ? []
        : await tx
            .insert(teamMatches)
            .values(
              plan.map((match) => {
                const home = side(match.home);
                const away = side(match.away);
                return {
                  id: match.id,
                  tournament_id: tournamentId,
                  home_team_id: home.team,
                  away_team_id: away.team,
                  home_source: home.source,
                  away_source: away.source,
                  group_label: match.group_label,
                  stage: match.stage,
                  stage_round: match.stage_round,
                  card_order: match.card_order,
                  scheduled_at: match.scheduled_at,
                };
              }),
            )
            .returning();
    const config: StoredFixtureConfig = {
      format: input.format,
      seeding: input.seeding,
      team_ids: seeded,
      groups: input.format === "groups_then_knockout" ? toFixtureConfig(input, seeded).groups! : null,
      advance_per_group:
        input.format === "groups_then_knockout" ? toFixtureConfig(input, seeded).advance_per_group! : null,
      gap_minutes: toFixtureConfig(input, seeded).gap_minutes!,
      start_at: input.start_at ? input.start_at.toISOString() : null,
    };
    await tx
      .insert(tournamentFormats)
      .values({ tournament_id: tournamentId, config })
      .onConflictDoUpdate({ target: tournamentFormats.tournament_id, set: { config, generated_at: new Date() } });
    // No advancement to derive: generating is refused once any team match has bouts, so no result exists yet and
    // every source is still unknown (a typed superfight is already its teams).
    await recordAudit(tx, actor, {
      action: "create",
      entity: "team-match",
      entityId: tournamentId,
      summary: `fixtures: ${input.format}, ${input.team_ids.length} teams, ${plan.length} team matches (${tournament.title})`,
      changes: { ...config, replaced: existing.length },
    });
    return created.sort((a, b) => a.card_order - b.card_order);
  });
}
