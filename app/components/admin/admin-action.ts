export type AdminIntent = "create-tournament" | "update-tournament" | "delete-tournament" | "create-news" | "update-news" | "delete-news";

/** What the /admin action answers; the panel turns it into a toast. */
export type AdminActionData = { ok: true; intent: AdminIntent } | { ok: false; intent: AdminIntent; error: string; fields?: Record<string, string> };
