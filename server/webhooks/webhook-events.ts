// The events a partner webhook can subscribe to (docs/webhooks.md#events): the facts the fans' notifications are
// made of, named for partners. Pure: the schema, the API and the docs share it.

export const WEBHOOK_EVENTS = [
  "bout.completed",
  "team_match.completed",
  "lineups.revealed",
  "tournament.updated",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  "bout.completed": "A bout's result was recorded, or corrected (another winner, method or score).",
  "team_match.completed": "A team match was decided by its last bout, or its final score was corrected.",
  "lineups.revealed": "A team match's lineups were revealed (once, at the lineup deadline or by an admin).",
  "tournament.updated":
    "A team match's time, teams or place on the card changed (a new schedule revision), or the tournament's date, venue or status changed.",
};
