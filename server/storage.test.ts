import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { assertSafeKey, createDiskStorage, createS3Storage } from "./storage.server.ts";

describe("disk storage", () => {
  it("writes under its folder, serves a site path, never overwrites, deletes", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "storage-"));
    const storage = createDiskStorage(root, "");
    const stored = await storage.put("tournament-images", "user-1/1.jpg", new Uint8Array([1, 2, 3]), "image/jpeg");
    expect(stored.url).toBe("/files/tournament-images/user-1/1.jpg");
    expect([...(await fs.readFile(path.join(root, "tournament-images", "user-1", "1.jpg")))]).toEqual([1, 2, 3]);
    await expect(storage.put("tournament-images", "user-1/1.jpg", new Uint8Array([9]), "image/jpeg")).rejects.toThrow();
    await storage.delete("tournament-images", "user-1/1.jpg");
    await expect(fs.stat(storage.resolve("tournament-images", "user-1/1.jpg"))).rejects.toThrow();
    await fs.rm(root, { recursive: true });
  });

  it("refuses keys that could leave the folder", () => {
    const accepted = ["../x.jpg", "a/../../x.jpg", "/etc/passwd", "a//b.jpg", ".hidden", "a\\b.jpg"].filter((key) => {
      try {
        assertSafeKey("tournament-images", key);
        return true;
      } catch {
        return false;
      }
    });
    expect(accepted).toEqual([]);
    expect(() => assertSafeKey("..", "a.jpg")).toThrow();
    expect(() => assertSafeKey("tournament-images", "3f2c/1700000000000.jpg")).not.toThrow();
  });
});

describe("S3 storage", () => {
  it("puts objects under the bucket prefix with an immutable cache header and a public URL", async () => {
    const sent: unknown[] = [];
    const storage = createS3Storage(
      {
        bucket: "league",
        endpoint: "https://s3.example.com",
        region: "auto",
        accessKeyId: "id",
        secretAccessKey: "secret",
        publicUrl: "https://cdn.example.com/",
        forcePathStyle: true,
      },
      { send: async (command: unknown) => void sent.push(command) } as never,
    );
    const stored = await storage.put("tournament-images", "u/1.jpg", new Uint8Array([1]), "image/jpeg");
    expect(stored.url).toBe("https://cdn.example.com/tournament-images/u/1.jpg");
    const put = sent[0] as PutObjectCommand;
    expect(put).toBeInstanceOf(PutObjectCommand);
    expect(put.input).toMatchObject({
      Bucket: "league",
      Key: "tournament-images/u/1.jpg",
      ContentType: "image/jpeg",
      CacheControl: "public, max-age=31536000, immutable",
    });
    await storage.delete("tournament-images", "u/1.jpg");
    expect(sent[1]).toBeInstanceOf(DeleteObjectCommand);
  });

  it("without a public URL, links to the endpoint path-style", () => {
    const storage = createS3Storage(
      {
        bucket: "league",
        endpoint: "http://minio:9000",
        region: "us-east-1",
        accessKeyId: "a",
        secretAccessKey: "b",
        forcePathStyle: true,
      },
      { send: async () => {} } as never,
    );
    expect(storage.publicUrl("tournament-images", "u/1.jpg")).toBe(
      "http://minio:9000/league/tournament-images/u/1.jpg",
    );
  });
});
