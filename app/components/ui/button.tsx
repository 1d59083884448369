import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps, type ReactNode, type Ref } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold uppercase tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/85",
        destructive: "bg-destructive text-white hover:bg-destructive/85",
        outline: "border border-border bg-transparent hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary-text underline-offset-4 hover:underline normal-case tracking-normal",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-8 rounded-md px-3 text-xs",
        lg: "h-12 rounded-md px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot : "button";
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

type Props = Record<string, unknown>;

/**
 * Radix's Slot as `asChild` uses it, in a few lines (Radix Slot and its ref helpers were 1 KB gzip on every page): the
 * child element takes the button's props; its own win, except that classes and styles merge, both event handlers run
 * (the child's first) and both refs are set.
 */
function Slot({ children, ...slot }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slot, ...own };
  for (const [key, value] of Object.entries(slot)) {
    const child = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof child === "function")
      merged[key] = (...args: unknown[]) => {
        const result = child(...args);
        value(...args);
        return result;
      };
  }
  merged.className = [slot.className, own.className].filter(Boolean).join(" ") || undefined;
  if (slot.style || own.style) merged.style = { ...(slot.style as object), ...(own.style as object) };
  if (slot.ref && own.ref) merged.ref = composeRefs(slot.ref as Ref<unknown>, own.ref as Ref<unknown>);
  return cloneElement(children, merged);
}

function composeRefs(...refs: Ref<unknown>[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}
