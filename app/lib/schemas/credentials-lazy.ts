// The credentials schema pulls zod (~24 KB gzip) into the browser. The sign-in and reset-password pages validate
// with it only when a form is submitted, so it loads then (and right after hydration, warmed),
// not as part of the pages' initial JavaScript. The server's action parses the same schema as before.
let loading: Promise<typeof import("./credentials")> | undefined;

export function loadCredentialsSchema() {
  loading ??= import("./credentials");
  return loading;
}

/** Starts loading the schema once the page is interactive. */
export function warmCredentialsSchema(): void {
  void loadCredentialsSchema();
}
