import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { TOURNAMENT_STATUSES } from "~/lib/league-constants";
import { TournamentInputSchema, type TournamentFormValues, type TournamentInput } from "~/lib/schemas/tournament";
import { FormField, invalidProps } from "./form-field";
import { ImageField } from "./image-field";

interface TournamentFormProps {
  defaultValues: TournamentFormValues;
  busy: boolean;
  /** Field messages the server sent back (i18n keys). */
  serverErrors?: Record<string, string>;
  onSubmit(values: TournamentInput): void;
  onCancel(): void;
}

/** Every IANA zone the browser knows, plus the form's own value (a zone it may not list, e.g. `UTC`). */
function timeZones(current: string): string[] {
  const zones = new Set(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort();
}

const TEXT_FIELDS = [
  ["champion_team", "championTeam"],
  ["runner_up_team", "runnerUpTeam"],
  ["prize_pool", "prizePool"],
  ["prize_pool_ru", "prizePoolRu"],
] as const;
const URL_FIELDS = [
  ["broadcast_url", "broadcastUrl"],
  ["rules_pdf_url", "rulesPdfUrl"],
] as const;

export function TournamentForm({ defaultValues, busy, serverErrors, onSubmit, onCancel }: TournamentFormProps) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const lang = useLang();
  const [uploading, setUploading] = useState(false);
  const form = useForm<TournamentFormValues, unknown, TournamentInput>({ resolver: zodResolver(TournamentInputSchema), defaultValues });
  const { errors } = form.formState;
  const message = (name: keyof TournamentFormValues) => errors[name]?.message;

  useEffect(() => {
    for (const [name, text] of Object.entries(serverErrors ?? {})) form.setError(name as keyof TournamentFormValues, { message: text });
  }, [serverErrors, form]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="t-title" label={t("fields.title")} required error={message("title")}>
        <Input id="t-title" {...invalidProps("t-title", message("title"))} {...form.register("title")} />
      </FormField>
      <FormField id="t-title_ru" label={t("fields.titleRu")} error={message("title_ru")}>
        <Input id="t-title_ru" lang="ru" {...invalidProps("t-title_ru", message("title_ru"))} {...form.register("title_ru")} />
      </FormField>

      <Controller
        control={form.control}
        name="event_date"
        render={({ field, fieldState }) => {
          const [date = "", time = ""] = (field.value ?? "").split("T");
          const set = (nextDate: string, nextTime: string) => field.onChange(nextDate ? `${nextDate}T${nextTime || "00:00"}` : "");
          return (
            <>
              <FormField id="t-date" label={t("fields.date")} required error={fieldState.error?.message}>
                <DatePicker
                  id="t-date"
                  lang={lang}
                  value={date}
                  placeholder={t("fields.pickDate")}
                  onChange={(next) => set(next, time)}
                  invalid={Boolean(fieldState.error)}
                  describedBy={fieldState.error ? "t-date-error" : undefined}
                />
              </FormField>
              <FormField id="t-time" label={t("fields.time")}>
                <Input id="t-time" type="time" value={time} onChange={(event) => set(date, event.target.value)} onBlur={field.onBlur} />
              </FormField>
            </>
          );
        }}
      />

      <FormField id="t-zone" label={t("fields.timeZone")} required error={message("time_zone")}>
        <NativeSelect id="t-zone" {...invalidProps("t-zone", message("time_zone"))} {...form.register("time_zone")}>
          {timeZones(form.getValues("time_zone") ?? "").map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="t-status" label={t("fields.status")} required error={message("status")}>
        <NativeSelect id="t-status" {...invalidProps("t-status", message("status"))} {...form.register("status")}>
          {TOURNAMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {tc(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField id="t-city" label={t("fields.city")} required error={message("location_city")}>
        <Input id="t-city" autoComplete="off" {...invalidProps("t-city", message("location_city"))} {...form.register("location_city")} />
      </FormField>
      <FormField id="t-country" label={t("fields.country")} required error={message("location_country")}>
        <Input id="t-country" autoComplete="off" {...invalidProps("t-country", message("location_country"))} {...form.register("location_country")} />
      </FormField>

      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="image_url"
          render={({ field, fieldState }) => (
            <ImageField value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} onUploadingChange={setUploading} />
          )}
        />
      </div>

      <FormField id="t-description" label={t("fields.description")} error={message("description")}>
        <Textarea id="t-description" rows={4} {...invalidProps("t-description", message("description"))} {...form.register("description")} />
      </FormField>
      <FormField id="t-description_ru" label={t("fields.descriptionRu")} error={message("description_ru")}>
        <Textarea id="t-description_ru" lang="ru" rows={4} {...invalidProps("t-description_ru", message("description_ru"))} {...form.register("description_ru")} />
      </FormField>

      {TEXT_FIELDS.map(([name, label]) => (
        <FormField key={name} id={`t-${name}`} label={t(`fields.${label}`)} error={message(name)}>
          <Input id={`t-${name}`} {...invalidProps(`t-${name}`, message(name))} {...form.register(name)} />
        </FormField>
      ))}
      {URL_FIELDS.map(([name, label]) => (
        <FormField key={name} id={`t-${name}`} label={t(`fields.${label}`)} error={message(name)}>
          <Input id={`t-${name}`} type="url" inputMode="url" placeholder="https://" {...invalidProps(`t-${name}`, message(name))} {...form.register(name)} />
        </FormField>
      ))}
      <FormField id="t-venue" label={t("fields.venueDetails")} error={message("venue_details")}>
        <Textarea id="t-venue" rows={2} {...invalidProps("t-venue", message("venue_details"))} {...form.register("venue_details")} />
      </FormField>
      <FormField id="t-venue_ru" label={t("fields.venueDetailsRu")} error={message("venue_details_ru")}>
        <Textarea id="t-venue_ru" lang="ru" rows={2} {...invalidProps("t-venue_ru", message("venue_details_ru"))} {...form.register("venue_details_ru")} />
      </FormField>

      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" disabled={busy || uploading}>
          {busy ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}
