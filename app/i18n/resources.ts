import { loadNamespaces, NAMESPACE_NAMES, type Resources } from "./namespaces";

// Both languages whole, for the server and the tests (never imported by browser code).
export type { Resources };
export const en = (await loadNamespaces("en", NAMESPACE_NAMES)) as Resources;
export const ru = (await loadNamespaces("ru", NAMESPACE_NAMES)) as Resources;
