import type { ReactNode } from "react";
import { CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** One block of /account: a heading (with its status beside it), one line saying what it is for, its content. */
export function SectionCard({
  id,
  title,
  description,
  aside,
  children,
}: {
  id: string;
  title: string;
  description: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card text-card-foreground shadow-sm">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CardTitle id={`${id}-title`} className="font-display text-xl uppercase">
            {title}
          </CardTitle>
          {aside}
        </div>
        <CardDescription className="mt-1">{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </section>
  );
}
