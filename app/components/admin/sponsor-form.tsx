import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { SponsorInputSchema, type SponsorFormValues, type SponsorInput } from "~/lib/schemas/sponsor";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import { ImageField } from "./image-field";

interface SponsorFormProps {
  defaultValues: SponsorFormValues;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit(values: SponsorInput): void;
  onCancel(): void;
}

export function SponsorForm({ defaultValues, busy, serverErrors, onSubmit, onCancel }: SponsorFormProps) {
  const { t } = useTranslation("admin");
  const [uploading, setUploading] = useState(false);
  const form = useForm<SponsorFormValues, unknown, SponsorInput>({ resolver: zodResolver(SponsorInputSchema), defaultValues });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [name, text] of Object.entries(serverErrors ?? {})) form.setError(name as keyof SponsorFormValues, { message: text });
  }, [serverErrors, form]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <FormField id="s-name" label={t("fields.name")} required error={errors.name?.message}>
        <Input id="s-name" {...invalidProps("s-name", errors.name?.message)} {...form.register("name")} />
      </FormField>
      <FormField id="s-order" label={t("fields.displayOrder")} error={errors.display_order?.message as string | undefined}>
        <Input id="s-order" type="number" inputMode="numeric" min={0} step={1} placeholder={t("fields.orderLast")} {...invalidProps("s-order", errors.display_order?.message as string | undefined)} {...form.register("display_order")} />
      </FormField>
      <FormField id="s-website" label={t("fields.websiteUrl")} error={errors.website_url?.message} className="sm:col-span-2">
        <Input id="s-website" type="url" inputMode="url" placeholder="https://" {...invalidProps("s-website", errors.website_url?.message)} {...form.register("website_url")} />
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
      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
