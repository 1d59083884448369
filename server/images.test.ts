import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  IMAGE_BUCKET,
  ImageRejected,
  imageKey,
  MAX_IMAGE_BYTES,
  processImage,
  storeUploadedImage,
} from "./images.server.ts";
import type { Storage } from "./storage.server.ts";

const image = (options: { width: number; height: number; alpha?: boolean; format: "png" | "jpeg" | "webp" }) =>
  sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: options.alpha ? 4 : 3,
      background: options.alpha ? { r: 200, g: 0, b: 0, alpha: 0.5 } : "#c0392b",
    },
  })
    .toFormat(options.format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe("uploaded images", () => {
  it("re-encodes opaque images as JPEG and transparent ones as PNG", async () => {
    const opaque = await processImage(await image({ width: 64, height: 32, format: "webp" }));
    expect(opaque).toMatchObject({ contentType: "image/jpeg", extension: "jpg", width: 64, height: 32 });
    expect((await sharp(opaque.body).metadata()).format).toBe("jpeg");
    const transparent = await processImage(await image({ width: 10, height: 10, alpha: true, format: "png" }));
    expect(transparent).toMatchObject({ contentType: "image/png", extension: "png" });
  });

  it("scales huge pictures down", async () => {
    const big = await processImage(await image({ width: 4000, height: 1000, format: "jpeg" }));
    expect(big.width).toBe(2400);
    expect(big.height).toBe(600);
  });

  it("makes a 480, 960 and 1600 px wide copy, never wider than the picture", async () => {
    const photo = await processImage(await image({ width: 2000, height: 1000, format: "jpeg" }));
    const widths = await Promise.all(
      photo.variants.map(async (variant) => (await sharp(variant.body).metadata()).width),
    );
    expect(photo.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    expect(widths).toEqual([480, 960, 1600]);
    expect((await sharp(photo.variants[0]!.body).metadata()).height).toBe(240);
    const small = await processImage(await image({ width: 600, height: 300, alpha: true, format: "png" }));
    const smallWidths = await Promise.all(
      small.variants.map(async (variant) => (await sharp(variant.body).metadata()).width),
    );
    expect(smallWidths).toEqual([480, 600, 600]);
    expect((await sharp(small.variants[0]!.body).metadata()).format).toBe("png");
  });

  it("decides by content: text named .png, SVG and empty files are refused", async () => {
    await expect(processImage(new TextEncoder().encode("<script>alert(1)</script>"))).rejects.toThrow(ImageRejected);
    await expect(
      processImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
    ).rejects.toThrow("The file is not an image.");
    await expect(processImage(new Uint8Array())).rejects.toThrow("The file is empty.");
  });

  it("says an image too large in pixels is that, not 'not an image' (8000 × 8000, a small file)", async () => {
    const huge = await image({ width: 8000, height: 8000, format: "png" });
    expect(huge.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
    const error = await processImage(huge).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageRejected);
    expect([(error as ImageRejected).status, (error as ImageRejected).message]).toEqual([
      400,
      "The image is too large in pixels: at most 50 megapixels (such as 7000 × 7000).",
    ]);
  });

  it("refuses more than 5 MB with 413", async () => {
    const error = await processImage(new Uint8Array(MAX_IMAGE_BYTES + 1)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageRejected);
    expect((error as ImageRejected).status).toBe(413);
  });

  it("stores at {userId}/{timestamp}.{extension} in the tournament-images bucket", async () => {
    const puts: string[] = [];
    const storage: Storage = {
      kind: "disk",
      publicUrl: (bucket, key) => `/files/${bucket}/${key}`,
      put: async (bucket, key) => {
        puts.push(`${bucket}/${key}`);
        return { bucket, key, url: `/files/${bucket}/${key}` };
      },
      delete: async () => {},
      check: async () => {},
    };
    const stored = await storeUploadedImage(
      storage,
      "user-1",
      await image({ width: 8, height: 8, format: "png" }),
      1700000000000,
    );
    expect(puts).toEqual([
      `${IMAGE_BUCKET}/user-1/1700000000000-480w.jpg`,
      `${IMAGE_BUCKET}/user-1/1700000000000-960w.jpg`,
      `${IMAGE_BUCKET}/user-1/1700000000000-1600w.jpg`,
      // The main image last: its address is only handed out once every copy exists.
      `${IMAGE_BUCKET}/user-1/1700000000000.jpg`,
    ]);
    expect(stored.url).toBe("/files/tournament-images/user-1/1700000000000.jpg");
    expect(imageKey("u", "png", 5)).toBe("u/5.png");
  });
});
