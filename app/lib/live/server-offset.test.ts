// The clock offset every live client shares: the best of the recent readings, not the last one.
import { describe, expect, it } from "vitest";
import { createServerOffset, OFFSET_SAMPLES } from "./server-offset";

describe("createServerOffset", () => {
  it("is 0 before any reading and takes the first one as it is", () => {
    const offset = createServerOffset(OFFSET_SAMPLES);
    expect(offset.ms()).toBe(0);
    expect(offset.learn(10_000, 9_700)).toBe(300);
  });

  it("keeps the largest reading: one handled 1.9 s late (a page busy rendering) does not drag the clock back", () => {
    // The rehearsal's flake: a stream reopened after a data reload read the server's time while the page re-rendered.
    const offset = createServerOffset(OFFSET_SAMPLES);
    offset.learn(1_000, 1_010);
    expect(offset.learn(5_000, 6_900)).toBe(-10);
    expect(offset.ms()).toBe(-10);
  });

  it("forgets readings older than the last 8, so a device clock set anew is followed", () => {
    const offset = createServerOffset(OFFSET_SAMPLES);
    offset.learn(60_000, 0); // the device was a minute behind
    for (let index = 1; index < OFFSET_SAMPLES; index++) expect(offset.learn(100_000 + index, 100_000)).toBe(60_000);
    expect(offset.learn(100_000, 100_000)).toBe(7);
  });

  it("ignores a reading that is not a time", () => {
    const offset = createServerOffset(OFFSET_SAMPLES);
    offset.learn(2_000, 1_000);
    expect(offset.learn(Number.NaN, 0)).toBe(1_000);
  });

  it("stands alone, so the overlay can inline it", () => {
    const inlined = new Function(`return (${createServerOffset.toString()})(3);`)() as ReturnType<
      typeof createServerOffset
    >;
    inlined.learn(500, 400);
    expect(inlined.learn(500, 450)).toBe(100);
  });
});
