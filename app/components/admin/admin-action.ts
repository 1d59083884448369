import type { CsvReport } from "~/lib/entities/csv-report";
import type { AdminIntent } from "~/lib/entities/registry";

// The intents and their toasts are derived from the entity registry (app/lib/entities/registry.ts).
export type { AdminIntent } from "~/lib/entities/registry";

/** What the /admin action answers; the panel turns it into a toast. CSV intents carry their report or file. */
export type AdminActionData =
  | { ok: true; intent: AdminIntent; report?: CsvReport; csv?: string; imported?: number }
  | { ok: false; intent: AdminIntent; error: string; fields?: Record<string, string>; report?: CsvReport };
