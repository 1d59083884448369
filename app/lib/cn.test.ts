import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

// Every Tailwind class written in the app's client code (string literals in app/, server-only files aside).
function appClasses(): string[] {
  const root = path.resolve(import.meta.dirname, "..");
  const files = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(server|test)\.tsx?$/.test(file));
  const tokens = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    for (const match of source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const token of (match[1] ?? match[2]!).split(/\s+/))
        if (token && !/\$\{|[=<>"]/.test(token)) tokens.add(token);
    }
  }
  // Markup inside a template (generated SVG's `fill-opacity=".9"`) is no class. tailwind-merge keeps one copy of a
  // class it knows: that filters words, paths and keys out.
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token);
}

describe("cn", () => {
  it("joins conditional class names", () => {
    const off = Number("0") > 0;
    expect(cn("a", off && "b", undefined, ["c", { d: true, e: false }])).toBe("a c d");
  });

  it("lets a later class of the same kind win, per variant", () => {
    expect(cn("h-10 px-4 py-2 text-sm", "h-8 px-3 text-xs")).toBe("py-2 h-8 px-3 text-xs");
    expect(cn("p-2 sm:p-4", "px-6 sm:px-1")).toBe("p-2 sm:p-4 px-6 sm:px-1");
    expect(cn("px-6 sm:px-1", "p-2")).toBe("sm:px-1 p-2");
    expect(cn("text-primary text-sm", "text-lg")).toBe("text-primary text-lg");
  });

  it("resolves every pair of the app's classes as tailwind-merge does", () => {
    const classes = appClasses();
    expect(classes.length).toBeGreaterThan(300);
    const mismatches: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const input = `${first} ${second}`;
        if (cn(input) !== twMerge(input))
          mismatches.push(`${input} → ${cn(input)} (tailwind-merge: ${twMerge(input)})`);
      }
    }
    expect(mismatches.slice(0, 40)).toEqual([]);
  }, 120_000); // ~370,000 pairs: seconds
});
