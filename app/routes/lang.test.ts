// POST /lang: the target stays on this site however it is written, and a cross-origin post is refused.
import { describe, expect, it } from "vitest";
import { action } from "./lang";

const ORIGIN = `http://localhost:${process.env.PORT ?? 3000}`;

async function post(redirectTo: string, origin = ORIGIN, lang = "ru") {
  const body = new URLSearchParams({ lang, redirectTo });
  const request = new Request(`${ORIGIN}/lang`, {
    method: "POST",
    body,
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
  });
  try {
    return await action({ request } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("POST /lang", () => {
  it.each(["/\\evil.example", "/\t/evil.example", "/\\/evil.example", "//evil.example", "https://evil.example"])(
    "never redirects %j off the site",
    async (target) => {
      const response = (await post(target, ORIGIN, "en")) as Response;
      expect(response.status).toBe(302);
      const location = response.headers.get("Location")!;
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  it("keeps the page and its query", async () => {
    expect(((await post("/events?tab=past")) as Response).headers.get("Location")).toBe("/ru/events?tab=past");
  });

  it("refuses a post from another origin", async () => {
    expect(((await post("/events", "https://evil.example")) as Response).status).toBe(403);
  });
});
