import { countryFlag, hasFlag } from "~/lib/flags";
import { cn } from "~/lib/cn";

/**
 * A flag (or, for a code we cannot map, its first two letters) with the code beside it.
 * `name` comes from the loader: country names are resolved on the server so every browser shows the same text.
 */
export function CountryFlag({ code, name, showCode = true, className }: { code: string; name: string | null; showCode?: boolean; className?: string }) {
  const label = name ?? code;
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)} title={label}>
      {hasFlag(code) ? (
        <span aria-hidden="true" data-testid="country-flag" className="text-base leading-none">
          {countryFlag(code)}
        </span>
      ) : (
        <span aria-hidden="true" data-testid="country-flag" className="rounded-sm border px-1 text-[10px] font-bold leading-4 text-muted-foreground">
          {countryFlag(code)}
        </span>
      )}
      <span className="sr-only">{label}</span>
      {showCode && <span data-testid="country-code" className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{code}</span>}
    </span>
  );
}
