// The replay link maths: seconds since the broadcast start minus the 10 s lead, in YouTube's `t` or a `#t=` fragment.
import { describe, expect, it } from "vitest";
import { replaySeconds, replayUrl } from "./replay-url";

const start = new Date("2026-11-25T18:00:00.000Z");
const at = (iso: string) => new Date(iso);

describe("replayUrl", () => {
  it("seeks a YouTube watch link to the moment minus 10 s, keeping the video id and other parameters", () => {
    expect(
      replayUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&si=abc", start, at("2026-11-25T18:12:34.900Z")),
    ).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&si=abc&t=744");
  });

  it("replaces a `t` the link already had", () => {
    expect(replayUrl("https://youtube.com/watch?t=30&v=abc", start, at("2026-11-25T18:01:00Z"))).toBe(
      "https://youtube.com/watch?t=50&v=abc",
    );
  });

  it("seeks youtu.be and /live/ links the same way", () => {
    expect(replayUrl("https://youtu.be/dQw4w9WgXcQ?si=xyz", start, at("2026-11-25T19:00:10Z"))).toBe(
      "https://youtu.be/dQw4w9WgXcQ?si=xyz&t=3600",
    );
    expect(replayUrl("https://www.youtube.com/live/abcDEF", start, at("2026-11-25T18:00:25Z"))).toBe(
      "https://www.youtube.com/live/abcDEF?t=15",
    );
  });

  it("gives any other link a #t= media fragment (an old fragment replaced, the query kept)", () => {
    expect(
      replayUrl("https://example.com/replays/steppe-clash?quality=hd#chat", start, at("2026-11-25T18:02:00Z")),
    ).toBe("https://example.com/replays/steppe-clash?quality=hd#t=110");
    expect(replayUrl("/files/final.mp4", start, at("2026-11-25T18:00:40Z"))).toBe("/files/final.mp4#t=30");
  });

  it("starts at 0 within the first 10 s, and has no link before the broadcast started or without a URL or start", () => {
    expect(replayUrl("https://youtu.be/abc", start, at("2026-11-25T18:00:04Z"))).toBe("https://youtu.be/abc?t=0");
    expect(replayUrl("https://youtu.be/abc", start, at("2026-11-25T17:59:59Z"))).toBeNull();
    expect(replayUrl(null, start, at("2026-11-25T18:05:00Z"))).toBeNull();
    expect(replayUrl("https://youtu.be/abc", null, at("2026-11-25T18:05:00Z"))).toBeNull();
  });

  it("counts whole seconds", () => {
    expect(replaySeconds(start, at("2026-11-25T18:00:10.999Z"))).toBe(0);
    expect(replaySeconds(start, at("2026-11-25T18:00:11.000Z"))).toBe(1);
    expect(replaySeconds(start, at("2026-11-25T18:00:11.000Z"), 0)).toBe(11);
  });
});
