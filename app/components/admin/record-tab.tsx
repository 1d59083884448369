import { Plus } from "lucide-react";
import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ConfirmDelete, recordName } from "./confirm-delete";
import { LIST_SORTS, listSearch, type ListName, type ListPage } from "./list-query";
import { PagedList } from "./paged-list";
import { entityOfPlural, isCsvKind } from "~/lib/entities/registry";
import { CsvTools } from "./csv-tools";
import { ListRow, type ListRowContent } from "./list-row";
import { useRecordEditor } from "./record-editor";
import { dynamicKey } from "~/i18n/keys";

export type RecordEditor<Row extends { id: string }> = ReturnType<typeof useRecordEditor<Row>>;

/** What a form needs from the tab around it. */
export interface FormSlot {
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit(values: unknown): void;
  onCancel(): void;
}

interface RecordTabProps<Row extends { id: string }> {
  /** The list, named by its entity's plural; the entity, its texts and its CSV tools follow from it. */
  list: ListName;
  page: ListPage<Row>;
  dialogClassName?: string;
  /** Beside the search, after the CSV tools of an entity that has them. */
  tools?: ReactNode;
  ordered?: boolean;
  row(row: Row, index: number, editor: RecordEditor<Row>): ListRowContent;
  renderForm(editing: Row | null, slot: FormSlot): ReactNode;
  /** Replaces the plain delete question (a team asks where its athletes go). */
  renderDelete?(editor: RecordEditor<Row>): ReactNode;
}

/** A paged list with add, edit and delete: the dialog, the confirmation and the toasts are the same for every entity. */
export function RecordTab<Row extends { id: string }>({
  list,
  page,
  dialogClassName,
  tools,
  ordered,
  row,
  renderForm,
  renderDelete,
}: RecordTabProps<Row>) {
  const { t } = useTranslation("admin");
  const editor = useRecordEditor<Row>(entityOfPlural(list));
  // Every list's texts follow one naming: `<list>.add`, `list.search<List>`, … (see app/i18n/*/admin.json).
  const List = `${list[0]!.toUpperCase()}${list.slice(1)}`;
  const text = (key: string) => t(dynamicKey(key));
  const texts = {
    search: text(`list.search${List}`),
    empty: text(`list.empty${List}`),
    add: text(`${list}.add`),
  };
  useShowAdded(list, editor.added);

  return (
    <>
      <PagedList
        list={list}
        page={page}
        searchPlaceholder={texts.search}
        emptyText={texts.empty}
        ordered={ordered}
        tools={
          <>
            {isCsvKind(list) && <CsvTools kind={list} />}
            {tools}
          </>
        }
        actions={
          <Button type="button" onClick={editor.openAdd}>
            <Plus aria-hidden="true" />
            {texts.add}
          </Button>
        }
      >
        {page.items.map((item, index) => (
          <ListRow
            key={item.id}
            {...row(item, index, editor)}
            busy={editor.busy}
            onEdit={() => editor.openEdit(item)}
            onDelete={() => editor.askDelete(item)}
          />
        ))}
      </PagedList>

      <RecordDialogs
        section={list}
        editor={editor}
        dialogClassName={dialogClassName}
        renderForm={renderForm}
        renderDelete={renderDelete}
      />
    </>
  );
}

interface RecordDialogsProps<Row extends { id: string }> {
  /** The i18n section (namespace admin) with `addTitle`, `editTitle`, `formDescription`, `confirmDelete`. */
  section: string;
  editor: RecordEditor<Row>;
  dialogClassName?: string;
  renderForm(editing: Row | null, slot: FormSlot): ReactNode;
  renderDelete?(editor: RecordEditor<Row>): ReactNode;
}

/** The add/edit dialog and the delete confirmation of one editor: every list and the Results section share them. */
export function RecordDialogs<Row extends { id: string }>({
  section,
  editor,
  dialogClassName,
  renderForm,
  renderDelete,
}: RecordDialogsProps<Row>) {
  const { t } = useTranslation("admin");
  const text = (key: string) => t(dynamicKey(`${section}.${key}`));
  const editing = editor.dialog.editing;
  return (
    <>
      <Dialog open={editor.dialog.open} onOpenChange={(open) => !open && editor.close()}>
        <DialogContent closeLabel={t("form.close")} className={dialogClassName}>
          <DialogHeader>
            <DialogTitle>{editing ? text("editTitle") : text("addTitle")}</DialogTitle>
            <DialogDescription>{text("formDescription")}</DialogDescription>
          </DialogHeader>
          <Fragment key={editor.dialog.session}>
            {renderForm(editing, {
              busy: editor.busy,
              serverErrors: editor.serverErrors,
              onSubmit: editor.save,
              onCancel: editor.close,
            })}
          </Fragment>
        </DialogContent>
      </Dialog>

      {renderDelete ? (
        renderDelete(editor)
      ) : (
        <ConfirmDelete
          open={editor.deleting !== null}
          question={text("confirmDelete")}
          name={recordName(editor.deleting)}
          onConfirm={() => editor.confirmDelete()}
          onCancel={editor.cancelDelete}
        />
      )}
    </>
  );
}

/**
 * After an add (or an import), the list opens on its most recently changed rows, where the new one is at the top,
 * whatever page or search was open. Lists without that sort (sponsors, in their own order) stay where they are.
 */
export function useShowAdded(list: ListName, added: number) {
  const navigate = useNavigate();
  const seen = useRef(added);
  useEffect(() => {
    if (added === seen.current) return;
    seen.current = added;
    if (!("updated" in LIST_SORTS[list])) return;
    void navigate(listSearch(list, { q: "", sort: "updated", dir: "desc", page: 1 }), { preventScrollReset: true });
  }, [added, list, navigate]);
}
