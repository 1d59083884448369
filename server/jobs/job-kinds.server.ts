// Every kind of background job the worker runs: one line each (the kind's module defines it with `defineJob`).
import { digestJob } from "../fans/digest.server.ts";
import { FAN_JOBS } from "../fans/outbox.server.ts";
import { remindersJob } from "../fans/up-next.server.ts";
import { ratingsKeysJob, ratingsReplayJob } from "../league/results/ratings-job.server.ts";
import { lineupRevealJob } from "../league/season/lineups.server.ts";
import { WEBHOOK_JOBS } from "../webhooks/webhook-delivery.server.ts";
import type { DefinedJob } from "./job-queue.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list holds jobs of every payload type
export const JOB_KINDS: readonly DefinedJob<any>[] = [
  ratingsReplayJob,
  ratingsKeysJob,
  lineupRevealJob,
  ...FAN_JOBS,
  remindersJob,
  digestJob,
  ...WEBHOOK_JOBS,
];
