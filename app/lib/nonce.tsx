import { createContext, useContext } from "react";

// The server renders with the request's CSP nonce; browsers hide nonces from the DOM, so the client has none.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
