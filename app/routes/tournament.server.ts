import { dynamicKey } from "~/i18n/keys";
import { eventImage } from "~/components/tournaments/event-image";
import { ROUND_ROBIN_IN_PLACE, ROUND_ROBIN_PARAM } from "~/components/tournaments/tournament-results";
import { countryName } from "~/lib/flags";
import { eventState } from "~/lib/event-state";
import type { Lang } from "~/lib/language";
import { localizeNames, localizeTournament } from "~/lib/localize";
import { getI18n } from "~/i18n/i18n";
import { finishReplayUrl, readCardTimelines, type TimelineLine } from "../../server/broadcast/bout-timeline.server.ts";
import { zoneLabel } from "~/lib/zone-label";
import { db } from "../../server/db/database.server.ts";
import { publicUrl } from "../../server/env.server.ts";
import {
  finalPlacings,
  getTournamentCard,
  type ResultAthlete,
} from "../../server/league/results/tournament-results.server.ts";
import { teamMatchPredictionsOf } from "../../server/league/results/predictions.server.ts";
import { readFormatBracket } from "../../server/league/season/bracket.server.ts";
import { announcedAmong } from "../../server/league/season/lineups.server.ts";
import { getTournament, isTournamentId } from "../../server/league/tournaments-queries.server.ts";
import { loadLive } from "./live.server";
import { notFound } from "./not-found.server";

/**
 * A malformed id is a 404 like an unknown one: it is checked before the database sees it. A round robin of more than
 * `ROUND_ROBIN_IN_PLACE` team matches is left out of the data (its ids stay, for links to its team matches) unless the
 * request asks for it: the card fetches it when a reader opens it (decision 037).
 */
export async function loadTournament(id: string | undefined, request: Request, lang: Lang) {
  if (!isTournamentId(id)) notFound(request, "Tournament not found");
  // Every read starts as soon as what it needs is known: the bouts' video once the card is in, the live card once the
  // tournament is (a 64-team event's page waited on them one after another).
  const rowRead = getTournament(db, id);
  const wantsRoundRobin = new URL(request.url).searchParams.get(ROUND_ROBIN_PARAM) === "all";
  // The team matches the page sends: all but a round robin too big to send (its bouts' athletes, odds, lineups and
  // videos are not read; its scores and bouts on the mat are).
  const leftOut = (matches: readonly { id: string; stage: string }[]) => {
    const roundRobin = matches.filter((match) => match.stage === "round_robin");
    return new Set(roundRobin.length > ROUND_ROBIN_IN_PLACE && !wantsRoundRobin ? roundRobin.map((m) => m.id) : []);
  };
  const cardRead = getTournamentCard(db, id, { withoutBouts: leftOut });
  const sentRead = cardRead.then((card) => {
    const notSent = leftOut(card);
    return card.filter((match) => !notSent.has(match.id));
  });
  const completed = (card: Awaited<typeof cardRead>) =>
    card.flatMap((match) =>
      match.bouts
        .filter((bout) => bout.status === "completed")
        .map((bout) => ({ id: bout.id, athletes: [bout.a.id, bout.b.id] as [string, string] })),
    );
  const [row, fullCard, sent, fullBracket, announced, odds, { replays, timelines }, live] = await Promise.all([
    rowRead,
    cardRead,
    sentRead,
    // Only a card generated from a format has a bracket: a card typed by hand reads no team matches for it.
    readFormatBracket(db, id),
    sentRead.then((card) =>
      announcedAmong(
        db,
        card.map((match) => match.id),
      ),
    ),
    sentRead.then((card) =>
      teamMatchPredictionsOf(
        db,
        card.map((match) => match.id),
      ),
    ),
    Promise.all([rowRead, sentRead]).then(([found, card]) =>
      boutVideo(
        completed(card),
        { url: found?.broadcast_url ?? null, started_at: found?.broadcast_started_at ?? null },
        lang,
      ),
    ),
    // The live card shows while the event is live by the one derivation (app/lib/event-state.ts): its status, or a bout
    // of it on the mat.
    Promise.all([rowRead, cardRead]).then(([found, card]) =>
      found && eventState({ status: found.status, on_the_mat: onTheMat(card) }).live
        ? loadLive(lang, { tournamentId: found.id })
        : null,
    ),
  ]);
  if (!row) notFound(request, "Tournament not found");
  const tournament = {
    ...localizeTournament(row, lang),
    on_the_mat: onTheMat(fullCard),
    zone_label: zoneLabel(row.event_date, row.time_zone, lang),
  };
  // Country names resolve on the server, so every browser shows the same text.
  const named = (athlete: ResultAthlete) => ({ ...athlete, countryName: countryName(athlete.country, lang) });
  // The winner and how it was decided are stored with the team match (a level one decided on the ladder has one too).
  const results = sent.map((match) => ({
    ...match,
    lineups_announced: announced.has(match.id),
    // The odds frozen when its three bouts were made (null before): shown beside the teams.
    prediction: odds.get(match.id) ?? null,
    bouts: match.bouts.map((bout) => ({
      ...bout,
      a: named(bout.a),
      b: named(bout.b),
      replay_url: replays.get(bout.id) ?? null,
      timeline: timelines.get(bout.id) ?? [],
    })),
  }));
  // The bracket of a card generated from a format (a card typed by hand is the list alone).
  const bracket = fullBracket?.format ? fullBracket : null;
  const advance = bracket?.advance_per_group ?? 0;
  // A recorded final decides the placings; the typed names stay for tournaments without recorded results.
  const placings = finalPlacings(results);
  const roundRobinLater = sent.length < fullCard.length;
  // Link previews need an absolute image address.
  return localizeNames(
    {
      // A recorded final names the champion and runner-up (JSON-LD's competitors) in the page's language too.
      tournament: placings
        ? {
            ...tournament,
            champion_team: placings.champion.name,
            champion_team_ru: placings.champion.name_ru,
            runner_up_team: placings.runnerUp.name,
            runner_up_team_ru: placings.runnerUp.name_ru,
          }
        : tournament,
      results,
      /** A round robin sent when opened: its team matches' ids (their anchors) and nothing else. */
      roundRobinLater: roundRobinLater
        ? { ids: fullCard.filter((match) => match.stage === "round_robin").map((match) => match.id) }
        : null,
      placings,
      bracket,
      advance,
      previewImage: new URL(eventImage(tournament.image_url), publicUrl).href,
      live,
    },
    lang,
  );
}

/** A bout of the card is being fought now (a team match sent without its bouts says so itself). */
const onTheMat = (card: readonly { on_the_mat: boolean }[]) => card.some((match) => match.on_the_mat);

/** The finished bouts' "Watch" links and their timelines (athletes' actions and the finish; clock events left out). */
async function boutVideo(
  bouts: { id: string; athletes: [string, string] }[],
  broadcast: { url: string | null; started_at: Date | null },
  lang: Lang,
) {
  const read = await readCardTimelines(db, bouts, broadcast);
  const { t } = getI18n(lang);
  const replays = new Map<string, string>();
  const timelines = new Map<string, TimelineLine[]>();
  for (const [boutId, timeline] of read) {
    const replay = finishReplayUrl(timeline);
    if (replay) replays.set(boutId, replay);
    const lines = timeline.events
      .filter((event) => event.athlete_id !== null || event.kind === "finish")
      .map((event) => ({
        id: event.id,
        round: event.round,
        clock_seconds: event.clock_seconds,
        label: t(dynamicKey(`live:kinds.${event.kind}`)),
        points: event.points,
        athlete_id: event.athlete_id,
        replay_url: event.replay_url ?? null,
      }));
    if (lines.length > 0) timelines.set(boutId, lines);
  }
  return { replays, timelines };
}
