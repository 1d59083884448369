import type { Lang } from "~/lib/language";
import type { DynamicKey, Key, QualifiedKey, TFunction, Values } from "./keys";
import { loadNamespaces, type Namespace } from "./namespaces";
import { translate, type Strings } from "./translate";

// The strings this process holds. The server holds every namespace of both languages. The browser holds the page's
// language only, a namespace at a time: the core ones and those the route names, loaded with its module before it
// renders (page-strings.ts); switching language reloads the document. The server branch is dropped from the client build.
const strings: Strings = {};
/** The id of the `<script type="application/json">` holding the first page's strings. */
export const INLINE_STRINGS_ID = "page-strings";
const pending = new Map<string, Promise<void>>();

if (import.meta.env.SSR) {
  const { en, ru } = await import("./resources");
  Object.assign(strings, { en, ru });
} else {
  // The first page's strings came with its HTML (entry.server.tsx writes what the render used): no request before
  // hydration, and no JavaScript for them. A namespace not there is loaded as on a navigation. React Router starts the
  // app from an async module script, which may run while the document is still arriving: the strings' script (at the
  // end of the body) is read once the document is parsed, not half of it (a Russian admin page in CI parsed 1,040
  // characters of it: "Unterminated string in JSON").
  if (document.readyState === "loading")
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  const inline = document.getElementById(INLINE_STRINGS_ID)?.textContent;
  if (inline) Object.assign(strings, JSON.parse(inline) as Strings);
}

/** Inline strings already made, by language and namespaces: a page kind uses the same few sets on every request. */
const inlined = new Map<string, string>();
/** Sets of namespaces kept (a page reads a fixed set; a cap keeps an unexpected variety from growing the map). */
const INLINED_KEPT = 500;

/** The strings of `namespaces` in `lang` as the JSON of that script, safe inside HTML. */
export function inlineStrings(lang: Lang, namespaces: Iterable<Namespace>): string {
  const chosen: Partial<Record<Namespace, unknown>> = {};
  for (const ns of namespaces) chosen[ns] = strings[lang]?.[ns];
  // The server's strings never change while it runs, so one set's JSON is made once.
  const key = `${lang}:${Object.keys(chosen).join(",")}`;
  let json = inlined.get(key);
  if (json === undefined) {
    json = JSON.stringify({ [lang]: chosen }).replace(/</g, "\\u003c");
    if (inlined.size < INLINED_KEPT && Object.values(chosen).every((ns) => ns !== undefined)) inlined.set(key, json);
  }
  return json;
}

/** Whether `ns` of `lang` is here, so `t` can read it now. */
export function hasStrings(lang: Lang, ns: Namespace): boolean {
  return strings[lang]?.[ns] !== undefined;
}

/** The load of one namespace, the same promise for everyone who asks (React's `use` needs it stable). */
export function loadNamespace(lang: Lang, ns: Namespace): Promise<void> {
  const tag = `${lang}:${ns}`;
  let load = pending.get(tag);
  if (!load) {
    load = hasStrings(lang, ns)
      ? Promise.resolve()
      : loadNamespaces(lang, [ns]).then((loaded) => {
          strings[lang] = { ...strings[lang], ...loaded };
        });
    pending.set(tag, load);
  }
  return load;
}

/** Loads what is missing of `namespaces` in `lang`, resolving when all are here. */
export async function loadStrings(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(namespaces.map((ns) => loadNamespace(lang, ns)));
}

/** `t` of one namespace in one language, over the strings loaded so far. */
export function fixedT<N extends Namespace>(lang: Lang, ns: N): TFunction<N> {
  return (key, values) => translate(strings, lang, ns, key, values);
}

/** For code outside React (loaders, meta, feeds, the API): `t` in the "common" namespace, other namespaces by `ns:key`. */
export function getI18n(lang: Lang): {
  language: Lang;
  t: (key: Key<"common"> | QualifiedKey | DynamicKey, values?: Values) => string;
} {
  return { language: lang, t: fixedT(lang, "common") };
}
