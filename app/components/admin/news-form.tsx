import { useTranslation } from "~/i18n/react";
import { NewsInputSchema, type NewsFormValues, type NewsInput } from "~/lib/schemas/news";
import { FormActions } from "./form-actions";
import type { FormSlot } from "./record-tab";
import { useAdminForm } from "./use-admin-form";

export function NewsForm({
  defaultValues,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: FormSlot & { defaultValues: NewsFormValues }) {
  const { t } = useTranslation("admin");
  const { form, uploading, text, image } = useAdminForm<NewsFormValues, NewsInput>(
    NewsInputSchema,
    defaultValues,
    serverErrors,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      {text("title", { id: "n-title", label: t("fields.title"), required: true })}
      {text("title_ru", { id: "n-title_ru", label: t("fields.titleRu"), lang: "ru" })}
      {text("content", { id: "n-content", label: t("fields.content"), required: true, rows: 8 })}
      {text("content_ru", { id: "n-content_ru", label: t("fields.contentRu"), lang: "ru", rows: 8 })}
      {image("image_url", { className: "sm:col-span-2" })}
      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
