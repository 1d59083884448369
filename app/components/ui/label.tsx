import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// A native <label>: Radix Label only added "a double click does not select the label's text", and its primitive
// package was 0.5 KB gzip of the initial JavaScript of every page with a form field (the athlete directory).
export function Label({ className, ...props }: ComponentProps<"label">) {
  // oxlint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or wrap the control
  return <label data-slot="label" className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
