import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { RowActions } from "./row-actions";

interface ListRowProps {
  /** The picture box (image, logo or photo, or an icon when there is none). */
  media: ReactNode;
  mediaClassName?: string;
  title: string;
  meta: ReactNode;
  /** Before the edit and delete buttons (a status badge, reordering arrows). */
  side?: ReactNode;
  lead?: ReactNode;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** One row of an admin list: picture, title, a line of facts, and its actions. */
export function ListRow({ media, mediaClassName, title, meta, side, lead, busy, onEdit, onDelete }: ListRowProps) {
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {lead}
        <div className={cn("flex shrink-0 items-center justify-center overflow-hidden rounded bg-muted", mediaClassName)}>{media}</div>
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

/** The row's picture, or an icon standing in for it. */
export function RowMedia({ src, fit = "cover", fallback }: { src: string | null; fit?: "cover" | "contain"; fallback: ReactNode }) {
  return src ? <img src={src} alt="" loading="lazy" className={cn("size-full", fit === "cover" ? "object-cover" : "object-contain p-1")} /> : fallback;
}
