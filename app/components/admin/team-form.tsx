import { useTranslation } from "~/i18n/react";
import { TeamInputSchema, type TeamFormValues, type TeamInput } from "~/lib/schemas/team";
import type { AdminTeam } from "./admin-records";
import { CountrySelect, type CountryOption } from "./country-select";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import type { FormSlot } from "./record-tab";
import { TeamMembers } from "./team-members";
import { useAdminForm } from "./use-admin-form";

interface TeamFormProps extends FormSlot {
  defaultValues: TeamFormValues;
  countries: CountryOption[];
  /** The team being edited: its athletes are listed under the form. */
  team: AdminTeam | null;
}

export function TeamForm({ defaultValues, countries, team, busy, serverErrors, onSubmit, onCancel }: TeamFormProps) {
  const { t } = useTranslation("admin");
  const { form, message, uploading, text, image } = useAdminForm<TeamFormValues, TeamInput>(
    TeamInputSchema,
    defaultValues,
    serverErrors,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      {text("name", { id: "team-name", label: t("fields.name"), required: true })}
      {text("name_ru", { id: "team-name-ru", label: t("fields.nameRu"), lang: "ru" })}
      {text("city", { id: "team-city", label: t("fields.city") })}
      <FormField id="team-country" label={t("fields.country")} error={message("country")}>
        <CountrySelect
          id="team-country"
          countries={countries}
          emptyLabel={t("fields.noCountry")}
          allowEmpty
          {...invalidProps("team-country", message("country"))}
          {...form.register("country")}
        />
      </FormField>
      {image("logo_url", { label: t("fields.logoUrl"), className: "sm:col-span-2" })}
      {team && <TeamMembers team={team} />}
      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
