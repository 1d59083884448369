import type { Namespace, Resources } from "./namespaces";

// The keys `t` accepts, derived from the English JSON: nested objects joined by dots, plural forms
// (`days_one`, `days_other`) as their bare key (`days`, called with `{ count }`).

type Bare<K extends string> = K extends
  | `${infer B}_zero`
  | `${infer B}_one`
  | `${infer B}_two`
  | `${infer B}_few`
  | `${infer B}_many`
  | `${infer B}_other`
  ? B
  : K;

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
export type Values = { readonly [name: string]: string | number | null | undefined } & {
  readonly count?: number;
  readonly defaultValue?: string;
};

declare const dynamic: unique symbol;

/**
 * A key built at run time from a closed set (`audit.action.${action}`, a schema's message key, a server's error code),
 * which the compiler cannot check against the JSON. Made only by `dynamicKey()`; a key that does not exist prints
 * itself (or `defaultValue`), and the unit tests that walk the JSON check the sets the app builds keys from.
 */
export type DynamicKey = string & { readonly [dynamic]: true };

/**
 * The one way to pass a computed key to `t`: `t(dynamicKey(`results.statuses.${status}`))`. Prefer a literal key, or a
 * template over a union type (which the compiler does check); use this where the parts are plain strings.
 */
export function dynamicKey(key: string): DynamicKey {
  // The brand's only source: a DynamicKey is a string the caller vouches for; nothing else can make one.
  return key as DynamicKey;
}

/** `t` of a namespace: its keys, any namespace's key named with it, or a key built at run time. */
export type TFunction<N extends Namespace> = (key: Key<N> | QualifiedKey | DynamicKey, values?: Values) => string;

/** What a helper that builds its own keys needs: any namespace's `t` is one (`authErrorMessage(error, t)`). */
export type DynamicT = (key: DynamicKey, values?: Values) => string;
