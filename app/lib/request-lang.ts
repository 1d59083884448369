import { createContext, type RouterContextProvider } from "react-router";
import type { Lang } from "./language";

// The request's language, resolved once from its URL by the server (server/app.ts) and read by every loader and
// action from React Router's context, as the CSP nonce is. No default: a request that skipped the server's resolution
// fails loudly instead of silently rendering English.
export const langContext = createContext<Lang>();

/** The language of the request a loader or action is answering. */
export function requestLang(context: Readonly<RouterContextProvider>): Lang {
  return context.get(langContext);
}
