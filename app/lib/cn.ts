import { clsx, type ClassValue } from "clsx";

// shadcn/ui's `cn`: joins class names and lets a later Tailwind class win over an earlier one of the same kind
// ("px-4 … px-2" keeps px-2). tailwind-merge does this for every Tailwind utility at 8 KB gzip on every page; this
// knows the utilities the app uses. cn.test.ts checks it against tailwind-merge for every pair of classes in app/.

const SPACING = /^-?(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-/;
const BORDER_SIDE = /^(x|y|s|e|t|r|b|l)(?:-(.+))?$/;
const FONT_SIZE = /^(xs|sm|base|lg|\d?xl|\[\d.*\]|\[length:.*\])$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const WIDTH = /^(\d+|\[\d.*\]|\[length:.*\])$/;

// Utility names, longest first so "min-w-20" is not read as "min".
const HEADS = [
  "underline-offset", "pointer-events", "backdrop-blur", "line-clamp", "whitespace", "appearance", "translate", "grid-cols",
  "transition", "col-span", "duration", "overflow", "tracking", "leading", "animate", "outline", "rounded", "opacity",
  "justify", "accent", "aspect", "border", "bottom", "cursor", "divide", "object", "rotate", "select", "shadow", "shrink",
  "inset", "items", "max-w", "max-h", "min-w", "min-h", "order", "right", "scale", "space", "align", "basis", "break",
  "flex", "font", "from", "grow", "left", "ring", "self", "size", "text", "ease", "gap", "top", "via", "bg", "to", "w", "h", "z",
];

/** The Tailwind class group of a utility (without variants), or undefined for a class we do not merge. */
function classGroup(utility: string): string | undefined {
  const base = utility.replace(/^-/, "");
  if (/^(block|inline-block|inline|flex|inline-flex|table|inline-table|flow-root|grid|inline-grid|contents|list-item|hidden)$/.test(base)) return "display";
  if (/^(static|fixed|absolute|relative|sticky)$/.test(base)) return "position";
  if (/^(visible|invisible|collapse)$/.test(base)) return "visibility";
  if (/^(sr-only|not-sr-only)$/.test(base)) return "sr";
  if (/^(isolate|isolation-auto)$/.test(base)) return "isolation";
  if (/^(uppercase|lowercase|capitalize|normal-case)$/.test(base)) return "text-transform";
  if (/^(underline|overline|line-through|no-underline)$/.test(base)) return "text-decoration";
  if (/^(italic|not-italic)$/.test(base)) return "font-style";
  if (/^(truncate|text-ellipsis|text-clip)$/.test(base)) return "text-overflow";
  if (/^(tabular-nums|proportional-nums)$/.test(base)) return "fvn-spacing";
  if (/^(table-auto|table-fixed)$/.test(base)) return "table-layout";
  if (/^border-(collapse|separate)$/.test(base)) return "border-collapse";
  const spacing = SPACING.exec(utility);
  if (spacing) return spacing[1];
  const head = HEADS.find((name) => base === name || base.startsWith(`${name}-`));
  if (!head) return undefined;
  const value = base.slice(head.length + 1);
  switch (head) {
    case "text":
      if (FONT_SIZE.test(value)) return "font-size";
      if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      return "text-color";
    case "font":
      return FONT_WEIGHT.test(value) ? "font-weight" : "font-family";
    case "bg":
      // tailwind-merge 3 reads Tailwind 3's "bg-gradient-to-*" as a colour; so do we, to stay identical.
      if (/^(linear-|radial|conic|none$|\[(url|image|(repeating-)?(linear|radial|conic)-gradient)\()/.test(value)) return "bg-image";
      if (/^(auto|cover|contain)$/.test(value)) return "bg-size";
      if (/^(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/.test(value)) return "bg-position";
      if (/^(no-)?repeat/.test(value)) return "bg-repeat";
      return "bg-color";
    case "from":
    case "via":
    case "to":
      return value.endsWith("%") ? `gradient-${head}-pos` : `gradient-${head}`;
    case "border": {
      if (value === "" || WIDTH.test(value)) return "border-w";
      if (LINE_STYLE.test(value)) return "border-style";
      const side = BORDER_SIDE.exec(value);
      if (side) return side[2] === undefined || WIDTH.test(side[2]) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      return "border-color";
    }
    case "rounded": {
      const corner = /^(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e)(?:-|$)/.exec(value);
      return corner ? `rounded-${corner[1]}` : "rounded";
    }
    case "shadow":
      return value === "" || /^(2xs|xs|sm|md|lg|xl|2xl|inner|none)$/.test(value) ? "shadow" : "shadow-color";
    case "ring":
      return value === "" || WIDTH.test(value) ? "ring-w" : "ring-color";
    case "outline":
      if (LINE_STYLE.test(value)) return "outline-style";
      return value === "" || WIDTH.test(value) ? "outline-w" : "outline-color";
    case "divide":
      return /^[xy](-|$)/.test(value) ? `divide-${value[0]}` : LINE_STYLE.test(value) ? "divide-style" : "divide-color";
    case "flex":
      if (/^(row|col)(-reverse)?$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position";
    case "align":
      return "vertical-align";
    case "overflow":
    case "gap":
    case "space":
    case "inset":
      return /^[xy](-|$)/.test(value) ? `${head}-${value[0]}` : head;
    case "translate":
    case "scale":
      return /^[xy](-|$)/.test(value) ? `${head}-${value[0]}` : head;
    case "w":
    case "h":
    case "size":
    case "min-w":
    case "min-h":
    case "max-w":
    case "max-h":
    case "top":
    case "right":
    case "bottom":
    case "left":
    case "z":
    case "opacity":
    case "shrink":
    case "grow":
    case "basis":
    case "items":
    case "justify":
    case "self":
    case "grid-cols":
    case "col-span":
    case "leading":
    case "tracking":
    case "whitespace":
    case "break":
    case "line-clamp":
    case "underline-offset":
    case "transition":
    case "duration":
    case "ease":
    case "animate":
    case "rotate":
    case "cursor":
    case "pointer-events":
    case "select":
    case "appearance":
    case "accent":
    case "aspect":
    case "backdrop-blur":
    case "order":
      return head === "col-span" ? "col-start-end" : head;
    default:
      return undefined;
  }
}

/** Groups a later class of a group overrides besides its own ("p-2" overrides "px-4"). */
const CONFLICTS: Record<string, string[]> = {
  ...Object.fromEntries(
    ["p", "m"].flatMap((k) => [
      [k, [`${k}x`, `${k}y`, `${k}s`, `${k}e`, `${k}t`, `${k}r`, `${k}b`, `${k}l`]],
      [`${k}x`, [`${k}r`, `${k}l`]],
      [`${k}y`, [`${k}t`, `${k}b`]],
    ]),
  ),
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  "border-w": ["border-w-x", "border-w-y", "border-w-s", "border-w-e", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": ["border-color-x", "border-color-y", "border-color-s", "border-color-e", "border-color-t", "border-color-r", "border-color-b", "border-color-l"],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-ss", "rounded-se", "rounded-ee", "rounded-es", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
};

/** "sm:hover:!px-4" → variants "hover:sm" (sorted, as Tailwind's order does not matter for them), important, utility. */
function parse(className: string) {
  const parts = className.split(/:(?![^[]*\])/);
  let utility = parts.pop()!;
  const important = utility.startsWith("!") || utility.endsWith("!");
  utility = utility.replace(/^!|!$/g, "");
  // Arbitrary variants ("[&_svg]") keep their place; the others sort within the stretches between them.
  const variants: string[] = [];
  let stretch: string[] = [];
  for (const part of parts) {
    if (part.startsWith("[")) {
      variants.push(...stretch.sort(), part);
      stretch = [];
    } else stretch.push(part);
  }
  variants.push(...stretch.sort());
  return { prefix: `${variants.join(":")}${important ? "!" : ""}:`, utility };
}

const cache = new Map<string, string>();

function merge(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const taken = new Set<string>();
  const kept: string[] = []; // last class first
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const { prefix, utility } = parse(className);
    const group = classGroup(utility);
    if (group) {
      if (taken.has(prefix + group)) continue;
      taken.add(prefix + group);
      for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    }
    kept.push(className);
  }
  const result = kept.toReversed().join(" ");
  if (cache.size > 500) cache.clear();
  cache.set(classList, result);
  return result;
}

/** Joins class names and lets later Tailwind classes win. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
