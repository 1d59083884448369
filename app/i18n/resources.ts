// Both languages, for the server and the tests. New namespaces are registered in en.ts and ru.ts.
export { en, type Resources } from "./en";
export { ru } from "./ru";
