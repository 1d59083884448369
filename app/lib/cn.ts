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

/** Utilities that are a whole word: "flex" → display. */
const WORDS = new Map(
  [
    "display:block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden",
    "list-style-type:list-disc list-decimal list-none",
    "position:static fixed absolute relative sticky",
    "visibility:visible invisible collapse",
    "sr:sr-only not-sr-only",
    "isolation:isolate isolation-auto",
    "text-transform:uppercase lowercase capitalize normal-case",
    "text-decoration:underline overline line-through no-underline",
    "text-decoration-style:decoration-solid decoration-double decoration-dotted decoration-dashed decoration-wavy",
    "font-style:italic not-italic",
    "text-overflow:truncate text-ellipsis text-clip",
    "fvn-spacing:tabular-nums proportional-nums",
    "fvn-ordinal:ordinal",
    "table-layout:table-auto table-fixed",
    "border-collapse:border-collapse border-separate",
  ].flatMap((line) => {
    const [group, words] = line.split(":") as [string, string];
    return words.split(" ").map((word) => [word, group] as const);
  }),
);

/** Utilities whose name is their group ("w-full" → w); "col-span"/"row-span" are tailwind-merge's "col-start-end"/"row-start-end". */
const NAMED = new Set(
  "w h size min-w min-h max-w max-h top right bottom left z opacity shrink grow basis items justify self grid-cols col-span leading tracking whitespace break line-clamp underline-offset transition duration ease animate rotate cursor pointer-events select appearance accent aspect backdrop-blur order origin col-start row-start row-span grid-rows scroll-mt fill".split(
    " ",
  ),
);
/** Utilities with an x or y axis of their own ("gap-x-2" → gap-x). */
const AXES = new Set("overflow gap space inset translate scale".split(" "));
const OTHERS =
  "text font bg from via to border rounded shadow ring inset-ring outline divide flex object align stroke".split(" ");
// Longest first, so "min-w-20" is not read as "min".
const HEADS = [...NAMED, ...AXES, ...OTHERS].sort((a, b) => b.length - a.length);

/** The Tailwind class group of a utility (without variants), or undefined for a class we do not merge. */
function classGroup(utility: string): string | undefined {
  const base = utility.replace(/^-/, "");
  // An arbitrary property ("[overflow-wrap:anywhere]") is its own group, by property name.
  const arbitrary = /^\[([a-z-]+):/.exec(base);
  if (arbitrary) return `arbitrary..${arbitrary[1]}`;
  const word = WORDS.get(base);
  if (word) return word;
  const spacing = SPACING.exec(utility);
  if (spacing) return spacing[1];
  const head = HEADS.find((name) => base === name || base.startsWith(`${name}-`));
  if (!head) return undefined;
  const value = base.slice(head.length + 1);
  if (NAMED.has(head)) return head === "col-span" ? "col-start-end" : head === "row-span" ? "row-start-end" : head;
  if (AXES.has(head)) return /^[xy](-|$)/.test(value) ? `${head}-${value[0]}` : head;
  switch (head) {
    case "text":
      if (FONT_SIZE.test(value)) return "font-size";
      if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-align";
      return /^(wrap|nowrap|balance|pretty)$/.test(value) ? "text-wrap" : "text-color";
    case "font":
      return FONT_WEIGHT.test(value) ? "font-weight" : "font-family";
    case "bg":
      // tailwind-merge 3 reads Tailwind 3's "bg-gradient-to-*" as a colour; so do we, to stay identical.
      if (/^(linear-|radial|conic|none$|\[(url|image|(repeating-)?(linear|radial|conic)-gradient)\()/.test(value))
        return "bg-image";
      if (/^(auto|cover|contain)$/.test(value)) return "bg-size";
      if (/^(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/.test(value))
        return "bg-position";
      return /^(no-)?repeat/.test(value) ? "bg-repeat" : "bg-color";
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
      if (value === "inset") return "ring-w-inset";
      return value === "" || WIDTH.test(value) ? "ring-w" : "ring-color";
    case "inset-ring":
      return value === "" || WIDTH.test(value) ? "inset-ring-w" : "inset-ring-color";
    case "outline":
      if (LINE_STYLE.test(value)) return "outline-style";
      if (value.startsWith("offset-")) return "outline-offset";
      return value === "" || WIDTH.test(value) ? "outline-w" : "outline-color";
    case "divide":
      return /^[xy](-|$)/.test(value) ? `divide-${value[0]}` : LINE_STYLE.test(value) ? "divide-style" : "divide-color";
    case "flex":
      if (/^(row|col)(-reverse)?$/.test(value)) return "flex-direction";
      return /^(wrap|nowrap|wrap-reverse)$/.test(value) ? "flex-wrap" : "flex";
    case "stroke":
      return /^(\d+|\[(length|number):.*\])$/.test(value) ? "stroke-w" : "stroke";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position";
    default:
      return "vertical-align"; // align-*
  }
}

const sides = (group: string, list: string) => list.split(" ").map((side) => `${group}-${side}`);

/** Groups a later class of a group overrides besides its own ("p-2" overrides "px-4"). */
const CONFLICTS: Record<string, string[]> = {
  ...Object.fromEntries(
    ["p", "m"].flatMap((k) => [
      [k, "x y s e t r b l".split(" ").map((side) => k + side)],
      [`${k}x`, [`${k}r`, `${k}l`]],
      [`${k}y`, [`${k}t`, `${k}b`]],
    ]),
  ),
  ...Object.fromEntries(
    ["border-w", "border-color"].flatMap((group) => [
      [group, sides(group, "x y s e t r b l")],
      [`${group}-x`, sides(group, "r l")],
      [`${group}-y`, sides(group, "t b")],
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
  rounded: sides("rounded", "s e t r b l ss se ee es tl tr br bl"),
  "rounded-t": sides("rounded", "tl tr"),
  "rounded-r": sides("rounded", "tr br"),
  "rounded-b": sides("rounded", "br bl"),
  "rounded-l": sides("rounded", "tl bl"),
  "rounded-s": sides("rounded", "ss es"),
  "rounded-e": sides("rounded", "se ee"),
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
  if (cache.size > 5000) cache.clear();
  cache.set(classList, result);
  return result;
}

/** Joins class names and lets later Tailwind classes win. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
