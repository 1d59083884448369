import { describe, expect, it } from "vitest";
import { resumePoint, sseFrame, sseRetry } from "./sse-frames.ts";

describe("SSE framing", () => {
  it("writes the event, the id and one line of JSON, ended by a blank line", () => {
    expect(sseFrame({ id: 42, event: "bout", data: { bout_id: "b", note: "two\nlines" } })).toBe(
      'event: bout\nid: 42\ndata: {"bout_id":"b","note":"two\\nlines"}\n\n',
    );
    expect(sseFrame({ data: { a: 1 } })).toBe('data: {"a":1}\n\n');
    expect(sseRetry(2000)).toBe("retry: 2000\n\n");
  });

  it("resumes from Last-Event-ID first, then the query parameter; ignores anything but an integer", () => {
    expect(resumePoint("17", "3")).toBe(17);
    expect(resumePoint(null, "3")).toBe(3);
    expect(resumePoint(" 0 ", null)).toBe(0);
    expect(resumePoint("abc", "-1")).toBeNull();
    expect(resumePoint("1e3", undefined)).toBeNull();
    expect(resumePoint("9".repeat(16), "5")).toBe(5);
    expect(resumePoint(undefined, undefined)).toBeNull();
  });
});
