// Readiness probes of the storage back-ends (/readyz calls them).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { HeadBucketCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { createDiskStorage, createS3Storage } from "./storage.server.ts";

describe("storage check", () => {
  it("disk: passes when the folder is writable, leaves nothing behind, fails when it cannot be a folder", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "storage-check-"));
    await createDiskStorage(path.join(root, "files"), "").check();
    expect(await fs.readdir(path.join(root, "files"))).toEqual([]);
    await fs.writeFile(path.join(root, "not-a-folder"), "x");
    await expect(createDiskStorage(path.join(root, "not-a-folder"), "").check()).rejects.toThrow();
    await fs.rm(root, { recursive: true });
  });

  it("S3: asks HeadBucket of the configured bucket and fails when it fails", async () => {
    const sent: unknown[] = [];
    const options = {
      bucket: "league",
      endpoint: "http://127.0.0.1:9",
      region: "auto",
      accessKeyId: "a",
      secretAccessKey: "b",
      forcePathStyle: true,
    };
    await createS3Storage(options, { send: async (command: unknown) => void sent.push(command) } as never).check();
    expect(sent[0]).toBeInstanceOf(HeadBucketCommand);
    expect((sent[0] as HeadBucketCommand).input).toEqual({ Bucket: "league" });
    const failing = createS3Storage(options, { send: async () => Promise.reject(new Error("NotFound")) } as never);
    await expect(failing.check()).rejects.toThrow("NotFound");
  });
});
