import type { Resources } from "./resources";

/**
 * What the browser downloads: every page loads the public namespaces of its language before hydrating
 * (entry.client.tsx); the sign-in, account and admin screens add the private ones (private-strings.ts).
 * A new namespace goes in one of the two lists (i18n.test.ts checks that every namespace is in exactly one).
 */
export const PUBLIC_NAMESPACES = ["common", "home", "events", "tournament", "rules", "live", "athletes", "athlete", "analytics", "news", "seo"] as const;
export const PRIVATE_NAMESPACES = ["auth", "account", "admin"] as const;

export type PublicResources = Pick<Resources, (typeof PUBLIC_NAMESPACES)[number]>;
export type PrivateResources = Pick<Resources, (typeof PRIVATE_NAMESPACES)[number]>;

export function pick<T extends object, K extends keyof T>(resources: T, namespaces: readonly K[]): Pick<T, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, resources[ns]])) as Pick<T, K>;
}
