import type { Plugin } from "vite";

// lucide-react's icons, each a module of its own path data, are drawn by a runtime of ≈ 10 modules (a forwardRef
// component, a context, attribute builders, class mergers: ≈ 1 KB gzip on every page, issue 34). The app passes icons
// a className and sometimes an aria-* attribute, nothing else of what that runtime handles (contexts, absolute stroke
// widths, aliases), so the icons' `../createLucideIcon.mjs` is this one instead, on the server and in the browser alike:
// the same <svg> — lucide's default attributes, classes "lucide lucide-{name} …", aria-hidden unless labelled. The
// server build keeps lucide-react external (its own runtime), so the two must render the same attributes; in dev the
// browser's copy is pre-bundled and keeps lucide's runtime too.
const ID = "\0league:lucide-icon";

const RUNTIME = `import { createElement } from "react";
const a11y = (props) => Object.keys(props).some((key) => (key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null);
export default function createLucideIcon(icon) {
  return function LucideIcon({ className, size = 24, color = "currentColor", strokeWidth = 2, children, ...rest }) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg", width: size, height: size, viewBox: "0 0 24 24", fill: "none", stroke: color,
        strokeWidth, strokeLinecap: "round", strokeLinejoin: "round",
        className: [...new Set(["lucide", "lucide-" + icon.name, ...String(className ?? "").split(/\\s+/)])].filter(Boolean).join(" "),
        ...(children != null || a11y(rest) ? null : { "aria-hidden": "true" }),
        ...rest,
      },
      icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
`;

export function lucideIcons(): Plugin {
  return {
    name: "league:lucide-icons",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      )
        return ID;
      return null;
    },
    load(id) {
      return id === ID ? RUNTIME : null;
    },
  };
}
