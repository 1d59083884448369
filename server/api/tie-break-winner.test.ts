// A level team match decided on the tie-break ladder names its winner everywhere (issue 31, item 4): a submission win,
// a draw and a points loss is 1–1, won on submissions by the home team — stored (winner_team_id, decided_by, status),
// and the same in GET /team-matches/{id}, GET /tournaments/{id}/results and the standings.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../db/database.server.ts";
import { teamMatches } from "../db/schema.ts";
import { boutWrites } from "../league/entities/bout-entity.server.ts";
import { teamMatchWrites } from "../league/entities/team-match-entity.server.ts";
import { derivedDifferences } from "../league/results/derived-state.testing.ts";
import { getTournamentCard } from "../league/results/tournament-results.server.ts";
import { seasonTestLeague, TEST_ADMIN } from "../league/season/test-league.ts";
import { api } from "./api.server.ts";

describe("a team match won on the tie-break ladder", () => {
  let tournamentId: string;
  let matchId: string;
  let home: string;
  let away: string;

  beforeAll(async () => {
    await database.migrate();
    const league = await seasonTestLeague(database.db, `Ladder ${Date.now()}`, 2);
    [home, away] = league.teamIds as [string, string];
    tournamentId = await league.tournament("Ladder Cup");
    matchId = (
      await teamMatchWrites.create(
        database.db,
        {
          tournament_id: tournamentId,
          home_team_id: home,
          away_team_id: away,
          stage: "final",
          stage_round: null,
          card_order: null,
          scheduled_at: null,
        },
        TEST_ADMIN,
      )
    ).id;
    await boutWrites.create(database.db, await league.bout(matchId, 1, "home", "submission"), TEST_ADMIN);
    await boutWrites.create(database.db, await league.bout(matchId, 2, null), TEST_ADMIN);
    await boutWrites.create(database.db, await league.bout(matchId, 3, "away", "points"), TEST_ADMIN);
  });

  it("stores its winner, how it was decided and that it is over", async () => {
    const [row] = await database.db
      .select({
        winner: teamMatches.winner_team_id,
        decided_by: teamMatches.decided_by,
        status: teamMatches.status,
        home_score: teamMatches.home_score,
        away_score: teamMatches.away_score,
      })
      .from(teamMatches)
      .where(eq(teamMatches.id, matchId));
    expect(row).toEqual({ winner: home, decided_by: "submissions", status: "completed", home_score: 1, away_score: 1 });
    expect(await derivedDifferences(database.db)).toEqual([]);
  });

  it("answers the same winner, decided_by and status from GET /team-matches/{id} and GET /tournaments/{id}/results", async () => {
    const one = await (await api.request(`/team-matches/${matchId}`)).json();
    expect([one.winner_team_id, one.decided_by, one.status]).toEqual([home, "submissions", "completed"]);
    const results = await (await api.request(`/tournaments/${tournamentId}/results`)).json();
    const match = results.team_matches.find((entry: { id: string }) => entry.id === matchId);
    expect([match.winner_team_id, match.decided_by, match.status, match.home_score, match.away_score]).toEqual([
      home,
      "submissions",
      "completed",
      1,
      1,
    ]);
    const [card] = await getTournamentCard(database.db, tournamentId);
    expect([card!.winner_team_id, card!.decided_by, card!.status]).toEqual([home, "submissions", "completed"]);
  });

  it("counts as a team-match win and a loss in the standings", async () => {
    const standings = await (await api.request(`/standings?season=2026`)).json();
    const line = (team: string) => standings.items.find((item: { team_id: string }) => item.team_id === team);
    expect([line(home).team_match_wins, line(home).team_match_losses]).toEqual([1, 0]);
    expect([line(away).team_match_wins, line(away).team_match_losses]).toEqual([0, 1]);
  });
});
