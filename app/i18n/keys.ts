import type { Namespace, Resources } from "./namespaces";

// The keys `t` accepts, derived from the English JSON: nested objects joined by dots, plural forms
// (`days_one`, `days_other`) as their bare key (`days`, called with `{ count }`).

type Bare<K extends string> = K extends `${infer B}_zero` | `${infer B}_one` | `${infer B}_two` | `${infer B}_few` | `${infer B}_many` | `${infer B}_other` ? B : K;

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Bare<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of one namespace: `t("nav.events")`. */
export type Key<N extends Namespace> = Leaves<Resources[N]>;

/** A key of any namespace, named with it: `t("common:weightClass.heavyweight")`. */
export type QualifiedKey = { [N in Namespace]: `${N}:${Key<N>}` }[Namespace];

/**
 * What a string can be given: `{{name}}` values (a value passed as undefined or null prints nothing), `count` to pick
 * the plural form (and print as `{{count}}`), and `defaultValue` for a key that may not exist.
 */
export type Values = { readonly [name: string]: string | number | null | undefined } & { readonly count?: number; readonly defaultValue?: string };

/** `t` of a namespace: its keys, or any namespace's key named with it. */
export type TFunction<N extends Namespace> = (key: Key<N> | QualifiedKey, values?: Values) => string;
