import type { ReactNode } from "react";
import { CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** One block of /account: a heading, one line saying what it is for, its content. */
export function SectionCard({ id, title, description, aside, children }: { id: string; title: string; description: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card text-card-foreground shadow-sm">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <CardTitle id={`${id}-title`} className="font-display text-xl uppercase">
            {title}
          </CardTitle>
          <CardDescription className="mt-1">{description}</CardDescription>
        </div>
        {aside}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </section>
  );
}
