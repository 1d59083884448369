// The one wording of a side that is not a team yet, in both languages, and the numbering within a stage it names.
import { describe, expect, it } from "vitest";
import { getI18n } from "../../i18n/i18n.ts";
import { sourceLabel, sourceRef, stageNumbers } from "./source-label.ts";

const card = [
  { id: "final", stage: "final" as const, card_order: 7 },
  { id: "sf2", stage: "semifinal" as const, card_order: 6 },
  { id: "sf1", stage: "semifinal" as const, card_order: 5 },
  { id: "qf1", stage: "quarterfinal" as const, card_order: 1 },
  { id: "qf2", stage: "quarterfinal" as const, card_order: 2 },
];

describe("sourceLabel", () => {
  const label = (lang: "en" | "ru", side: Parameters<typeof sourceRef>[0]) =>
    sourceLabel(getI18n(lang).t, lang, sourceRef(side, stageNumbers(card))!);

  it("names a source team match by its stage and its number within the stage, in card order", () => {
    expect(label("en", { from_team_match_id: "sf2", outcome: "winner" })).toBe("Winner of semifinal 2");
    expect(label("ru", { from_team_match_id: "sf2", outcome: "winner" })).toBe("Победитель полуфинала 2");
    expect(label("en", { from_team_match_id: "qf1", outcome: "loser" })).toBe("Loser of quarterfinal 1");
    expect(label("ru", { from_team_match_id: "qf1", outcome: "loser" })).toBe("Проигравший четвертьфинала 1");
  });

  it("names a group place with its ordinal", () => {
    expect(label("en", { group: "B", place: 2 })).toBe("Group B, 2nd place");
    expect(label("ru", { group: "B", place: 2 })).toBe("Группа B, 2-е место");
  });

  it("knows nothing of a team or a team match off the card", () => {
    expect(sourceRef({ team_id: "x" }, stageNumbers(card))).toBeNull();
    expect(sourceRef({ from_team_match_id: "gone", outcome: "winner" }, stageNumbers(card))).toBeNull();
    expect(sourceRef(null, stageNumbers(card))).toBeNull();
  });
});
