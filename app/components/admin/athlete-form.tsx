import { Controller } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { WEIGHT_CLASSES } from "~/lib/league-constants";
import { formatClock } from "~/lib/live/live-clock";
import type { DerivedRecord } from "~/lib/results/athlete-record";
import { ATHLETE_LIMITS, AthleteInputSchema, type AthleteFormValues, type AthleteInput } from "~/lib/schemas/athlete";
import type { AdminTeamOption } from "./admin-records";
import { CountrySelect, type CountryOption } from "./country-select";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import type { FormSlot } from "./record-tab";
import { TagEditor } from "./tag-editor";
import { useAdminForm } from "./use-admin-form";
import { dynamicKey } from "~/i18n/keys";

interface AthleteFormProps extends FormSlot {
  defaultValues: AthleteFormValues;
  teams: AdminTeamOption[];
  countries: CountryOption[];
  /** The derived totals (prior record + league results) of the athlete being edited; absent when adding one. */
  derived?:
    | (Pick<
        DerivedRecord,
        | "wins"
        | "losses"
        | "total_matches"
        | "submissions_for"
        | "submissions_against"
        | "takedowns_scored"
        | "control_time_total"
        | "win_streak"
      > & { rating_elo: number })
    | null;
}

type NumberField = Extract<
  keyof AthleteFormValues,
  | "wins"
  | "losses"
  | "total_matches"
  | "win_streak"
  | "submissions_for"
  | "submissions_against"
  | "takedowns_scored"
  | "takedown_defense_percent"
  | "control_time_total"
  | "avg_time_to_score"
  | "rating_elo"
  | "height_cm"
  | "reach_cm"
>;

/** [field, label key, min, max, step] — the browser's hints match the schema's ranges. */
const NUMBERS: [NumberField, string, number, number, number][] = [
  ["wins", "wins", 0, ATHLETE_LIMITS.count, 1],
  ["losses", "losses", 0, ATHLETE_LIMITS.count, 1],
  ["total_matches", "totalMatches", 0, ATHLETE_LIMITS.count, 1],
  ["win_streak", "winStreak", 0, ATHLETE_LIMITS.count, 1],
  ["submissions_for", "submissionsFor", 0, ATHLETE_LIMITS.count, 1],
  ["submissions_against", "submissionsAgainst", 0, ATHLETE_LIMITS.count, 1],
  ["takedowns_scored", "takedownsScored", 0, ATHLETE_LIMITS.count, 1],
  ["takedown_defense_percent", "takedownDefense", 0, 100, 0.1],
  ["control_time_total", "controlTime", 0, ATHLETE_LIMITS.controlTime, 1],
  ["avg_time_to_score", "avgTimeToScore", 0, ATHLETE_LIMITS.avgTimeToScore, 0.1],
  ["rating_elo", "ratingElo", ATHLETE_LIMITS.elo[0], ATHLETE_LIMITS.elo[1], 1],
  ["height_cm", "heightCm", ATHLETE_LIMITS.height[0], ATHLETE_LIMITS.height[1], 1],
  ["reach_cm", "reachCm", ATHLETE_LIMITS.reach[0], ATHLETE_LIMITS.reach[1], 1],
];

export function AthleteForm({
  defaultValues,
  teams,
  countries,
  derived,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: AthleteFormProps) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const { form, message, uploading, text, select, image } = useAdminForm<AthleteFormValues, AthleteInput>(
    AthleteInputSchema,
    defaultValues,
    serverErrors,
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {text("full_name", {
        id: "a-name",
        label: t("fields.fullName"),
        required: true,
        autoComplete: "off",
        className: "sm:col-span-2",
      })}
      {text("full_name_ru", {
        id: "a-name-ru",
        label: t("fields.fullNameRu"),
        autoComplete: "off",
        lang: "ru",
        className: "sm:col-span-2",
      })}
      <FormField id="a-country" label={t("fields.country")} required error={message("country")}>
        <CountrySelect
          id="a-country"
          countries={countries}
          emptyLabel={t("fields.pickCountry")}
          {...invalidProps("a-country", message("country"))}
          {...form.register("country")}
        />
      </FormField>
      {select("weight_class", {
        id: "a-weight",
        label: t("fields.weightClass"),
        required: true,
        options: WEIGHT_CLASSES.map((weight) => ({ value: weight, label: tc(`weightClass.${weight}`) })),
      })}
      {select("team_id", {
        id: "a-team",
        label: t("fields.team"),
        className: "sm:col-span-2",
        empty: t("fields.freeAgent"),
        options: teams.map((team) => ({ value: team.id, label: team.name })),
      })}
      {text("stance", { id: "a-stance", label: t("fields.stance") })}
      {text("rank_bjj", { id: "a-rank", label: t("fields.rankBjj") })}
      {derived ? (
        <output
          className="bg-muted/50 rounded-lg border p-3 text-sm sm:col-span-2 lg:col-span-4"
          data-testid="athlete-derived"
        >
          <span className="block font-semibold">{t("athletes.derivedTitle")}</span>
          <span className="block">
            {t("athletes.derivedRecord", {
              wins: derived.wins,
              losses: derived.losses,
              matches: derived.total_matches,
              rating: Math.round(derived.rating_elo),
            })}
          </span>
          <span className="block">
            {t("athletes.derivedStats", {
              subsFor: derived.submissions_for,
              subsAgainst: derived.submissions_against,
              takedowns: derived.takedowns_scored,
              control: formatClock(derived.control_time_total),
              streak: derived.win_streak,
            })}
          </span>
        </output>
      ) : null}
      {image("photo_url", { label: t("fields.photoUrl"), className: "sm:col-span-2 lg:col-span-4" })}

      <fieldset className="grid gap-4 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold">{t("athletes.statistics")}</legend>
        <p className="text-muted-foreground text-sm sm:col-span-2 lg:col-span-4">{t("athletes.priorHint")}</p>
        {NUMBERS.map(([name, label, min, max, step]) =>
          text(name, {
            id: `a-${name}`,
            label: t(dynamicKey(`fields.${label}`)),
            type: "number",
            inputMode: step === 1 ? "numeric" : "decimal",
            min,
            max,
            step,
          }),
        )}
      </fieldset>

      <div className="sm:col-span-2 lg:col-span-4">
        <Controller
          control={form.control}
          name="style_background"
          render={({ field, fieldState }) => (
            <FormField id="a-styles" label={t("fields.styleBackground")} error={fieldState.error?.message}>
              <TagEditor
                id="a-styles"
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                placeholder={t("fields.stylePlaceholder")}
                invalid={Boolean(fieldState.error)}
                describedBy={fieldState.error ? "a-styles-error" : undefined}
              />
            </FormField>
          )}
        />
      </div>

      {text("bio_short", {
        id: "a-bio",
        label: t("fields.bioShort"),
        rows: 3,
        className: "sm:col-span-1 lg:col-span-2",
      })}
      {text("bio_short_ru", {
        id: "a-bio_ru",
        label: t("fields.bioShortRu"),
        lang: "ru",
        rows: 3,
        className: "sm:col-span-1 lg:col-span-2",
      })}

      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2 lg:col-span-4" />
    </form>
  );
}
