import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { news, sponsors } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { getNews, listNews } from "./news-queries.server.ts";
import { listSponsors } from "./sponsors-queries.server.ts";

describe.each(TEST_ENGINES)("news and sponsor reads on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await handle.db.insert(news).values([
      { title: "Old", content: "a", published_at: new Date("2026-01-01T00:00:00Z") },
      {
        title: "Newest",
        content: "b",
        image_url: "/images/demo/news-1.webp",
        published_at: new Date("2026-11-20T00:00:00Z"),
      },
      { title: "Middle", content: "c", published_at: new Date("2026-06-01T00:00:00Z") },
      { title: "Older", content: "d", published_at: new Date("2025-06-01T00:00:00Z") },
    ]);
    await handle.db.insert(sponsors).values([
      { name: "Third", display_order: 3 },
      { name: "First", display_order: 1 },
      { name: "Second B", display_order: 2 },
      { name: "Second A", display_order: 2 },
    ]);
  });
  afterAll(() => handle.close());

  it("lists news newest first, limited and paged", async () => {
    expect((await listNews(handle.db, { limit: 3 })).map((n) => n.title)).toEqual(["Newest", "Middle", "Old"]);
    expect((await listNews(handle.db, { limit: 3, offset: 3 })).map((n) => n.title)).toEqual(["Older"]);
    const [first] = await listNews(handle.db, { limit: 1 });
    expect(first).toMatchObject({ title: "Newest", content: "b", image_url: "/images/demo/news-1.webp" });
    expect(first!.published_at).toBeInstanceOf(Date);
  });

  it("gets one item by id, null for unknown or malformed ids", async () => {
    const [first] = await listNews(handle.db, { limit: 1 });
    expect((await getNews(handle.db, first!.id))?.title).toBe("Newest");
    expect(await getNews(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getNews(handle.db, "nope")).toBeNull();
  });

  it("lists sponsors by display_order, ties by name", async () => {
    expect((await listSponsors(handle.db)).map((s) => s.name)).toEqual(["First", "Second A", "Second B", "Third"]);
  });
});
