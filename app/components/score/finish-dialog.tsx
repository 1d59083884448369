import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { FINISH_METHODS, finishReason, type FinishMethod } from "~/lib/live/live-actions";
import type { BoutLiveState } from "~/lib/live/live-state";
import { cn } from "~/lib/cn";
import { SIDE_STYLES, type ConsoleAthlete } from "./console-types";

const choice = "min-h-14 rounded-xl border-2 px-3 py-2 font-semibold sm:text-lg";

/** Submission (with technique), DQ, points or decision: the winner, then one confirm. Greys out what the rules refuse now. */
export function FinishDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  state: BoutLiveState;
  athletes: [ConsoleAthlete, ConsoleAthlete];
  initial: { method: FinishMethod; winner: 0 | 1 | null };
  onFinish(finish: { method: FinishMethod; winner_id: string; technique?: string }): void;
}) {
  const { t } = useTranslation("score");
  const [method, setMethod] = useState<FinishMethod>(props.initial.method);
  const [winner, setWinner] = useState<0 | 1 | null>(props.initial.winner);
  const [technique, setTechnique] = useState("");
  const chosen = winner === null ? null : props.athletes[winner];
  const reason = chosen ? finishReason(props.state, { method, winner_id: chosen.id }) : null;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t("finish.cancel")} className="max-w-xl" aria-describedby={undefined}>
        <DialogTitle className="text-2xl font-bold uppercase">{t("finish.title")}</DialogTitle>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t("finish.title")}</legend>
          {FINISH_METHODS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={method === value}
              onClick={() => setMethod(value)}
              className={cn(choice, method === value ? "border-primary bg-primary/15" : "border-border")}
            >
              {t(`finish.${value}`)}
            </button>
          ))}
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1 text-sm font-semibold">{t("finish.winner")}</legend>
          {props.athletes.map((athlete, side) => (
            <button
              key={athlete.id}
              type="button"
              aria-pressed={winner === side}
              onClick={() => setWinner(side as 0 | 1)}
              className={cn(choice, winner === side ? SIDE_STYLES[side as 0 | 1].band : "border-border")}
            >
              {athlete.name}
            </button>
          ))}
        </fieldset>
        {method === "submission" && (
          <label className="grid gap-1 text-sm font-semibold">
            {t("finish.technique")}
            <input
              value={technique}
              onChange={(event) => setTechnique(event.target.value)}
              maxLength={80}
              placeholder={t("finish.techniquePlaceholder")}
              className="h-12 rounded-lg border bg-background px-3 text-base font-normal"
            />
          </label>
        )}
        <p className="text-sm text-muted-foreground">
          {props.state.golden_score ? t("finish.goldenScoreHint") : t("finish.pointsHint")}
        </p>
        {reason && (
          <p role="alert" className="rounded-lg bg-destructive/15 px-3 py-2 text-sm font-semibold text-destructive">
            {t(`reasons.${reason}`)}
          </p>
        )}
        <button
          type="button"
          disabled={!chosen || reason !== null}
          onClick={() =>
            chosen &&
            props.onFinish({
              method,
              winner_id: chosen.id,
              technique: method === "submission" && technique.trim() ? technique.trim() : undefined,
            })
          }
          className="min-h-16 rounded-xl bg-primary px-4 text-lg font-bold uppercase text-primary-foreground disabled:opacity-40"
        >
          {t("finish.confirm", { method: t(`finish.${method}`), name: chosen?.name ?? "—" })}
        </button>
      </DialogContent>
    </Dialog>
  );
}
