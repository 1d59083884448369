// Follows and notification kinds: the contract shared by the Follow control, /me and the API (docs/fans.md).
import { z } from "zod";

export const FOLLOW_KINDS = ["athlete", "team", "tournament"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** `lineup`: lineups revealed; `up_next`: their bout is next (and a reminder before a team match); `result`; `schedule`. */
export const NOTIFY_KINDS = ["lineup", "up_next", "result", "schedule"] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** `PUT /api/v1/me/follows/{kind}/{id}`: `notify` omitted means every kind; listed kinds are kept once, in order. */
export const FollowInput = z.strictObject({
  notify: z
    .array(z.enum(NOTIFY_KINDS))
    .max(NOTIFY_KINDS.length * 4)
    .optional()
    .transform((kinds) => (kinds ? NOTIFY_KINDS.filter((kind) => kinds.includes(kind)) : [...NOTIFY_KINDS])),
  /** `up_next`'s reminder before a team match starts, in minutes (omitted: unchanged; 30 for a new follow). */
  remind_minutes: z.coerce.number().int().min(5).max(1440).optional(),
});
export type FollowInput = z.input<typeof FollowInput>;

/** How notification mails come: each at once, or gathered into one mail a day. */
export const MAIL_MODES = ["immediate", "digest"] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** The reminder leads /me offers (minutes before a team match starts). */
export const REMIND_MINUTES = [10, 15, 30, 60, 120] as const;

/** /me's notification settings form: checkboxes, so an unchecked box is absent ("on" when checked). */
export const NotificationSettingsInput = z.strictObject({
  spoiler_free: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  mail_enabled: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  /** Mail as it happens, or one daily digest (docs/fans.md#mail-immediate-or-daily-digest). */
  mail_mode: z.enum(MAIL_MODES).default("immediate"),
  /** The browser's IANA time zone (the digest's hour is in it); one the runtime does not know is ignored. */
  time_zone: z
    .string()
    .max(64)
    .optional()
    .transform((zone) => (zone && isTimeZone(zone) ? zone : undefined)),
});

function isTimeZone(zone: string) {
  try {
    const known = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
    return known !== "" && /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}
