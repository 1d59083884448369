import type { authClient as AuthClient } from "./auth-client";

// better-auth's browser client (16 KB gzip) is only called from event handlers on /auth and /reset-password: it
// loads after the page has hydrated (warmAuthClient), not as part of the page's initial JavaScript.
let loading: Promise<typeof AuthClient> | undefined;

export function loadAuthClient(): Promise<typeof AuthClient> {
  loading ??= import("./auth-client").then((module) => module.authClient);
  return loading;
}

/** Starts loading the client once the page is interactive, so a click (a passkey prompt) does not wait for it. */
export function warmAuthClient(): void {
  void loadAuthClient();
}
