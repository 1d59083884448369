import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";

/** Cancel and Save at the foot of an admin form. */
export function FormActions({ busy, onCancel, className }: { busy: boolean; onCancel(): void; className?: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className ?? ""}`}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("form.cancel")}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t("form.saving") : t("form.save")}
      </Button>
    </div>
  );
}
