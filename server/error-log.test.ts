// One cause, one log line per window: a flood of identical errors writes its stack once and counts the rest.
import { describe, expect, it } from "vitest";
import { createErrorLog } from "./error-log.server.ts";

function failAt(message: string) {
  return new Error(message);
}

describe("the error log", () => {
  it("writes the same error once per window and reports how often it repeated", () => {
    const lines: Record<string, unknown>[] = [];
    let clock = 0;
    const log = createErrorLog({ error: (fields) => lines.push(fields) }, 60_000, () => clock);
    for (let i = 0; i < 200; i++)
      log(
        failAt('invalid byte sequence for encoding "UTF8": 0x00'),
        { path: "/api/v1/athletes" },
        "api: unexpected error",
      );
    expect(lines).toHaveLength(1);
    clock = 61_000;
    log(
      failAt('invalid byte sequence for encoding "UTF8": 0x00'),
      { path: "/api/v1/athletes" },
      "api: unexpected error",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ repeatsSinceLastLogged: 199 });
  });

  it("writes each different cause", () => {
    const lines: unknown[] = [];
    const log = createErrorLog({ error: (fields) => lines.push(fields) });
    log(new Error("one"), {}, "x");
    log(new TypeError("one"), {}, "x");
    log(new Error("two"), {}, "x");
    log("a string", {}, "x");
    expect(lines).toHaveLength(4);
  });
});
