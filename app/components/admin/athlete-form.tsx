import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { WEIGHT_CLASSES } from "~/lib/league-constants";
import { ATHLETE_LIMITS, AthleteInputSchema, type AthleteFormValues, type AthleteInput } from "~/lib/schemas/athlete";
import type { AdminTeam } from "./admin-records";
import { CountrySelect, type CountryOption } from "./country-select";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import { ImageField } from "./image-field";
import { TagEditor } from "./tag-editor";

interface AthleteFormProps {
  defaultValues: AthleteFormValues;
  teams: AdminTeam[];
  countries: CountryOption[];
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit(values: AthleteInput): void;
  onCancel(): void;
}

type NumberField = Extract<keyof AthleteFormValues, "wins" | "losses" | "total_matches" | "win_streak" | "submissions_for" | "submissions_against" | "takedowns_scored" | "takedown_defense_percent" | "control_time_total" | "avg_time_to_score" | "rating_elo" | "height_cm" | "reach_cm">;

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

export function AthleteForm({ defaultValues, teams, countries, busy, serverErrors, onSubmit, onCancel }: AthleteFormProps) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const [uploading, setUploading] = useState(false);
  const form = useForm<AthleteFormValues, unknown, AthleteInput>({ resolver: zodResolver(AthleteInputSchema), defaultValues });
  const { errors } = form.formState;
  const message = (name: keyof AthleteFormValues) => errors[name]?.message as string | undefined;

  useEffect(() => {
    for (const [name, text] of Object.entries(serverErrors ?? {})) form.setError(name as keyof AthleteFormValues, { message: text });
  }, [serverErrors, form]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FormField id="a-name" label={t("fields.fullName")} required error={message("full_name")} className="sm:col-span-2">
        <Input id="a-name" autoComplete="off" {...invalidProps("a-name", message("full_name"))} {...form.register("full_name")} />
      </FormField>
      <FormField id="a-country" label={t("fields.country")} required error={message("country")}>
        <CountrySelect id="a-country" countries={countries} emptyLabel={t("fields.pickCountry")} {...invalidProps("a-country", message("country"))} {...form.register("country")} />
      </FormField>
      <FormField id="a-weight" label={t("fields.weightClass")} required error={message("weight_class")}>
        <NativeSelect id="a-weight" {...invalidProps("a-weight", message("weight_class"))} {...form.register("weight_class")}>
          {WEIGHT_CLASSES.map((weight) => (
            <option key={weight} value={weight}>
              {tc(`weightClass.${weight}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="a-team" label={t("fields.team")} error={message("team_id")} className="sm:col-span-2">
        <NativeSelect id="a-team" {...invalidProps("a-team", message("team_id"))} {...form.register("team_id")}>
          <option value="">{t("fields.freeAgent")}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="a-stance" label={t("fields.stance")} error={message("stance")}>
        <Input id="a-stance" {...invalidProps("a-stance", message("stance"))} {...form.register("stance")} />
      </FormField>
      <FormField id="a-rank" label={t("fields.rankBjj")} error={message("rank_bjj")}>
        <Input id="a-rank" {...invalidProps("a-rank", message("rank_bjj"))} {...form.register("rank_bjj")} />
      </FormField>

      <div className="sm:col-span-2 lg:col-span-4">
        <Controller
          control={form.control}
          name="photo_url"
          render={({ field, fieldState }) => (
            <ImageField label={t("fields.photoUrl")} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} onUploadingChange={setUploading} />
          )}
        />
      </div>

      <fieldset className="grid gap-4 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
        <legend className="px-1 text-sm font-semibold">{t("athletes.statistics")}</legend>
        {NUMBERS.map(([name, label, min, max, step]) => (
          <FormField key={name} id={`a-${name}`} label={t(`fields.${label}` as never)} error={message(name)}>
            <Input id={`a-${name}`} type="number" inputMode={step === 1 ? "numeric" : "decimal"} min={min} max={max} step={step} {...invalidProps(`a-${name}`, message(name))} {...form.register(name)} />
          </FormField>
        ))}
      </fieldset>

      <div className="sm:col-span-2 lg:col-span-4">
        <Controller
          control={form.control}
          name="style_background"
          render={({ field, fieldState }) => (
            <FormField id="a-styles" label={t("fields.styleBackground")} error={fieldState.error?.message}>
              <TagEditor id="a-styles" value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} placeholder={t("fields.stylePlaceholder")} invalid={Boolean(fieldState.error)} describedBy={fieldState.error ? "a-styles-error" : undefined} />
            </FormField>
          )}
        />
      </div>

      <FormField id="a-bio" label={t("fields.bioShort")} error={message("bio_short")} className="sm:col-span-1 lg:col-span-2">
        <Textarea id="a-bio" rows={3} {...invalidProps("a-bio", message("bio_short"))} {...form.register("bio_short")} />
      </FormField>
      <FormField id="a-bio_ru" label={t("fields.bioShortRu")} error={message("bio_short_ru")} className="sm:col-span-1 lg:col-span-2">
        <Textarea id="a-bio_ru" lang="ru" rows={3} {...invalidProps("a-bio_ru", message("bio_short_ru"))} {...form.register("bio_short_ru")} />
      </FormField>

      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2 lg:col-span-4" />
    </form>
  );
}
