import { useTranslation } from "~/i18n/react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";

/** What a delete confirmation calls a row: its title, name or full name. */
export function recordName(row: object | null | undefined): string | undefined {
  if (!row) return undefined;
  const named = row as { title?: unknown; name?: unknown; full_name?: unknown };
  const name = named.title ?? named.name ?? named.full_name;
  return typeof name === "string" && name ? name : undefined;
}

/** Asks the spec's question under a title that names the item; only the confirm button deletes. */
export function ConfirmDelete({
  open,
  question,
  name,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  /** The item's title or name ("Delete “Tokyo Grand Prix”?"). */
  name?: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation("admin");
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{name ? t("confirm.titleNamed", { name }) : t("confirm.title")}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("confirm.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm()}>{t("confirm.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
