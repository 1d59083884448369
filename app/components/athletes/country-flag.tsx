import { flagSrc } from "~/lib/flag-src";
import { cn } from "~/lib/cn";

/**
 * A flag image (or, for a code we cannot map, its first two letters) with the code beside it.
 * `name` comes from the loader: country names are resolved on the server so every browser shows the same text, and
 * it is null exactly for a code the server does not know (app/lib/flags.ts `countryName`), which has no image.
 * The image is a static, immutable SVG with its size set (no layout shift) and the country's name as its alt text;
 * it loads lazily unless `eager` (a flag at the top of the page).
 */
export function CountryFlag({
  code,
  name,
  showCode = true,
  eager = false,
  className,
}: {
  code: string;
  name: string | null;
  showCode?: boolean;
  eager?: boolean;
  className?: string;
}) {
  const label = name ?? code;
  const src = name === null ? null : flagSrc(code);
  return (
    <span className={cn("inline-flex shrink-0 items-center gap-1.5", className)} title={label}>
      {src ? (
        <img
          src={src}
          alt={label}
          width={20}
          height={15}
          loading={eager ? undefined : "lazy"}
          decoding="async"
          data-testid="country-flag"
          className="h-[15px] w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-foreground/10"
        />
      ) : (
        <>
          <span
            aria-hidden="true"
            data-testid="country-flag"
            className="rounded-sm border px-1 text-[10px] font-bold leading-4 text-muted-foreground"
          >
            {code.slice(0, 2).toUpperCase()}
          </span>
          <span className="sr-only">{label}</span>
        </>
      )}
      {showCode && (
        <span
          data-testid="country-code"
          className="text-xs font-semibold uppercase tracking-wider text-muted-foreground"
        >
          {code}
        </span>
      )}
    </span>
  );
}
