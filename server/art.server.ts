// The generated art of athletes and events without a picture (app/lib/generated-art.ts): drawn from the URL alone, so
// any instance answers it without the database, and browsers and CDNs keep it for a year (the URL names its version).
import { Hono } from "hono";
import { ART_KINDS, ART_SEED, athleteArt, eventArt, type ArtKind } from "../app/lib/generated-art.ts";

export const art = new Hono();

art.get("/v1/:kind/:file", (c) => {
  const kind = c.req.param("kind") as ArtKind;
  const seed = c.req.param("file").replace(/\.svg$/, "");
  if (!ART_KINDS.includes(kind) || !c.req.param("file").endsWith(".svg") || !ART_SEED.test(seed))
    return c.text("Not found", 404);
  return c.body(kind === "athlete" ? athleteArt(seed) : eventArt(seed), 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});
