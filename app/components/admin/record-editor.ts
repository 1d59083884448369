import { useState } from "react";
import type { EntityName } from "~/lib/entities/registry";
import type { AdminActionData } from "./admin-action";
import { useAdminMutation, type JsonValue } from "./use-admin-mutation";

/**
 * Dialog and delete-confirmation state for one list. A successful save closes the dialog; the form is
 * keyed by `session`, so every opening (and every save or cancel) starts from fresh values.
 */
export function useRecordEditor<Row extends { id: string }>(kind: EntityName) {
  const mutation = useAdminMutation();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Row | null; session: number }>({
    open: false,
    editing: null,
    session: 0,
  });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [seen, setSeen] = useState<AdminActionData | undefined>(undefined);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>(undefined);
  // Counts successful adds, so the list can show where the new row went.
  const [added, setAdded] = useState(0);

  // Adjusting state while rendering (not in an effect) when a new answer arrives, as React advises.
  const result = mutation.result;
  if (result && result !== seen) {
    setSeen(result);
    const saved = result.intent === `create-${kind}` || result.intent === `update-${kind}`;
    if (saved && result.ok) setDialog((current) => ({ open: false, editing: null, session: current.session + 1 }));
    if (saved && !result.ok) setServerErrors(result.fields);
    if (result.ok && result.intent === `create-${kind}`) setAdded((count) => count + 1);
  }

  return {
    busy: mutation.busy,
    added,
    dialog,
    serverErrors,
    deleting,
    openAdd: () => {
      setServerErrors(undefined);
      setDialog((current) => ({ open: true, editing: null, session: current.session + 1 }));
    },
    openEdit: (row: Row) => {
      setServerErrors(undefined);
      setDialog((current) => ({ open: true, editing: row, session: current.session + 1 }));
    },
    close: () => setDialog((current) => ({ open: false, editing: null, session: current.session + 1 })),
    save: (values: JsonValue) => {
      const editing = dialog.editing;
      void mutation.submit(
        editing ? { intent: `update-${kind}`, id: editing.id, values } : { intent: `create-${kind}`, values },
      );
    },
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    /** `values` travel with the delete (a team's athletes: move or release). */
    confirmDelete: (values?: JsonValue) => {
      if (deleting) void mutation.submit({ intent: `delete-${kind}`, id: deleting.id, values });
      setDeleting(null);
    },
    /** Any other write from the list (e.g. reordering), sharing the list's busy state and toasts. */
    submit: mutation.submit,
  };
}
