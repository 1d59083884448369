import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The admin's tables (audit log, CSV preview): a caption for screen readers, a header row of column titles, and the
 * rows. Wrapping (scrolling, borders) stays with the caller.
 */
export function DataTable({
  caption,
  columns,
  headClassName,
  className,
  children,
}: {
  caption: string;
  columns: ReactNode[];
  headClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={cn("w-full text-left text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className={cn("bg-muted text-xs uppercase text-muted-foreground", headClassName)}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className="px-3 py-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">{children}</tbody>
    </table>
  );
}
