// The columns every reader of a bout's result selects, named once so the profile, head to head, the tournament card
// and the live overview show the same fields.
import { bouts, tournaments } from "../../db/schema.ts";

/** How a bout ended: winner, method, when, and the points (athlete a's first). */
export const boutOutcomeColumns = {
  winner_id: bouts.winner_id,
  method: bouts.method,
  technique: bouts.technique,
  round: bouts.round,
  time_seconds: bouts.time_seconds,
  score_a: bouts.score_a,
  score_b: bouts.score_b,
};

/** A completed bout as a career line: when, who was athlete a, how it ended, and at which event (its date and zone:
 * a bout is listed on its event's date at the venue). */
export const careerBoutColumns = {
  id: bouts.id,
  fought_at: bouts.fought_at,
  athlete_a_id: bouts.athlete_a_id,
  ...boutOutcomeColumns,
  tournament: {
    id: tournaments.id,
    title: tournaments.title,
    title_ru: tournaments.title_ru,
    event_date: tournaments.event_date,
    time_zone: tournaments.time_zone,
  },
};

/** A bout as a line of a team match's card. */
export const cardBoutColumns = {
  id: bouts.id,
  team_match_id: bouts.team_match_id,
  bout_order: bouts.bout_order,
  exhibition: bouts.exhibition,
  weight_class: bouts.weight_class,
  status: bouts.status,
  ...boutOutcomeColumns,
};

/**
 * What a team match's score, status and bouts' stages follow from (team-match-score.ts): each bout's place, status
 * and winner, and which side athlete a is on. The card's bouts shown without their athletes and the decisions read it.
 */
export const progressBoutColumns = {
  id: bouts.id,
  team_match_id: bouts.team_match_id,
  bout_order: bouts.bout_order,
  exhibition: bouts.exhibition,
  status: bouts.status,
  winner_id: bouts.winner_id,
  athlete_a_id: bouts.athlete_a_id,
};
