import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/cn";
import type { LiveMatchView } from "../../routes/live.server";
import { SIDE_TEXT } from "./side-colors";

const STAGE_KEY = {
  on_the_mat: "boutLive",
  up_next: "boutUpNext",
  later: "boutLater",
  not_needed: "boutNotNeeded",
} as const;

/** The team match's bouts in order: result, on the mat, up next, later (the stage the server derived). */
export function BoutList({ bouts }: { bouts: LiveMatchView["bouts"] }) {
  const { t } = useTranslation("live");
  return (
    <ol className="grid gap-2 sm:grid-cols-3">
      {bouts.map((bout) => {
        const winnerSide = bout.winner_id === bout.athletes[0].id ? 0 : bout.winner_id === bout.athletes[1].id ? 1 : -1;
        return (
          <li
            key={bout.id}
            data-testid="bout-summary"
            className={cn("rounded-lg border p-3 text-sm", bout.stage === "on_the_mat" && "border-live/60 bg-live/5")}
            data-stage={bout.stage}
          >
            <p className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">
              {t("boutNumber", { number: bout.bout_order })}
            </p>
            <p className="mt-1 [overflow-wrap:anywhere]">
              <span className={SIDE_TEXT[0]}>{bout.athletes[0].full_name}</span>
              <span className="text-muted-foreground"> · </span>
              <span className={SIDE_TEXT[1]}>{bout.athletes[1].full_name}</span>
            </p>
            <p data-testid="bout-stage" className="mt-1 text-xs font-semibold">
              {bout.stage === "completed"
                ? winnerSide >= 0
                  ? `${t("boutWon", { name: bout.athletes[winnerSide as 0 | 1].full_name })} · ${t(`methods.${bout.method ?? "points"}`)}`
                  : t("boutNoWinner")
                : t(STAGE_KEY[bout.stage])}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
