import type { Lang } from "~/lib/language";
import type { Values } from "./keys";
import type { Resources } from "./namespaces";

// The whole runtime of the app's strings, on the server and in the browser alike: `ns:key` and nested `a.b` keys,
// plural forms by Intl.PluralRules (`_zero` for 0, the language's form, the bare key, `_other`), Russian falling back
// to English, `{{value}}` interpolation without escaping (React escapes; a value passed as undefined prints nothing,
// one not passed stays as written), `defaultValue`, and a missing key printing the key — what i18next does for these
// (translate.test.ts checks every key of both languages against i18next). Nothing else: no context, no nesting,
// no formats, no objects returned, no language change (switching language loads another document).

export type Strings = Partial<Record<Lang, Partial<Resources>>>;
type Tree = { readonly [key: string]: unknown };

const FALLBACK: Lang = "en";
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, values: Values): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.prototype.hasOwnProperty.call(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? "" : String(value);
  });
}

// The text of a key without a count, once found in its own language: a page asks for the same few hundred keys on every
// render (a tournament card's labels once per bout), and strings are only ever added. Per `strings` object.
const found = new WeakMap<Strings, Map<string, string>>();

/** The text of `key` (`"a.b"` in namespace `ns`, or `"other:a.b"`) in `lang`, from `strings`. */
export function translate(strings: Strings, lang: Lang, ns: string, key: string, values: Values = {}): string {
  const counted = typeof values.count === "number";
  let known = found.get(strings);
  if (!known) found.set(strings, (known = new Map()));
  const tag = `${lang}\u0000${ns}\u0000${key}`;
  const remembered = counted ? undefined : known.get(tag);
  if (remembered !== undefined) return interpolate(remembered, values);
  const colon = key.indexOf(":");
  if (colon !== -1) [ns, key] = [key.slice(0, colon), key.slice(colon + 1).replaceAll(":", ".")];
  const count = values.count;
  for (const code of lang === FALLBACK ? [lang] : [lang, FALLBACK]) {
    const tree = strings[code]?.[ns as keyof Resources];
    // i18next's order: `_zero` for 0, the language's plural form, the bare key, `_other`.
    const tries = [key];
    if (typeof count === "number") {
      const form = pluralForm(code, count);
      tries.unshift(`${key}_${form}`);
      if (count === 0) tries.unshift(`${key}_zero`);
      if (form !== "other") tries.push(`${key}_other`);
    }
    for (const candidate of tries) {
      const text = lookup(tree, candidate);
      if (typeof text !== "string") continue;
      if (!counted && code === lang) known.set(tag, text);
      return interpolate(text, values);
    }
  }
  return interpolate(values.defaultValue ?? key, values);
}
