import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { NewsInputSchema, type NewsFormValues, type NewsInput } from "~/lib/schemas/news";
import { FormField, invalidProps } from "./form-field";
import { ImageField } from "./image-field";

interface NewsFormProps {
  defaultValues: NewsFormValues;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit(values: NewsInput): void;
  onCancel(): void;
}

export function NewsForm({ defaultValues, busy, serverErrors, onSubmit, onCancel }: NewsFormProps) {
  const { t } = useTranslation("admin");
  const [uploading, setUploading] = useState(false);
  const form = useForm<NewsFormValues, unknown, NewsInput>({ resolver: zodResolver(NewsInputSchema), defaultValues });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [name, text] of Object.entries(serverErrors ?? {})) form.setError(name as keyof NewsFormValues, { message: text });
  }, [serverErrors, form]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="n-title" label={t("fields.title")} required error={errors.title?.message}>
        <Input id="n-title" {...invalidProps("n-title", errors.title?.message)} {...form.register("title")} />
      </FormField>
      <FormField id="n-title_ru" label={t("fields.titleRu")} error={errors.title_ru?.message}>
        <Input id="n-title_ru" lang="ru" {...invalidProps("n-title_ru", errors.title_ru?.message)} {...form.register("title_ru")} />
      </FormField>
      <FormField id="n-content" label={t("fields.content")} required error={errors.content?.message}>
        <Textarea id="n-content" rows={8} {...invalidProps("n-content", errors.content?.message)} {...form.register("content")} />
      </FormField>
      <FormField id="n-content_ru" label={t("fields.contentRu")} error={errors.content_ru?.message}>
        <Textarea id="n-content_ru" lang="ru" rows={8} {...invalidProps("n-content_ru", errors.content_ru?.message)} {...form.register("content_ru")} />
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
