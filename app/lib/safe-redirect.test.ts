// Redirect targets that a browser would resolve to another site fall back to the home page.
import { describe, expect, it } from "vitest";
import { sameSitePath } from "./safe-redirect";

describe("sameSitePath", () => {
  it.each([
    "/\\evil.example",
    "/\t/evil.example",
    "/\\/evil.example",
    "//evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    "/.//evil.example",
    "javascript:alert(1)",
    "",
    "evil.example",
  ])("keeps %j on this site", (target) => {
    const path = sameSitePath(target);
    expect(new URL(path, "https://league.example").origin).toBe("https://league.example");
    expect(path.startsWith("//")).toBe(false);
  });

  it("keeps a local path with its query and hash", () => {
    expect(sameSitePath("/events?tab=past#list")).toBe("/events?tab=past#list");
    expect(sameSitePath("/athletes/compare?a=1&b=2")).toBe("/athletes/compare?a=1&b=2");
  });

  it("falls back for what is not a string", () => {
    expect(sameSitePath(null, "/ru")).toBe("/ru");
  });
});
