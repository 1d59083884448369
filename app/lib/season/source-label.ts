// Where an unknown side comes from, in words: "Winner of semifinal 1" / «Победитель полуфинала 1», "Group A, 1st
// place" / «Группа A, 1-е место». The one wording of every place that names one: the bracket and Road to the final
// on the tournament page, Admin → Results and its fixtures preview, the team page and the team's calendar feed.
import type { QualifiedKey, Values } from "../../i18n/keys.ts";
import type { Lang } from "../language.ts";
import { formatOrdinal } from "../format.ts";
import type { TeamMatchStage } from "../results/constants.ts";
import { isGroupSource, isMatchSource, type SideSource } from "./sources.ts";

/** A source as people name it: the source team match by its stage and its number within that stage. */
export type SourceRef =
  | { kind: "winner" | "loser"; stage: TeamMatchStage; number: number }
  | { kind: "group"; group: string; place: number };

/** A team match's stage and its 1-based number among its tournament's team matches of that stage, in card order. */
export interface StageNumber {
  stage: TeamMatchStage;
  number: number;
}

/** Any namespace's `t` (the strings are in `common`). */
type SourceT = (key: QualifiedKey, values?: Values) => string;

export function sourceLabel(t: SourceT, lang: Lang, ref: SourceRef): string {
  if (ref.kind === "group")
    return t("common:source.groupPlace", { group: ref.group, place: formatOrdinal(ref.place, lang) });
  return t(ref.kind === "winner" ? "common:source.winnerOf" : "common:source.loserOf", {
    stage: t(`common:source.stageOf.${ref.stage}`),
    number: ref.number,
  });
}

/**
 * Each team match's number within its stage ("semifinal 2" is the second semifinal in card order), from a card the
 * caller holds whole (the bracket, a fixtures preview). The team page's read counts the same way in SQL.
 */
export function stageNumbers(
  matches: Iterable<{ id: string; stage: TeamMatchStage; card_order: number }>,
): Map<string, StageNumber> {
  const sorted = [...matches].toSorted((a, b) => a.card_order - b.card_order);
  const seen = new Map<TeamMatchStage, number>();
  return new Map(
    sorted.map((match) => {
      const number = (seen.get(match.stage) ?? 0) + 1;
      seen.set(match.stage, number);
      return [match.id, { stage: match.stage, number }];
    }),
  );
}

/** A side that is not a team yet, as a SourceRef; null for a team or a source team match the numbers lack. */
export function sourceRef(side: SideSource | null, numbers: ReadonlyMap<string, StageNumber>): SourceRef | null {
  if (isGroupSource(side)) return { kind: "group", group: side.group, place: side.place };
  if (isMatchSource(side)) {
    const from = numbers.get(side.from_team_match_id);
    return from ? { kind: side.outcome, stage: from.stage, number: from.number } : null;
  }
  return null;
}
