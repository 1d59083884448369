// The broadcast kit's API: a bout's scoring timeline with links into the video, and "Sync broadcast" (the console's
// button) stamping the moment the tournament's broadcast started.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { isId } from "../../app/lib/ids.ts";
import { db } from "../db/database.server.ts";
import { tournaments } from "../db/schema.ts";
import { readBoutTimeline } from "../broadcast/bout-timeline.server.ts";
import { recordAudit } from "../league/audit.server.ts";
import { lockInOrder, writeTransaction } from "../league/entities/audited-writes.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, operation } from "./operation.server.ts";
import { ErrorBody } from "./schemas.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

const TimelineEvent = z.object({
  id: z.int().meta({ description: "The event's id (as on the live stream)." }),
  at: z.iso
    .datetime({ offset: true })
    .meta({ description: "When it happened; a correction carries the moment of the event it corrects." }),
  round: z.int(),
  clock_seconds: z.int().meta({ description: "Seconds into the round." }),
  kind: z
    .string()
    .meta({ description: "takedown, guard_pass, …, stalling, …, control_start, control_end, clock, finish." }),
  athlete_id: z.uuid().nullable(),
  points: z.int().meta({ description: "Points under the rules (negative for penalties)." }),
  replay_url: z.string().optional().meta({
    description:
      "The broadcast at this moment minus 10 s (YouTube `t=`, otherwise `#t=`); only when the tournament has `broadcast_url` and `broadcast_started_at`, and the moment is after the start.",
  }),
});

export const BoutTimelineSchema = z.object({ bout_id: z.uuid(), events: z.array(TimelineEvent) });

export const broadcastOperations = [
  operation({
    operationId: "getBoutTimeline",
    method: "get",
    path: "/bouts/{id}/timeline",
    tag: "Live",
    summary: "A bout's scoring timeline with video links",
    description:
      "The effective events in the bout's order (round, clock): corrections applied, undone events and undo entries left out.",
    access: "public",
    responses: {
      200: { description: "The timeline.", schema: BoutTimelineSchema },
      404: { description: "No bout with this id.", schema: ErrorBody },
    },
    async handler({ c, params }) {
      const timeline = isId(params.id) ? await readBoutTimeline(db, params.id) : null;
      return timeline ? c.json(timeline, 200, NO_STORE) : apiError(c, 404, "Not found");
    },
  }),
  operation({
    operationId: "syncBroadcast",
    method: "post",
    path: "/tournaments/{id}/broadcast-sync",
    tag: "Live scoring",
    summary: "Sync broadcast: the broadcast starts now",
    description:
      "Stamps `broadcast_started_at` with the server's time (press it when the stream goes on air); replay links seek from it.",
    access: "scorekeeper",
    responses: {
      200: {
        description: "The stamp.",
        schema: z.object({ id: z.uuid(), broadcast_started_at: z.iso.datetime({ offset: true }) }),
      },
      404: { description: "No tournament with this id.", schema: ErrorBody },
    },
    async handler({ c, params, user }) {
      if (!isId(params.id)) return apiError(c, 404, "Not found");
      const now = new Date();
      const row = await writeTransaction(db, async (tx) => {
        await lockInOrder(tx, { tournamentRows: [params.id] });
        const [before] = await tx
          .select({ title: tournaments.title, started: tournaments.broadcast_started_at })
          .from(tournaments)
          .where(eq(tournaments.id, params.id));
        if (!before) return null;
        await tx
          .update(tournaments)
          .set({ broadcast_started_at: now, updated_at: now })
          .where(eq(tournaments.id, params.id));
        await recordAudit(tx, actorOf(user), {
          action: "update",
          entity: "tournament",
          entityId: params.id,
          summary: before.title,
          changes: { broadcast_started_at: { from: before.started?.toISOString() ?? null, to: now.toISOString() } },
        });
        return before;
      });
      return row
        ? c.json({ id: params.id, broadcast_started_at: now.toISOString() }, 200, NO_STORE)
        : apiError(c, 404, "Not found");
    },
  }),
];
