import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NewsInputSchema } from "../../app/lib/schemas/news.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { createNews, deleteNews, updateNews } from "./entities/news-entity.server.ts";

describe.each(TEST_ENGINES)("news writes on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("creates with a publication time, edits without changing it, deletes once", async () => {
    const created = await createNews(
      handle.db,
      NewsInputSchema.parse({ title: "Finals", content: "Tickets on sale.", image_url: "" }),
    );
    expect(created.image_url).toBeNull();
    expect(created.published_at).toBeInstanceOf(Date);
    const updated = await updateNews(
      handle.db,
      created.id,
      NewsInputSchema.parse({
        title: "Finals sold out",
        content: "No tickets left.",
        image_url: "https://cdn.example/finals.jpg",
      }),
    );
    expect(updated).toMatchObject({ title: "Finals sold out", image_url: "https://cdn.example/finals.jpg" });
    expect(updated!.published_at.getTime()).toBe(created.published_at.getTime());
    expect(
      await updateNews(handle.db, crypto.randomUUID(), NewsInputSchema.parse({ title: "x", content: "y" })),
    ).toBeNull();
    expect(await deleteNews(handle.db, created.id)).toBe(true);
    expect(await deleteNews(handle.db, created.id)).toBe(false);
  });
});
