// A notification's title and body in the reader's language (docs/fans.md#notifications). Pure: the mail and push
// channels and the tests call it with the same facts. Spoiler-free keeps the winner and the score out.
import { fixedT } from "../../app/i18n/i18n.ts";
import type { NotifyKind } from "../../app/lib/fans.ts";
import type { Lang } from "../../app/lib/language.ts";

export interface NotificationSubject {
  kind: NotifyKind;
  /** The two sides: athletes for a bout, teams for a team match. */
  a: string;
  b: string;
  score_a: number;
  score_b: number;
  winner: "a" | "b" | null;
  tournament: string;
  /** The page to open (absolute). */
  url: string;
  /** A team match's start (ISO) and its venue's zone: an `up_next` about a team match is the reminder before it. */
  starts_at?: string;
  time_zone?: string;
}

/** The venue's clock time of a start, with its zone's short name ("19:30 GMT+3"). */
export function venueClock(startsAt: string, timeZone: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(startsAt));
}

export function notificationText(subject: NotificationSubject, lang: Lang, spoilerFree: boolean) {
  const t = fixedT(lang, "fans");
  const { a, b, tournament } = subject;
  const score = `${subject.score_a}–${subject.score_b}`;
  switch (subject.kind) {
    case "result": {
      const title = t("notification.resultTitle", { a, b });
      if (spoilerFree) return { title, body: t("notification.resultSpoilerFree", { a, b, tournament }) };
      if (subject.winner === null) return { title, body: t("notification.resultDraw", { a, b, score, tournament }) };
      const [winner, loser] = subject.winner === "a" ? [a, b] : [b, a];
      const ordered = subject.winner === "a" ? score : `${subject.score_b}–${subject.score_a}`;
      return { title, body: t("notification.resultBody", { winner, loser, score: ordered, tournament }) };
    }
    case "lineup":
      return {
        title: t("notification.lineupTitle", { a, b }),
        body: t("notification.lineupBody", { a, b, tournament }),
      };
    case "up_next":
      if (subject.starts_at)
        return {
          title: t("notification.reminderTitle", { a, b }),
          body: t("notification.reminderBody", {
            a,
            b,
            tournament,
            time: venueClock(subject.starts_at, subject.time_zone ?? "UTC", lang),
          }),
        };
      return {
        title: t("notification.upNextTitle", { a, b }),
        body: t("notification.upNextBody", { a, b, tournament }),
      };
    case "schedule":
      return {
        title: t("notification.scheduleTitle", { a, b }),
        body: t("notification.scheduleBody", { a, b, tournament }),
      };
  }
}

/** The test notification /me sends through every enabled channel. */
export function testNotificationText(lang: Lang) {
  const t = fixedT(lang, "fans");
  return { title: t("notification.testTitle"), body: t("notification.testBody") };
}
