import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A styled native <select>: no JavaScript, works before hydration, and phones show their own picker. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    // A span, not a div: the select is often inside a <label>, which allows phrasing content only.
    <span className={cn("relative block", className)}>
      <select
        data-slot="native-select"
        className="h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}

/** A select's options from value/label pairs, after an optional first "Choose…" option with the empty value. */
export function NativeOptions({
  options,
  empty,
  emptyDisabled,
}: {
  options: readonly { value: string; label: string }[];
  empty?: string;
  emptyDisabled?: boolean;
}) {
  return (
    <>
      {empty === undefined ? null : (
        <option value="" disabled={emptyDisabled}>
          {empty}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
