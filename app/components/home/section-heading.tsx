import type { ReactNode } from "react";

/** The home page's section titles: a red rule, uppercase display type, optional action on the right. */
export function SectionHeading({
  id,
  title,
  subtitle,
  action,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <span aria-hidden="true" className="mb-3 block h-1 w-12 bg-primary" />
        <h2 id={id} className="text-3xl font-bold uppercase sm:text-4xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
