// One-click unsubscribe (RFC 8058) in /api/v1: the URL of every notification mail's `List-Unsubscribe` header. A POST
// (as mail apps send it, without a session) turns that notification kind off on every follow of the token's user.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { NOTIFY_KINDS } from "../../app/lib/fans.ts";
import { db } from "../db/database.server.ts";
import { apiError } from "../api/errors.server.ts";
import { operation } from "../api/operation.server.ts";
import { ErrorBody } from "../api/schemas.server.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.server.ts";

const Unsubscribed = z.object({ kind: z.enum([...NOTIFY_KINDS, "mail"]), unsubscribed: z.literal(true) });

export const notificationOperations = [
  operation({
    operationId: "unsubscribeNotifications",
    method: "post",
    path: "/notifications/unsubscribe",
    tag: "Me",
    summary: "One-click unsubscribe (RFC 8058): turn one notification kind off, without signing in",
    description:
      "The URL is in each notification mail's `List-Unsubscribe` header (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`); its signed token names the user and the kind — or `mail` (the daily digest's header): notification mails off.",
    access: "public",
    query: z.object({ token: z.string().min(1).max(300) }),
    responses: {
      200: {
        description: "That kind is off on every follow (`mail`: notification mails are off).",
        schema: Unsubscribed,
      },
      404: { description: "The token is not one this site signed.", schema: ErrorBody },
    },
    async handler({ c, query }) {
      const target = readUnsubscribeToken(query.token);
      if (!target) return apiError(c, 404, "Not found");
      if (target.kind === "mail")
        await db.execute(sql`update fan_profiles set mail_enabled = false where user_id = ${target.userId}`);
      else
        await db.execute(
          sql`update follows set notify = notify - ${target.kind}::text, updated_at = now() where user_id = ${target.userId}`,
        );
      return c.json({ kind: target.kind, unsubscribed: true as const }, 200, { "Cache-Control": "no-store" });
    },
  }),
];
