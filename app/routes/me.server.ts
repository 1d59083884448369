import { data, redirect } from "react-router";
import { z } from "zod";
import { FOLLOW_KINDS, FollowInput, NotificationSettingsInput } from "~/lib/fans";
import { localizePath, type Lang } from "~/lib/language";
import { zoneLabel } from "~/lib/zone-label";
import { getSession, requireSameOrigin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import { deleteFollow, putFollow } from "../../server/fans/follows.server.ts";
import { loadMyLeague, saveNotificationSettings } from "../../server/fans/my-league.server.ts";
import { sendTestNotification, type TestNotificationResult } from "../../server/fans/test-notification.server.ts";

async function signedInUser(request: Request, lang: Lang) {
  const session = await getSession(request);
  if (!session) {
    const here = localizePath("/me", lang);
    throw redirect(`${localizePath("/auth", lang)}?next=${encodeURIComponent(here)}`);
  }
  return session.user;
}

/** /me for the signed-in fan (signed out: to sign in, and back); zone labels in the page's language. */
export async function loadMe(request: Request, lang: Lang) {
  const user = await signedInUser(request, lang);
  const league = await loadMyLeague(db, user.id, new Date(), lang);
  return {
    ...league,
    upcoming: league.upcoming.map((match) => ({
      ...match,
      zone_label: zoneLabel(match.starts_at, match.tournament.time_zone, lang),
      bouts: match.bouts.map((bout) => ({
        ...bout,
        eta_zone_label: bout.eta ? zoneLabel(bout.eta, match.tournament.time_zone, lang) : "",
      })),
    })),
  };
}

/** A follow's settings form: which follow, and (for `notify`) the kinds checked — validated with the API's schema. */
const FollowTarget = z.object({ kind: z.enum(FOLLOW_KINDS), id: z.uuid() });

export type MeActionData = {
  ok: boolean;
  intent: "notify" | "unfollow" | "settings" | "test";
  kind?: string;
  id?: string;
  /** The test notification: what it went through, or `wait` when one was sent moments ago. */
  test?: TestNotificationResult | "wait";
};

export async function updateMyFollow(request: Request, lang: Lang) {
  requireSameOrigin(request);
  const user = await signedInUser(request, lang);
  const form = await request.formData().catch(() => {
    throw new Response("Bad request: expected a form", { status: 400 });
  });
  if (form.get("intent") === "test") {
    const test = await sendTestNotification(db, user.id, lang);
    return data<MeActionData>({ ok: test !== null, intent: "test", test: test ?? "wait" });
  }
  if (form.get("intent") === "settings") {
    const parsed = NotificationSettingsInput.safeParse({
      ...(form.get("spoiler_free") ? { spoiler_free: form.get("spoiler_free") } : {}),
      ...(form.get("mail_enabled") ? { mail_enabled: form.get("mail_enabled") } : {}),
      ...(form.get("mail_mode") ? { mail_mode: form.get("mail_mode") } : {}),
      ...(form.get("time_zone") ? { time_zone: form.get("time_zone") } : {}),
    });
    if (!parsed.success) return data<MeActionData>({ ok: false, intent: "settings" }, { status: 400 });
    await saveNotificationSettings(db, user.id, parsed.data);
    return data<MeActionData>({ ok: true, intent: "settings" });
  }
  const intent = form.get("intent") === "unfollow" ? "unfollow" : "notify";
  const target = FollowTarget.safeParse({ kind: form.get("kind"), id: form.get("id") });
  if (!target.success) return data<MeActionData>({ ok: false, intent }, { status: 400 });
  const { kind, id } = target.data;
  if (intent === "unfollow") {
    await deleteFollow(db, user.id, kind, id);
    return data<MeActionData>({ ok: true, intent, kind, id });
  }
  const remind = form.get("remind_minutes");
  const input = FollowInput.safeParse({ notify: form.getAll("notify"), ...(remind ? { remind_minutes: remind } : {}) });
  if (!input.success) return data<MeActionData>({ ok: false, intent, kind, id }, { status: 400 });
  const found = await putFollow(db, user.id, kind, id, input.data.notify, input.data.remind_minutes);
  return data<MeActionData>({ ok: found, intent, kind, id }, { status: found ? 200 : 404 });
}
