// The demo league's history as data: every completed tournament has its round robin, semifinals and final, the
// live one has a team match on the mat with its lineup announced, the next one its card (demo-content.ts). The athletes' records and
// ratings are then derived from these bouts, like any league's.
import { WEIGHT_CLASSES } from "../../../app/lib/league-constants.ts";
import type { TeamMatchStage } from "../../../app/lib/results/constants.ts";
import { refreshAllAthleteTotals } from "../../league/results/athlete-totals.server.ts";
import { reconstructPredictions } from "../../league/results/predictions.server.ts";
import { replayRatingsFrom } from "../../league/results/ratings.server.ts";
import { advanceTournament } from "../../league/season/advance.server.ts";
import type { Database } from "../client.server.ts";
import { bouts, teamMatches, type athletes, type teams, type tournaments } from "../schema.ts";
import { makeBoutResult, type BoutInsert } from "./bout-factory.ts";
import { DEMO_TOURNAMENTS } from "./demo-content.ts";
import type { Random } from "./random.ts";

type Team = typeof teams.$inferSelect;
type Athlete = typeof athletes.$inferSelect;
type Tournament = typeof tournaments.$inferSelect;

interface Card {
  tournament: Tournament;
  matches: { home: Team; away: Team; stage: TeamMatchStage; stage_round: number | null; homeWins?: boolean }[];
}

/** Every pair once (round robin, circle method), then semifinals and a final that agree with the tournament's champion and runner-up. */
function cardOf(tournament: Tournament, teamList: Team[], random: Random): Card {
  const byName = (name: string | null) => teamList.find((team) => team.name === name);
  const champion = byName(tournament.champion_team) ?? teamList[0]!;
  const runnerUp = byName(tournament.runner_up_team) ?? teamList[1]!;
  const others = teamList.filter((team) => team !== champion && team !== runnerUp);
  const matches: Card["matches"] = [];
  const ring = [...teamList];
  for (let round = 1; round < ring.length; round++) {
    for (let index = 0; index < ring.length / 2; index++) {
      const [home, away] = [ring[index]!, ring[ring.length - 1 - index]!];
      matches.push({ home, away, stage: "round_robin", stage_round: round });
    }
    ring.splice(1, 0, ring.pop()!);
  }
  const first = random.int(0, others.length - 1);
  const second = (first + random.int(1, others.length - 1)) % others.length;
  matches.push({ home: champion, away: others[first]!, stage: "semifinal", stage_round: null, homeWins: true });
  matches.push({ home: runnerUp, away: others[second]!, stage: "semifinal", stage_round: null, homeWins: true });
  matches.push({ home: champion, away: runnerUp, stage: "final", stage_round: null, homeWins: true });
  return { tournament, matches };
}

/** One athlete of each roster, preferring the weight class of the bout's slot. */
function lineup(home: Athlete[], away: Athlete[], slot: number, offset: number) {
  const wanted = WEIGHT_CLASSES[(slot + offset) % WEIGHT_CLASSES.length]!;
  const pick = (roster: Athlete[]) =>
    roster.find((athlete) => athlete.weight_class === wanted) ?? roster[(slot + offset) % roster.length]!;
  const a = pick(home);
  return { weight: a.weight_class, a, b: pick(away) };
}

export async function seedDemoResults(
  tx: Database,
  random: Random,
  teamList: Team[],
  athleteList: Athlete[],
  tournamentList: Tournament[],
) {
  const roster = (team: Team) => athleteList.filter((athlete) => athlete.team_id === team.id);
  const completed = tournamentList
    .filter((tournament) => tournament.status === "completed")
    .sort((x, y) => x.event_date.getTime() - y.event_date.getTime());
  const boutRows: BoutInsert[] = [];

  for (const [eventIndex, { tournament, matches }] of completed
    .map((event) => cardOf(event, teamList, random))
    .entries()) {
    const inserted = await tx
      .insert(teamMatches)
      .values(
        matches.map((match, index) => ({
          tournament_id: tournament.id,
          home_team_id: match.home.id,
          away_team_id: match.away.id,
          stage: match.stage,
          stage_round: match.stage_round,
          card_order: index + 1,
          status: "completed" as const,
          // Every seeded result is 2–0 or 2–1 (no draws): decided on bouts, as advancement would store it.
          decided_by: "bouts" as const,
          scheduled_at: tournament.event_date,
        })),
      )
      .returning();
    inserted.forEach((row, index) => {
      const match = matches[index]!;
      const homeWins = match.homeWins ?? random.next() < 0.5;
      // 2–0 or 2–1: the loser takes the middle bout in a third of the matches.
      const outcomes = random.next() < 0.35 ? [homeWins, !homeWins, homeWins] : [homeWins, homeWins];
      outcomes.forEach((aWins, slot) => {
        const { weight, a, b } = lineup(roster(match.home), roster(match.away), slot, index + eventIndex);
        const result = makeBoutResult(random, aWins);
        // Draws do not decide a team match: a drawn slot is replaced by a decision the planned side wins.
        const decided =
          result.method === "draw"
            ? {
                ...result,
                method: "decision" as const,
                score_a: aWins ? result.score_a! + 1 : result.score_a,
                score_b: aWins ? result.score_b : result.score_b! + 1,
              }
            : result;
        boutRows.push({
          ...decided,
          team_match_id: row.id,
          bout_order: slot + 1,
          weight_class: weight,
          athlete_a_id: a.id,
          athlete_b_id: b.id,
          team_a_id: match.home.id,
          team_b_id: match.away.id,
          fought_at: tournament.event_date,
          winner_id: aWins ? a.id : b.id,
        });
      });
    });
  }

  // The events still to finish play the card demo-content.ts gives them. Today's live event: its first team match is
  // on the mat (its first bout called) with its three bouts announced; the next ones wait. An upcoming event's card
  // waits with its lineups announced.
  const teamNamed = (name: string) => teamList.find((team) => team.name === name)!;
  for (const tournament of tournamentList) {
    const card = DEMO_TOURNAMENTS.find((demo) => demo.title === tournament.title)?.card;
    if (!card || tournament.status === "completed") continue;
    const live = tournament.status === "live";
    const inserted = await tx
      .insert(teamMatches)
      .values(
        card.map((match, index) => ({
          tournament_id: tournament.id,
          home_team_id: teamNamed(match.home).id,
          away_team_id: teamNamed(match.away).id,
          stage: match.stage,
          stage_round: match.stage_round ?? null,
          card_order: index + 1,
          status: live && index === 0 ? ("live" as const) : ("scheduled" as const),
          scheduled_at: new Date(tournament.event_date.getTime() + index * 45 * 60_000),
        })),
      )
      .returning();
    inserted.forEach((row, index) => {
      const [home, away] = [teamNamed(card[index]!.home), teamNamed(card[index]!.away)];
      for (let slot = 0; slot < 3; slot++) {
        const { weight, a, b } = lineup(roster(home), roster(away), slot, index);
        // The live match's first bout is on the mat (its clock waits for the scorekeeper's start): a team match is
        // live from its first bout on (team-match-score.ts).
        const onTheMat = live && index === 0 && slot === 0;
        boutRows.push({
          team_match_id: row.id,
          bout_order: slot + 1,
          weight_class: weight,
          athlete_a_id: a.id,
          athlete_b_id: b.id,
          team_a_id: home.id,
          team_b_id: away.id,
          fought_at: tournament.event_date,
          status: onTheMat ? "live" : "scheduled",
        });
      }
    });
  }

  if (boutRows.length > 0) await tx.insert(bouts).values(boutRows);
  // Each team match's winner, decided_by and status, as a result's write leaves them (the seed writes rows directly).
  for (const tournament of tournamentList) await advanceTournament(tx, tournament.id);
  await replayRatingsFrom(tx, null);
  await reconstructPredictions(tx);
  await refreshAllAthleteTotals(tx);
}
