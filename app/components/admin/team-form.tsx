import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { TeamInputSchema, type TeamFormValues, type TeamInput } from "~/lib/schemas/team";
import { CountrySelect, type CountryOption } from "./country-select";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import { ImageField } from "./image-field";

interface TeamFormProps {
  defaultValues: TeamFormValues;
  countries: CountryOption[];
  /** The team's athletes (edit mode), listed under the form. */
  members: string[] | null;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit(values: TeamInput): void;
  onCancel(): void;
}

export function TeamForm({ defaultValues, countries, members, busy, serverErrors, onSubmit, onCancel }: TeamFormProps) {
  const { t } = useTranslation("admin");
  const [uploading, setUploading] = useState(false);
  const form = useForm<TeamFormValues, unknown, TeamInput>({ resolver: zodResolver(TeamInputSchema), defaultValues });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [name, text] of Object.entries(serverErrors ?? {})) form.setError(name as keyof TeamFormValues, { message: text });
  }, [serverErrors, form]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="team-name" label={t("fields.name")} required error={errors.name?.message} className="sm:col-span-2">
        <Input id="team-name" {...invalidProps("team-name", errors.name?.message)} {...form.register("name")} />
      </FormField>
      <FormField id="team-city" label={t("fields.city")} error={errors.city?.message}>
        <Input id="team-city" {...invalidProps("team-city", errors.city?.message)} {...form.register("city")} />
      </FormField>
      <FormField id="team-country" label={t("fields.country")} error={errors.country?.message}>
        <CountrySelect id="team-country" countries={countries} emptyLabel={t("fields.noCountry")} allowEmpty {...invalidProps("team-country", errors.country?.message)} {...form.register("country")} />
      </FormField>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="logo_url"
          render={({ field, fieldState }) => (
            <ImageField label={t("fields.logoUrl")} value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} onUploadingChange={setUploading} />
          )}
        />
      </div>
      {members && (
        <section aria-labelledby="team-members" className="rounded-lg border p-3 sm:col-span-2">
          <h3 id="team-members" className="text-sm font-semibold">
            {t("teams.members", { count: members.length })}
          </h3>
          {members.length === 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">{t("teams.noMembers")}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {members.map((name) => (
                <li key={name} className="rounded bg-muted px-2 py-0.5">
                  {name}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
