import { Controller } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { DatePicker } from "~/components/ui/date-picker";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { TOURNAMENT_STATUSES } from "~/lib/league-constants";
import { TournamentInputSchema, type TournamentFormValues, type TournamentInput } from "~/lib/schemas/tournament";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import type { FormSlot } from "./record-tab";
import { useAdminForm } from "./use-admin-form";

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

export function TournamentForm({
  defaultValues,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: FormSlot & { defaultValues: TournamentFormValues }) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const lang = useLang();
  const { form, message, uploading, text, image } = useAdminForm<TournamentFormValues, TournamentInput>(
    TournamentInputSchema,
    defaultValues,
    serverErrors,
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      {text("title", { id: "t-title", label: t("fields.title"), required: true })}
      {text("title_ru", { id: "t-title_ru", label: t("fields.titleRu"), lang: "ru" })}

      <Controller
        control={form.control}
        name="event_date"
        render={({ field, fieldState }) => {
          const [date = "", time = ""] = (field.value ?? "").split("T");
          const set = (nextDate: string, nextTime: string) =>
            field.onChange(nextDate ? `${nextDate}T${nextTime || "00:00"}` : "");
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
                <Input
                  id="t-time"
                  type="time"
                  value={time}
                  onChange={(event) => set(date, event.target.value)}
                  onBlur={field.onBlur}
                />
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

      {text("location_city", { id: "t-city", label: t("fields.city"), required: true, autoComplete: "off" })}
      {text("location_country", { id: "t-country", label: t("fields.country"), required: true, autoComplete: "off" })}
      {image("image_url", { className: "sm:col-span-2" })}
      {text("description", { id: "t-description", label: t("fields.description"), rows: 4 })}
      {text("description_ru", { id: "t-description_ru", label: t("fields.descriptionRu"), lang: "ru", rows: 4 })}
      {TEXT_FIELDS.map(([name, label]) => text(name, { id: `t-${name}`, label: t(`fields.${label}`) }))}
      {URL_FIELDS.map(([name, label]) =>
        text(name, {
          id: `t-${name}`,
          label: t(`fields.${label}`),
          type: "url",
          inputMode: "url",
          placeholder: "https://",
        }),
      )}
      {text("broadcast_started_at", {
        id: "t-broadcast_started_at",
        label: t("fields.broadcastStartedAt"),
        placeholder: "YYYY-MM-DDTHH:mm:ss",
        autoComplete: "off",
      })}
      {text("venue_details", { id: "t-venue", label: t("fields.venueDetails"), rows: 2 })}
      {text("venue_details_ru", { id: "t-venue_ru", label: t("fields.venueDetailsRu"), lang: "ru", rows: 2 })}
      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
