import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "~/lib/cn";

// Tabs with the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrow keys, Home and End move and select; one tab in
// the Tab order) and Radix's API and data attributes, which the pages were written against. Ours because Radix Tabs
// brought its roving-focus and collection packages, about 8 KB gzip, to the three public pages that have tabs
// (docs/decisions/031-navigation-and-page-weight.md).

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  /** The selected tab, when the page owns it (e.g. from the URL); otherwise `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, className, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const base = useId();
  const selected = value ?? own;
  const state: TabsState = {
    value: selected,
    select: (next) => {
      if (next === selected) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

/** Arrow keys (and Home, End) move to the next enabled tab, wrapping, and select it. */
function onTabsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (index, count) => (index + 1) % count,
    ArrowLeft: (index, count) => (index - 1 + count) % count,
    Home: () => 0,
    End: (_index, count) => count - 1,
  };
  const move = keys[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const next = tabs[move(current, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      // Focus lives on the tabs; the list itself is reachable by script only, as in Radix.
      tabIndex={-1}
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-11 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) onTabsKeyDown(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={active}
      aria-controls={tabs.idOf("panel", value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm sm:px-4 font-semibold uppercase tracking-wide transition-colors hover:text-foreground disabled:opacity-50 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered, unless `forceMount` keeps them (hidden). */
export function TabsContent({
  value,
  forceMount,
  className,
  hidden,
  ...props
}: ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      tabIndex={0}
      hidden={hidden ?? !active}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-content"
      className={cn("outline-none", className)}
      {...props}
    />
  );
}
