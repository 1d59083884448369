// Admin → Results: each team match's lineup state (submitted or not, announced) with "Reveal now", the lineups flagged
// by a failed weigh-in or a change of the bout classes, the bout classes and the weigh-in form. Writes go through the
// API (PUT …/weigh-ins, PUT …/lineup-classes, POST …/lineups/reveal).
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { dynamicKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { formatKg } from "~/lib/format";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { WEIGHT_CLASSES, type WeightClass } from "~/lib/league-constants";
import { WEIGHT_LIMITS_KG } from "~/lib/league-constants";
import type { LineupProblem } from "~/lib/season/lineups";
import { LineupClassesSchema, WeighInSchema } from "~/lib/season/weigh-in";

export interface LineupState {
  id: string;
  card_order: number;
  home: string;
  away: string;
  home_submitted: boolean;
  away_submitted: boolean;
  revealed: boolean;
}
export interface LineupFlag extends LineupProblem {
  team_match_id: string;
  card_order: number;
  team_name: string;
  athlete_name: string;
}
export interface WeighInRow {
  athlete_id: string;
  name: string;
  weight_class: WeightClass;
  weight_kg: number;
}

export function LineupsPanel({
  tournamentId,
  states,
  flags,
  weighIns,
  athletes,
  slotClasses,
}: {
  tournamentId: string;
  slotClasses: (WeightClass | null)[] | null;
  states: LineupState[];
  flags: LineupFlag[];
  weighIns: WeighInRow[];
  athletes: { id: string; name: string; weight_class: string }[];
}) {
  const { t, i18n } = useTranslation("admin");
  const lang = useLang();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const className = (weightClass: WeightClass | null) => (weightClass ? t(`common:weightClass.${weightClass}`) : "");
  const send = async (url: string, init: RequestInit, ok: string, failed: string) => {
    setBusy(true);
    try {
      const response = await fetch(url, {
        ...init,
        headers: { "Content-Type": "application/json", "Accept-Language": i18n.language },
      });
      if (response.ok) {
        toast.success(ok);
        await revalidator.revalidate();
        return true;
      }
      const answer = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
      toast.error(Object.values(answer.fields ?? {})[0] ?? failed);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="lineups-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="lineups-title" className="text-lg font-bold uppercase">
        {t("lineups.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("lineups.intro")}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-labelledby="lineup-slots-title"
        aria-describedby="lineup-slots-hint"
        onSubmit={async (event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const parsed = LineupClassesSchema.safeParse({ classes: [1, 2, 3].map((n) => data.get(`slot_${n}`)) });
          if (!parsed.success) return setError(parsed.error.issues[0]!.message);
          setError(null);
          await send(
            `/api/v1/tournaments/${tournamentId}/lineup-classes`,
            { method: "PUT", body: JSON.stringify(parsed.data) },
            t("lineups.slotsSaved"),
            t("lineups.failed"),
          );
        }}
      >
        <h3 id="lineup-slots-title" className="basis-full text-sm font-semibold">
          {t("lineups.slotsTitle")}
        </h3>
        <p id="lineup-slots-hint" className="-mt-2 basis-full text-sm text-muted-foreground">
          {t("lineups.slotsHint")}
        </p>
        {[1, 2, 3].map((n) => (
          <div key={n} className="grid gap-1">
            <label htmlFor={`lineup-slot-${n}`} className="text-sm font-medium">
              {t("lineups.bout", { n })}
            </label>
            <NativeSelect id={`lineup-slot-${n}`} name={`slot_${n}`} defaultValue={slotClasses?.[n - 1] ?? ""}>
              <option value="">{t("lineups.open")}</option>
              {WEIGHT_CLASSES.map((weightClass) => (
                <option key={weightClass} value={weightClass}>
                  {className(weightClass)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <Button type="submit" variant="outline" disabled={busy}>
          {t("lineups.saveSlots")}
        </Button>
      </form>
      {flags.length > 0 && (
        <div role="alert" data-testid="lineup-flags" className="rounded-md border border-destructive/50 p-3 text-sm">
          <h3 className="font-semibold text-destructive">{t("lineups.flagsTitle")}</h3>
          <ul className="mt-1 list-disc pl-5">
            {flags.map((flag) => (
              <li key={`${flag.team_match_id}-${flag.slot}-${flag.team_name}`}>
                {flag.reason === "overLimit"
                  ? t("lineups.flag", {
                      order: flag.card_order,
                      team: flag.team_name,
                      slot: flag.slot,
                      athlete: flag.athlete_name,
                      kg: formatKg(flag.weight_kg ?? 0, lang),
                      class: className(flag.weight_class),
                      limit: flag.limit ?? 0,
                    })
                  : flag.reason === "heavierClass"
                    ? t("lineups.flagClass", {
                        order: flag.card_order,
                        team: flag.team_name,
                        slot: flag.slot,
                        athlete: flag.athlete_name,
                        athleteClass: className(flag.athlete_class),
                        class: className(flag.weight_class),
                      })
                    : t(flag.reason === "offRoster" ? "lineups.flagOffRoster" : "lineups.flagMissing", {
                        order: flag.card_order,
                        team: flag.team_name,
                        slot: flag.slot,
                        athlete: flag.athlete_name,
                      })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {states.length > 0 && (
        <ul className="grid gap-2 text-sm">
          {states.map((state) => (
            <li key={state.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="lineup-state">
              <span className="font-semibold">
                {t("lineups.status", { order: state.card_order, home: state.home, away: state.away })}
              </span>
              {state.revealed ? (
                <span className="text-primary-text">{t("lineups.revealed")}</span>
              ) : (
                <>
                  <span className="text-muted-foreground">
                    {state.home}: {t(state.home_submitted ? "lineups.submitted" : "lineups.missing")} · {state.away}:{" "}
                    {t(state.away_submitted ? "lineups.submitted" : "lineups.missing")}
                  </span>
                  {state.home_submitted && state.away_submitted && (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() =>
                        send(
                          `/api/v1/team-matches/${state.id}/lineups/reveal`,
                          { method: "POST" },
                          t("lineups.revealedToast"),
                          t("lineups.revealFailed"),
                        )
                      }
                    >
                      {t("lineups.reveal")}
                    </Button>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          // The field's text ("66,5" too) as a number: the schema, the API's own, takes numbers only.
          const kg = String(data.get("weight_kg") ?? "")
            .trim()
            .replace(",", ".");
          const parsed = WeighInSchema.safeParse({
            athlete_id: data.get("athlete_id"),
            weight_kg: kg ? Number(kg) : null,
          });
          if (!parsed.success) {
            setError(parsed.error.issues[0]!.message);
            return;
          }
          setError(null);
          if (
            await send(
              `/api/v1/tournaments/${tournamentId}/weigh-ins`,
              { method: "PUT", body: JSON.stringify(parsed.data) },
              t("lineups.recorded"),
              t("lineups.failed"),
            )
          )
            form.reset();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor="weigh-in-athlete" className="text-sm font-medium">
            {t("lineups.athlete")}
          </label>
          <NativeSelect id="weigh-in-athlete" name="athlete_id" defaultValue="" className="w-full min-w-0 sm:min-w-64">
            <option value="">{t("lineups.chooseAthlete")}</option>
            {athletes.map((athlete) => (
              <option key={athlete.id} value={athlete.id}>
                {athlete.name} — {t(`common:weightClass.${athlete.weight_class as WeightClass}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="weigh-in-kg" className="text-sm font-medium">
            {t("lineups.weight")}
          </label>
          <input
            id="weigh-in-kg"
            name="weight_kg"
            type="number"
            step="0.1"
            min="30"
            max="250"
            inputMode="decimal"
            className="h-9 w-28 rounded-md border bg-background px-3"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t("lineups.record")}
        </Button>
        {error && (
          <p role="alert" className="basis-full text-sm font-semibold text-destructive">
            {t(dynamicKey(error))}
          </p>
        )}
      </form>
      {weighIns.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t("lineups.weighIns")}</h3>
          <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
            {weighIns.map((row) => {
              const limit = WEIGHT_LIMITS_KG[row.weight_class];
              const over = limit !== null && row.weight_kg > limit;
              return (
                <li key={row.athlete_id} className={over ? "text-destructive" : undefined}>
                  {row.name}: {t("lineups.kg", { kg: formatKg(row.weight_kg, lang) })}
                  {over ? ` — ${t("lineups.overLimit", { class: className(row.weight_class) })}` : ""}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
