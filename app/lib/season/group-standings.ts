// A group's table: team-match wins, then head-to-head among the tied teams only, then bout difference, then
// submissions, then team rating (and the seeding as the last word, so the order is always total).

export interface GroupMatch {
  home: string;
  away: string;
  /** null while undecided. */
  winner: "home" | "away" | null;
  score: { home: number; away: number };
  submissions: { home: number; away: number };
}

export interface GroupRow {
  team_id: string;
  played: number;
  wins: number;
  losses: number;
  bouts_won: number;
  bouts_lost: number;
  submissions: number;
  rating: number | null;
}

/** `teams` in seeding order; `ratings` by team id (null without a roster). Only decided matches count. */
export function groupStandings(
  teams: readonly string[],
  matches: readonly GroupMatch[],
  ratings: ReadonlyMap<string, number | null> = new Map(),
): GroupRow[] {
  const rows = new Map(
    teams.map((team_id) => [
      team_id,
      {
        team_id,
        played: 0,
        wins: 0,
        losses: 0,
        bouts_won: 0,
        bouts_lost: 0,
        submissions: 0,
        rating: ratings.get(team_id) ?? null,
      },
    ]),
  );
  const decided = matches.filter((match) => match.winner && rows.has(match.home) && rows.has(match.away));
  for (const match of decided) {
    const home = rows.get(match.home)!;
    const away = rows.get(match.away)!;
    home.played++;
    away.played++;
    const [winner, loser] = match.winner === "home" ? [home, away] : [away, home];
    winner.wins++;
    loser.losses++;
    home.bouts_won += match.score.home;
    home.bouts_lost += match.score.away;
    away.bouts_won += match.score.away;
    away.bouts_lost += match.score.home;
    home.submissions += match.submissions.home;
    away.submissions += match.submissions.away;
  }
  const seed = new Map(teams.map((team, index) => [team, index]));
  const byWins = [...rows.values()].sort((a, b) => b.wins - a.wins || seed.get(a.team_id)! - seed.get(b.team_id)!);
  const ordered: GroupRow[] = [];
  for (let start = 0; start < byWins.length; ) {
    let end = start + 1;
    while (end < byWins.length && byWins[end]!.wins === byWins[start]!.wins) end++;
    const tied = byWins.slice(start, end);
    const tiedIds = new Set(tied.map((row) => row.team_id));
    // Head-to-head: wins in the matches between the tied teams only.
    const headToHead = new Map(tied.map((row) => [row.team_id, 0]));
    for (const match of decided) {
      if (!tiedIds.has(match.home) || !tiedIds.has(match.away)) continue;
      const winner = match.winner === "home" ? match.home : match.away;
      headToHead.set(winner, headToHead.get(winner)! + 1);
    }
    tied.sort(
      (a, b) =>
        headToHead.get(b.team_id)! - headToHead.get(a.team_id)! ||
        b.bouts_won - b.bouts_lost - (a.bouts_won - a.bouts_lost) ||
        b.submissions - a.submissions ||
        (b.rating ?? -Infinity) - (a.rating ?? -Infinity) ||
        seed.get(a.team_id)! - seed.get(b.team_id)!,
    );
    ordered.push(...tied);
    start = end;
  }
  return ordered;
}
