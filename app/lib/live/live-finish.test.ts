// Property: every state a bout can reach through legal console actions can be finished, and the finish is a result
// the results model accepts (the same schema as the Results tab and the API). Penalties take totals below zero.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BoutInputSchema } from "../schemas/bout";
import { athleteActionReason, FINISH_METHODS, finishReason } from "./live-actions";
import { applyClockAction, CLOCK_ACTIONS, type ClockColumns } from "./live-clock";
import { finishResult } from "./live-finish";
import { buildLiveState, replay, type LiveBout, type LoggedEvent } from "./live-reducer";
import { ATHLETE_EVENT_KINDS, CONTROL_POSITIONS } from "./scoring-rules";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const MATCH = "00000000-0000-4000-8000-0000000000ff";
const IDS: [string, string] = [A, B];
const t0 = Date.parse("2026-11-25T18:00:00Z");

type Command =
  | { type: "wait"; ms: number }
  | { type: "clock"; action: (typeof CLOCK_ACTIONS)[number] }
  | {
      type: "athlete";
      side: 0 | 1;
      kind: (typeof ATHLETE_EVENT_KINDS)[number];
      position: (typeof CONTROL_POSITIONS)[number];
      earlierRound: boolean;
    }
  | { type: "undo"; pick: number };

const ACTION_KINDS = ATHLETE_EVENT_KINDS.filter((kind) => kind !== "submission");
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 120_000 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant("clock" as const), action: fc.constantFrom(...CLOCK_ACTIONS) }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant("athlete" as const),
      side: fc.constantFrom(0 as const, 1 as const),
      kind: fc.constantFrom(...ACTION_KINDS),
      position: fc.constantFrom(...CONTROL_POSITIONS),
      earlierRound: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("undo" as const), pick: fc.nat() }) },
);

/** Plays the commands as a console would, keeping only what the rules allow; the bout is started first. */
function play(commands: Command[], factor: number) {
  let clock: ClockColumns = { clock_round: 1, clock_running: false, clock_started_at: null, clock_elapsed_ms: 0 };
  let status: LiveBout["status"] = "scheduled";
  let now = t0;
  const events: LoggedEvent[] = [];
  let id = 1;
  const bout = (): LiveBout => ({
    id: "bout",
    team_match_id: MATCH,
    status,
    athlete_a_id: A,
    athlete_b_id: B,
    clock,
    clock_factor: factor,
  });
  const state = () => buildLiveState(bout(), events, new Date(now));
  for (const step of [{ type: "clock", action: "start" } as Command, ...commands]) {
    if (step.type === "wait") now += step.ms;
    else if (step.type === "clock") {
      const roundsOver = replay(IDS, events, { round: clock.clock_round, clock_seconds: 0 }).rounds_over;
      const at = state().clock_seconds;
      const next = applyClockAction(clock, step.action, new Date(now), roundsOver, factor);
      if ("reason" in next) continue;
      events.push({
        id: id++,
        kind: "clock",
        athlete_id: null,
        round: clock.clock_round,
        clock_seconds: at,
        details: { action: step.action },
        undone: false,
      });
      clock = next;
      status = "live";
    } else if (step.type === "athlete") {
      const current = state();
      // A late tap from a queue belongs to an earlier round, at its last second.
      const moment =
        step.earlierRound && current.round > 1
          ? { round: current.round - 1, clock_seconds: 300 }
          : { round: current.round, clock_seconds: current.clock_seconds };
      const action = { athlete_id: IDS[step.side], kind: step.kind, ...moment };
      if (athleteActionReason(current, action) !== null) continue;
      events.push({
        id: id++,
        kind: step.kind,
        athlete_id: action.athlete_id,
        ...moment,
        details: step.kind === "control_start" ? { position: step.position } : null,
        undone: false,
      });
    } else {
      const undoable = events.filter((event) => event.athlete_id && !event.undone);
      const target = undoable[step.pick % Math.max(1, undoable.length)];
      if (target) target.undone = true;
    }
  }
  return { events, state: state() };
}

/** Every finish the rules allow now, as the result the results model would get. */
function allowedFinishes(events: LoggedEvent[], state: ReturnType<typeof buildLiveState>) {
  return FINISH_METHODS.flatMap((method) => IDS.map((winner_id) => ({ method, winner_id })))
    .filter((finish) => finishReason(state, finish) === null)
    .map((finish) => finishResult(IDS, events, state, { ...finish, technique: "Armbar" }));
}

const asBout = (result: ReturnType<typeof finishResult>) =>
  BoutInputSchema.safeParse({
    team_match_id: MATCH,
    athlete_a_id: A,
    athlete_b_id: B,
    weight_class: "lightweight",
    status: "completed",
    ...result,
  });

describe("finishing a bout from any state the rules can reach", () => {
  it("a stalling call on the away athlete before anyone scores, then a submission: score_b −1 is a valid result", () => {
    const { events, state } = play(
      [
        { type: "wait", ms: 5_000 },
        { type: "athlete", side: 1, kind: "stalling", position: "mount", earlierRound: false },
      ],
      1,
    );
    expect(state.athletes[1].score).toBe(-1);
    const result = finishResult(IDS, events, state, { method: "submission", winner_id: A, technique: "Armbar" });
    expect(result).toMatchObject({ score_a: 0, score_b: -1, method: "submission", round: 1, time_seconds: 5 });
    expect(asBout(result).success).toBe(true);
  });

  it("every reachable state has a finish the rules allow, and every allowed finish is accepted by the result schema", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 120 }), fc.constantFrom(1, 20), (commands, factor) => {
        const { events, state } = play(commands, factor);
        const finishes = allowedFinishes(events, state);
        expect(finishes.length).toBeGreaterThan(0);
        for (const result of finishes) {
          const parsed = asBout(result);
          expect(parsed.error?.issues ?? []).toEqual([]);
          expect(result.score_a).toBe(state.athletes[0].round_scores.reduce((sum, points) => sum + points, 0));
          expect(result.score_b).toBe(state.athletes[1].round_scores.reduce((sum, points) => sum + points, 0));
        }
      }),
      { numRuns: 400 },
    );
  });

  it("the random bouts reach negative totals (the property is not vacuous)", () => {
    let negative = 0;
    fc.assert(
      fc.property(fc.array(command, { maxLength: 120 }), (commands) => {
        const { state } = play(commands, 1);
        if (state.athletes.some((athlete) => athlete.round_scores.reduce((sum, points) => sum + points, 0) < 0))
          negative += 1;
      }),
      { numRuns: 400 },
    );
    expect(negative).toBeGreaterThan(10);
  });
});
