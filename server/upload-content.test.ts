// The content of an upload decides, never its name or MIME header: markup, polyglots and broken images are refused.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { containsMarkup, ImageRejected, processImage } from "./images.server.ts";

const text = (value: string) => new TextEncoder().encode(value);
const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2e86c1" } })
      .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Someone" } })
      .jpeg({ quality: 95 })
      .toBuffer(),
  );
const gif = async () =>
  new Uint8Array(
    await sharp({ create: { width: 30, height: 20, channels: 3, background: "#c0392b" } })
      .gif()
      .toBuffer(),
  );
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

async function refusal(input: Uint8Array) {
  const error = await processImage(input).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

describe("upload content", () => {
  it("refuses SVG, HTML and script whatever they are called", async () => {
    for (const body of [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "<!DOCTYPE html><html><body>hi</body></html>",
      "<script>alert(1)</script>",
      '<?xml version="1.0"?><svg/>',
    ]) {
      expect((await refusal(text(body))).message).toBe("The file is not an image.");
    }
  });

  it("refuses polyglots: a valid GIF or JPEG carrying HTML or script", async () => {
    // sharp alone would decode these happily: the trailing markup is invisible to an image decoder.
    const validGif = await gif();
    expect((await sharp(concat(validGif, text("<html><script>alert(1)</script>"))).metadata()).format).toBe("gif");
    expect((await refusal(concat(validGif, text("<html><script>alert(1)</script>")))).status).toBe(400);
    expect((await refusal(concat(text("GIF89a"), text("<script>alert(1)</script>")))).status).toBe(400);
    const validJpeg = await jpeg();
    // A JPEG comment segment (FF FE) with an <img onerror> inside, placed right after SOI.
    const payload = text('<img src=x onerror="alert(1)">');
    const comment = concat(new Uint8Array([0xff, 0xfe, 0, payload.length + 2]), payload);
    expect((await refusal(concat(validJpeg.subarray(0, 2), comment, validJpeg.subarray(2)))).status).toBe(400);
  });

  it("refuses truncated images", async () => {
    const validJpeg = await jpeg();
    expect((await refusal(validJpeg.subarray(0, Math.floor(validJpeg.length * 0.6)))).status).toBe(400);
    const png = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    );
    expect((await refusal(png.subarray(0, png.length - 20))).status).toBe(400);
    const validGif = await gif();
    expect((await refusal(validGif.subarray(0, Math.floor(validGif.length / 2)))).status).toBe(400);
  });

  it("re-encodes: new bytes, metadata stripped", async () => {
    const input = await jpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const output = await processImage(input);
    expect(Buffer.from(output.body).equals(Buffer.from(input))).toBe(false);
    const meta = await sharp(output.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(output.body).includes("secret-owner")).toBe(false);
  });

  it("finds markup anywhere in binary data, and none in ordinary images", async () => {
    expect(containsMarkup(concat(new Uint8Array([0, 255, 10]), text("<ScRiPt>")))).toBe(true);
    expect(containsMarkup(text("javascript:alert(1)"))).toBe(true);
    expect(containsMarkup(await jpeg())).toBe(false);
    expect(containsMarkup(await gif())).toBe(false);
  });
});
