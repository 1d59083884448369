import { cn } from "~/lib/cn";
import { imageSources } from "~/lib/responsive-images";

/** The athlete's photo, or the first letter of the name on a red field when there is none. Decorative: the name is always printed beside it. */
export function AthleteAvatar({
  name,
  photoUrl,
  sizes,
  className,
  letterClassName,
}: {
  name: string;
  photoUrl: string | null;
  /** The rendered width, for choosing among the uploaded copies. */
  sizes: string;
  className?: string;
  letterClassName?: string;
}) {
  if (photoUrl) {
    // The box (className) sets the shape; width and height only give the browser the ratio before it loads.
    return (
      <img {...imageSources(photoUrl, sizes)} alt="" width={800} height={800} data-testid="athlete-photo" loading="lazy" decoding="async" className={cn("object-cover", className)} />
    );
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
