import { cn } from "~/lib/cn";

/** The team's logo, or its initials on a tinted square when it has none. Decorative: the name is always beside it. */
export function TeamLogo({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return logoUrl ? (
    <img
      src={logoUrl}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className={cn("size-10 shrink-0 rounded-md bg-muted object-contain", className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/15 font-display text-sm font-bold text-primary-text",
        className,
      )}
    >
      {initials}
    </span>
  );
}
