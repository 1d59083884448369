// Serves files kept on disk at /files/{bucket}/{key}. They were re-encoded on upload; names never repeat.
import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { diskStorage } from "../storage.server.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

export const files = new Hono();

files.get("/:bucket/*", async (c) => {
  const bucket = c.req.param("bucket");
  let key: string;
  try {
    key = decodeURIComponent(c.req.path.slice(`/files/${bucket}/`.length));
  } catch {
    // Malformed percent-encoding (`%ZZ`, a cut or overlong UTF-8 sequence) names no file: a client error, not a 500.
    return c.text("Bad request: malformed percent-encoding", 400, { "Cache-Control": "no-store" });
  }
  const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
  if (!contentType) return c.notFound();
  let file: string;
  try {
    file = diskStorage.resolve(bucket, key);
  } catch {
    return c.notFound();
  }
  try {
    const body = await fs.readFile(file);
    return c.body(body, 200, {
      "Content-Type": contentType,
      "Content-Length": String(body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      // Link previews and other sites may show league images.
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  } catch {
    return c.notFound();
  }
});
