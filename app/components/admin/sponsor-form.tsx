import { useTranslation } from "~/i18n/react";
import { SponsorInputSchema, type SponsorFormValues, type SponsorInput } from "~/lib/schemas/sponsor";
import { FormActions } from "./form-actions";
import type { FormSlot } from "./record-tab";
import { useAdminForm } from "./use-admin-form";

export function SponsorForm({
  defaultValues,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: FormSlot & { defaultValues: SponsorFormValues }) {
  const { t } = useTranslation("admin");
  const { form, uploading, text, image } = useAdminForm<SponsorFormValues, SponsorInput>(
    SponsorInputSchema,
    defaultValues,
    serverErrors,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      {text("name", { id: "s-name", label: t("fields.name"), required: true })}
      {text("display_order", {
        id: "s-order",
        label: t("fields.displayOrder"),
        type: "number",
        inputMode: "numeric",
        min: 0,
        step: 1,
        placeholder: t("fields.orderLast"),
      })}
      {text("website_url", {
        id: "s-website",
        label: t("fields.websiteUrl"),
        type: "url",
        inputMode: "url",
        placeholder: "https://",
        className: "sm:col-span-2",
      })}
      {image("logo_url", { label: t("fields.logoUrl"), className: "sm:col-span-2" })}
      <FormActions busy={busy || uploading} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
