import { cn } from "~/lib/cn";
import { artUrl } from "~/lib/generated-art";
import { imageSources } from "~/lib/responsive-images";

interface AthleteAvatarProps {
  /** The athlete's id: the seed of the generated art shown when there is no photo. */
  id: string;
  /** The name in the page's language: its initials go on the generated art. */
  name: string;
  photoUrl: string | null;
  /** The rendered width, for choosing among the uploaded copies. */
  sizes: string;
  className?: string;
  letterClassName?: string;
  /** The page's main picture (the profile): fetched first instead of lazily. */
  priority?: boolean;
}

/** First letters of the first and last names, in the name's own script: "AN", «АН». */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 ? `${words[0]!.charAt(0)}${words.at(-1)!.charAt(0)}` : (words[0]?.charAt(0) ?? "");
}

/**
 * The athlete's photo, or the athlete's own generated art with the initials when there is none (app/lib/generated-art.ts).
 * Decorative (empty alt): the name is always printed beside it, so a screen reader does not hear it twice.
 */
export function AthleteAvatar({
  id,
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
    <div aria-hidden="true" data-testid="athlete-art" className={cn("relative overflow-hidden bg-muted", className)}>
      <img
        src={artUrl("athlete", id)}
        alt=""
        width={400}
        height={400}
        loading={priority ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <span
        data-testid="athlete-initials"
        className={cn(
          "absolute inset-x-0 bottom-[6%] text-center font-display font-bold uppercase leading-none text-white [text-shadow:0_2px_10px_rgb(0_0_0/0.7)]",
          letterClassName,
        )}
      >
        {initials(name)}
      </span>
    </div>
  );
}
