import { cn } from "~/lib/cn";

/** The athlete's photo, or the first letter of the name on a red field when there is none. Decorative: the name is always printed beside it. */
export function AthleteAvatar({ name, photoUrl, className, letterClassName }: { name: string; photoUrl: string | null; className?: string; letterClassName?: string }) {
  if (photoUrl) {
    return <img src={photoUrl} alt="" data-testid="athlete-photo" loading="lazy" decoding="async" className={cn("object-cover", className)} />;
  }
  return (
    <div
      aria-hidden="true"
      data-testid="athlete-initial"
      className={cn("flex items-center justify-center bg-gradient-to-br from-secondary via-muted to-primary/25 font-display font-bold uppercase text-primary", className)}
    >
      <span className={letterClassName}>{name.trim().charAt(0)}</span>
    </div>
  );
}
