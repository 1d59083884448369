import { cn } from "~/lib/cn";
import { imageSources } from "~/lib/responsive-images";

interface AthleteAvatarProps {
  name: string;
  photoUrl: string | null;
  /** The rendered width, for choosing among the uploaded copies. */
  sizes: string;
  className?: string;
  letterClassName?: string;
  /** The page's main picture (the profile): fetched first instead of lazily. */
  priority?: boolean;
}

/** The athlete's photo, or the first letter of the name on a red field when there is none. Decorative: the name is always printed beside it. */
export function AthleteAvatar({
  name,
  photoUrl,
  sizes,
  className,
  letterClassName,
  priority = false,
}: AthleteAvatarProps) {
  if (photoUrl) {
    // The box (className) sets the shape — its height too, or h-auto with an aspect ratio; width and height only
    // give the browser the ratio before it loads.
    return (
      <img
        {...imageSources(photoUrl, sizes)}
        alt=""
        width={800}
        height={800}
        data-testid="athlete-photo"
        loading={priority ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("object-cover", className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="athlete-initial"
      className={cn(
        "flex items-center justify-center bg-gradient-to-br from-secondary via-muted to-primary/25 font-display font-bold uppercase text-primary-text",
        className,
      )}
    >
      <span className={letterClassName}>{name.trim().charAt(0)}</span>
    </div>
  );
}
