// The browser's i18next: the part of i18next's API that the app and react-i18next use, at a tenth of its size
// (i18next is 15 KB gzip on every page). vite-plugins/client-i18next.ts puts it in place of "i18next" in the client
// build only: the server, the tests and the types use i18next itself, and i18next-lite.test.ts checks that both
// give the same text for every key of both languages.
// What it does as i18next does: `ns:key` and nested `a.b` keys, one namespace per t, plural forms by Intl.PluralRules
// (`_zero` for 0, the language's form, the bare key, `_other`), the fallback language, `defaultValue`, `{{value}}`
// interpolation without escaping (a variable passed as undefined prints nothing; one not passed stays as written),
// a missing key printing the key. What it does not: backends, language changes, nesting `$t()`, context, formats,
// returnObjects (a key naming an object prints the key, as i18next does by default).

type Tree = { [key: string]: unknown };
type Values = Record<string, unknown>;
type TOptions = Values & { lng?: string; ns?: string | readonly string[]; count?: unknown; defaultValue?: unknown };
type Listener = (...args: unknown[]) => void;

interface InitOptions {
  lng: string;
  fallbackLng?: string;
  resources?: Record<string, Record<string, Tree>>;
  defaultNS?: string;
  [option: string]: unknown;
}

interface Plugin {
  type: string;
  init?: (instance: I18nLite) => void;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

function lookup(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, values: TOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    const value = key in values ? values[key] : lookup(values, key);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, key) ? "" : placeholder;
    return value === null ? "" : String(value);
  });
}

class I18nLite {
  options: InitOptions = { lng: "en" };
  language = "";
  resolvedLanguage = "";
  languages: string[] = [];
  isInitialized = false;
  services = {};
  store = { on: () => {}, off: () => {} };
  private data: Record<string, Record<string, Tree>> = {};
  private plugins: Plugin[] = [];

  use(plugin: Plugin) {
    this.plugins.push(plugin);
    return this;
  }

  init(options: InitOptions) {
    this.options = { defaultNS: "translation", ...options };
    this.data = {};
    for (const [lng, bundles] of Object.entries(options.resources ?? {})) {
      for (const [ns, tree] of Object.entries(bundles)) this.addResourceBundle(lng, ns, tree);
    }
    this.language = this.resolvedLanguage = options.lng;
    this.languages = [...new Set([options.lng, ...(options.fallbackLng ? [options.fallbackLng] : [])])];
    this.isInitialized = true;
    for (const plugin of this.plugins) plugin.init?.(this);
    return Promise.resolve(this.t);
  }

  on(_event: string, _listener: Listener) {}
  off(_event: string, _listener: Listener) {}
  hasLoadedNamespace() {
    return true;
  }
  loadNamespaces(_ns: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }
  loadLanguages(_lngs: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }

  getResourceBundle(lng: string, ns: string) {
    return this.data[lng]?.[ns];
  }

  addResourceBundle(lng: string, ns: string, resources: Tree, _deep?: boolean, _overwrite?: boolean) {
    const bundles = (this.data[lng] ??= {});
    bundles[ns] = { ...bundles[ns], ...resources };
    return this;
  }

  addResource(lng: string, ns: string, key: string, value: string) {
    const bundles = (this.data[lng] ??= {});
    const path = key.split(".");
    let node = (bundles[ns] ??= {});
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[path.at(-1)!] = value;
    return this;
  }

  t = (key: string | readonly string[], options?: TOptions | string): string => this.translate(key, typeof options === "string" ? { defaultValue: options } : options ?? {});

  getFixedT(lng?: string | null, ns?: string | readonly string[] | null, keyPrefix?: string) {
    return (key: string | readonly string[], options?: TOptions | string) => {
      const values: TOptions = typeof options === "string" ? { defaultValue: options } : { ...options };
      values.lng ||= lng ?? undefined;
      values.ns ||= ns ?? undefined;
      const prefixed = keyPrefix ? (Array.isArray(key) ? key.map((k: string) => `${keyPrefix}.${k}`) : `${keyPrefix}.${key as string}`) : key;
      return this.translate(prefixed, values);
    };
  }

  private translate(keys: string | readonly string[], options: TOptions): string {
    const list = (Array.isArray(keys) ? keys : [keys]).map(String);
    if (list.length === 0) return "";
    const lng = options.lng || this.language;
    const codes = [...new Set([lng, ...(this.options.fallbackLng ? [this.options.fallbackLng] : [])])];
    const plural = options.count !== undefined && typeof options.count !== "string";
    let key = "";
    for (const candidate of list) {
      const split = this.splitNamespace(candidate, options);
      key = split.key;
      for (const ns of split.namespaces) {
        for (const code of codes) {
          // i18next's order: `_zero` for 0, the language's plural form, the bare key, `_other`.
          const tries = [key];
          if (plural) {
            const form = pluralForm(code, Number(options.count));
            tries.push(`${key}_${form}`);
            if (options.count === 0) tries.push(`${key}_zero`);
            if (form !== "other") tries.unshift(`${key}_other`);
          }
          for (const tryKey of tries.toReversed()) {
            const value = lookup(this.data[code]?.[ns], tryKey);
            if (typeof value === "string") return interpolate(value, options);
          }
        }
      }
    }
    return interpolate(options.defaultValue !== undefined && options.defaultValue !== null ? String(options.defaultValue) : key, options);
  }
  private splitNamespace(key: string, options: TOptions) {
    const namespaces = options.ns ?? this.options.defaultNS ?? "translation";
    if (!key.includes(":")) return { namespaces: typeof namespaces === "string" ? [namespaces] : namespaces, key };
    const parts = key.split(":");
    const ns = parts.shift()!;
    return { namespaces: [ns], key: parts.join(".") };
  }
}

export type { I18nLite };

export function createInstance(): I18nLite {
  return new I18nLite();
}

/** react-i18next imports it for selector keys (`t($ => $.a.b)`), which the app does not use. */
export function keyFromSelector(selector: (path: unknown) => unknown): string {
  const path: string[] = [];
  const proxy: unknown = new Proxy({}, { get: (_target, prop) => (path.push(String(prop)), proxy) });
  selector(proxy);
  return path.join(".");
}

export default { createInstance };
