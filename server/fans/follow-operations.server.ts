// A signed-in user's follows in /api/v1 (session cookie or bearer token; 401 signed out): follow or change what a
// follow notifies, unfollow, list them, and download everything the site keeps about the user. docs/fans.md.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { FOLLOW_KINDS, FollowInput, NOTIFY_KINDS, type FollowKind } from "../../app/lib/fans.ts";
import { db } from "../db/database.server.ts";
import { fanProfiles, notifications, pushSubscriptions, user as users } from "../db/schema.ts";
import { apiError } from "../api/errors.server.ts";
import { operation } from "../api/operation.server.ts";
import { ErrorBody } from "../api/schemas.server.ts";
import { publicUrl } from "../env.server.ts";
import { callerLang } from "../api/errors.server.ts";
import { calendarToken, calendarUrl, rotateCalendarToken } from "./calendar.server.ts";
import { deleteFollow, listFollows, putFollow } from "./follows.server.ts";

const Follow = z.object({
  kind: z.enum(FOLLOW_KINDS),
  id: z.uuid(),
  name: z.string().meta({ description: "The athlete's full name, the team's name or the tournament's title." }),
  notify: z.array(z.enum(NOTIFY_KINDS)).meta({ description: "The notification kinds this follow sends." }),
});
const FollowList = z.object({ items: z.array(Follow) });
const PRIVATE = { "Cache-Control": "private, no-store" };
const kindParam = { kind: FOLLOW_KINDS };
const notFound = { 404: { description: "No athlete, team or tournament with this id.", schema: ErrorBody } };

const CalendarLink = z.object({
  url: z.url().meta({
    description:
      "The private .ics feed of everything followed (in the caller's language, from Accept-Language); anyone with it can read it.",
  }),
});
const origin = () => new URL(publicUrl).origin;

const publicFollow = ({ kind, id, name, notify }: z.infer<typeof Follow>) => ({ kind, id, name, notify });

export const followOperations = [
  operation({
    operationId: "putFollow",
    method: "put",
    path: "/me/follows/{kind}/{id}",
    tag: "Me",
    summary: "Follow an athlete, team or tournament (or change which notifications the follow sends)",
    description:
      "`notify` lists the notification kinds wanted: `lineup`, `up_next`, `result`, `schedule`; omitted, all of them. Idempotent.",
    access: "user",
    enumParams: kindParam,
    body: FollowInput,
    responses: { 200: { description: "Followed.", schema: Follow }, ...notFound },
    async handler({ c, user, params, body }) {
      const kind = params.kind as FollowKind;
      if (!(await putFollow(db, user!.id, kind, params.id, body.notify, body.remind_minutes)))
        return apiError(c, 404, "Not found");
      const item = (await listFollows(db, user!.id)).find((follow) => follow.kind === kind && follow.id === params.id);
      return c.json(publicFollow(item!), 200, PRIVATE);
    },
  }),
  operation({
    operationId: "deleteFollow",
    method: "delete",
    path: "/me/follows/{kind}/{id}",
    tag: "Me",
    summary: "Unfollow",
    description: "Answers 204 whether or not the thing was followed.",
    access: "user",
    enumParams: kindParam,
    responses: { 204: { description: "Not followed (any more)." } },
    async handler({ c, user, params }) {
      await deleteFollow(db, user!.id, params.kind as FollowKind, params.id);
      return c.body(null, 204, PRIVATE);
    },
  }),
  operation({
    operationId: "listFollows",
    method: "get",
    path: "/me/follows",
    tag: "Me",
    summary: "Everything the signed-in user follows, newest first",
    access: "user",
    responses: { 200: { description: "The follows.", schema: FollowList } },
    async handler({ c, user }) {
      const items = (await listFollows(db, user!.id)).map(publicFollow);
      return c.json({ items }, 200, PRIVATE);
    },
  }),
  operation({
    operationId: "exportMyData",
    method: "get",
    path: "/me/data",
    tag: "Me",
    summary: "Download everything the site keeps about the signed-in user, as JSON",
    access: "user",
    responses: { 200: { description: "The user's data (a file download)." } },
    async handler({ c, user }) {
      const [account] = await db
        .select({ id: users.id, email: users.email, name: users.name, created_at: users.createdAt })
        .from(users)
        .where(eq(users.id, user!.id));
      const data = {
        exported_at: new Date().toISOString(),
        user: account ? { ...account, created_at: account.created_at.toISOString() } : null,
        follows: (await listFollows(db, user!.id)).map(publicFollow),
        profile:
          (
            await db
              .select({
                lang: fanProfiles.lang,
                spoiler_free: fanProfiles.spoiler_free,
                mail_enabled: fanProfiles.mail_enabled,
                last_visit_at: fanProfiles.last_visit_at,
              })
              .from(fanProfiles)
              .where(eq(fanProfiles.user_id, user!.id))
          )[0] ?? null,
        push_subscriptions: await db
          .select({
            endpoint: pushSubscriptions.endpoint,
            created_at: pushSubscriptions.created_at,
            seen_at: pushSubscriptions.seen_at,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.user_id, user!.id)),
        notifications: await db
          .select({
            kind: notifications.kind,
            channel: notifications.channel,
            object_type: notifications.object_type,
            object_id: notifications.object_id,
            state: notifications.state,
            created_at: notifications.created_at,
            sent_at: notifications.sent_at,
          })
          .from(notifications)
          .where(eq(notifications.user_id, user!.id))
          .orderBy(desc(notifications.id))
          .limit(1000),
      };
      return c.json(data, 200, {
        ...PRIVATE,
        "Content-Disposition": 'attachment; filename="my-league-data.json"',
      });
    },
  }),
  operation({
    operationId: "getMyCalendar",
    method: "get",
    path: "/me/calendar",
    tag: "Me",
    summary: "The signed-in user's personal calendar URL (made on first use)",
    access: "user",
    responses: { 200: { description: "The feed's URL.", schema: CalendarLink } },
    async handler({ c, user }) {
      const token = await calendarToken(db, user!.id);
      return c.json({ url: calendarUrl(origin(), token, callerLang(c)) }, 200, PRIVATE);
    },
  }),
  operation({
    operationId: "rotateMyCalendar",
    method: "post",
    path: "/me/calendar/rotate",
    tag: "Me",
    summary: "A new personal calendar URL; the old one answers 404 from now on",
    access: "user",
    responses: { 200: { description: "The new feed's URL.", schema: CalendarLink } },
    async handler({ c, user }) {
      const token = await rotateCalendarToken(db, user!.id);
      return c.json({ url: calendarUrl(origin(), token, callerLang(c)) }, 200, PRIVATE);
    },
  }),
];
