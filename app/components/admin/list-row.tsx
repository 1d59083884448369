import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { RowActions } from "./row-actions";

/** The row's picture (image, logo or photo), or its icon when there is none. */
export interface RowPicture {
  src: string | null;
  icon: LucideIcon;
  /** The box's size and shape (a round photo, a wide poster). */
  box: string;
  /** Logos are shown whole; photos and posters fill the box. */
  fit?: "cover" | "contain";
}

/** What an entity shows in its admin list row; the actions are the same for all. */
export interface ListRowContent {
  title: string;
  picture: RowPicture;
  meta: ReactNode;
  /** Before the edit and delete buttons (a status badge, reordering arrows). */
  side?: ReactNode;
  lead?: ReactNode;
}

interface ListRowProps extends ListRowContent {
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** One row of an admin list: picture, title, a line of facts, and its actions. */
export function ListRow({ picture, title, meta, side, lead, busy, onEdit, onDelete }: ListRowProps) {
  const { src, icon: Icon, box, fit = "cover" } = picture;
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {lead}
        <div className={cn("flex shrink-0 items-center justify-center overflow-hidden rounded bg-muted", box)}>
          {src ? (
            <img
              src={src}
              alt=""
              loading="lazy"
              className={cn("size-full", fit === "cover" ? "object-cover" : "object-contain p-1")}
            />
          ) : (
            <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          )}
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold">{title}</p>
          <div className="text-sm text-muted-foreground">{meta}</div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        {side}
        <RowActions title={title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
      </div>
    </li>
  );
}
