// Where an unknown opponent comes from, in words: "Winner of semifinal 1" / «Победитель полуфинала 1», "Group A, 1st
// place" / «Группа A, 1-е место». One definition for the team page and the team's calendar feed.
import type { TFunction } from "../../i18n/keys.ts";
import type { Lang } from "../language.ts";
import { formatOrdinal } from "../format.ts";
import type { TeamMatchStage } from "../results/constants.ts";

/** A source as people name it: the source team match by its stage and its number within that stage. */
export type SourceRef =
  | { kind: "winner" | "loser"; stage: TeamMatchStage; number: number }
  | { kind: "group"; group: string; place: number };

export function sourceLabel(t: TFunction<"teams">, lang: Lang, ref: SourceRef): string {
  if (ref.kind === "group")
    return t("team.fixtures.groupPlace", { group: ref.group, place: formatOrdinal(ref.place, lang) });
  return t(ref.kind === "winner" ? "team.fixtures.winnerOf" : "team.fixtures.loserOf", {
    stage: t(`team.fixtures.stageOf.${ref.stage}`),
    number: ref.number,
  });
}
