import type { CsvReport } from "../../../server/league/csv-columns.ts";

export const ADMIN_INTENTS = [
  "create-tournament",
  "update-tournament",
  "delete-tournament",
  "create-news",
  "update-news",
  "delete-news",
  "create-team",
  "update-team",
  "delete-team",
  "create-athlete",
  "update-athlete",
  "delete-athlete",
  "create-sponsor",
  "update-sponsor",
  "delete-sponsor",
  "move-sponsor",
  "preview-csv",
  "import-csv",
  "export-csv",
] as const;
export type AdminIntent = (typeof ADMIN_INTENTS)[number];

/** What the /admin action answers; the panel turns it into a toast. CSV intents carry their report or file. */
export type AdminActionData =
  | { ok: true; intent: AdminIntent; report?: CsvReport; csv?: string; imported?: number }
  | { ok: false; intent: AdminIntent; error: string; fields?: Record<string, string>; report?: CsvReport };
