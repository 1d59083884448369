import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";

export function RowActions({
  title,
  onEdit,
  onDelete,
  disabled,
}: {
  title: string;
  onEdit(): void;
  onDelete(): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onEdit}
        aria-label={t("list.editItem", { title })}
        disabled={disabled}
      >
        <Pencil aria-hidden="true" />
        <span className="hidden sm:inline">{t("list.edit")}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onDelete}
        aria-label={t("list.deleteItem", { title })}
        disabled={disabled}
        className="text-red-300 hover:bg-destructive/20 hover:text-red-200"
      >
        <Trash2 aria-hidden="true" />
        <span className="hidden sm:inline">{t("list.delete")}</span>
      </Button>
    </div>
  );
}
