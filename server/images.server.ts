// Uploaded images: decided by their content, decoded and re-encoded, so no uploaded byte is ever served as-is.
import sharp, { type Sharp } from "sharp";
import { RESPONSIVE_WIDTHS, variantKey } from "../app/lib/responsive-images.ts";
import { MAX_IMAGE_BYTES, UPLOAD_ERRORS } from "../app/lib/upload-errors.ts";
import type { Storage, StoredFile } from "./storage.server.ts";

export const IMAGE_BUCKET = "tournament-images";
export { MAX_IMAGE_BYTES };
/** Longest side after re-encoding; larger pictures are scaled down. */
export const MAX_IMAGE_SIDE = 2400;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
// Guards against decompression bombs: a small file that decodes to a gigantic bitmap.
const MAX_INPUT_PIXELS = 50_000_000;

export class ImageRejected extends Error {
  readonly status: 400 | 413;
  constructor(message: string, status: 400 | 413) {
    super(message);
    this.status = status;
  }
}

export interface ProcessedImage {
  body: Uint8Array;
  contentType: string;
  extension: string;
  width: number;
  height: number;
  /** Narrower copies for `srcset`, one per RESPONSIVE_WIDTHS entry (never wider than the image itself). */
  variants: { width: number; body: Uint8Array }[];
}

/** Throws `ImageRejected` unless the bytes are a real raster image of an accepted format within the size limit. */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength === 0) throw new ImageRejected(UPLOAD_ERRORS.empty, 400);
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected(UPLOAD_ERRORS.tooLarge, 413);
  if (containsMarkup(input)) throw new ImageRejected(UPLOAD_ERRORS.notImage, 400);
  let format: string | undefined;
  let hasAlpha = false;
  let pixels = 0;
  try {
    // The header only (nothing is decoded here), so its dimensions are read whatever they are: a picture too large
    // in pixels is told so, not called "not an image".
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    ({ format, hasAlpha } = metadata);
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new ImageRejected(UPLOAD_ERRORS.notImage, 400);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejected(UPLOAD_ERRORS.notImage, 400);
  if (pixels > MAX_INPUT_PIXELS) throw new ImageRejected(UPLOAD_ERRORS.tooManyPixels, 400);
  try {
    // Transparent images stay PNG; everything else becomes JPEG, which every browser and link preview shows.
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    const encode = (image: Sharp) =>
      hasAlpha
        ? image.png({ compressionLevel: 9 })
        : image.flatten({ background: "#000" }).jpeg({ quality: 84, mozjpeg: true });
    const encoded = await encode(pipeline).toBuffer({ resolveWithObject: true });
    // Every width is written even for a small picture, so a page can name the copies without asking which exist.
    const variants = await Promise.all(
      RESPONSIVE_WIDTHS.map(async (width) => ({
        width,
        body: new Uint8Array(await encode(sharp(encoded.data).resize({ width, withoutEnlargement: true })).toBuffer()),
      })),
    );
    return {
      body: new Uint8Array(encoded.data),
      contentType: hasAlpha ? "image/png" : "image/jpeg",
      extension: hasAlpha ? "png" : "jpg",
      width: encoded.info.width,
      height: encoded.info.height,
      variants,
    };
  } catch {
    throw new ImageRejected(UPLOAD_ERRORS.unreadable, 400);
  }
}

// Markup that a browser or an old sniffer could run if the bytes were ever served as they came: a
// polyglot (a valid GIF or JPEG with HTML, SVG or script after it or in a comment) is refused outright.
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?php)\b|javascript:|\bon(?:error|load)\s*=/i;

export function containsMarkup(input: Uint8Array): boolean {
  // latin1 maps every byte to one character, so binary data cannot hide a tag behind a decoding error.
  return MARKUP.test(Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString("latin1"));
}

/** `{userId}/{timestamp}.{extension}`: the server chooses every part, never the client. */
export function imageKey(userId: string, extension: string, now = Date.now()) {
  return `${userId}/${now}.${extension}`;
}

/** Stores the re-encoded image and its narrower copies (`{key}-{width}w.{extension}`, see responsive-images.ts). */
export async function storeUploadedImage(
  storage: Storage,
  userId: string,
  input: Uint8Array,
  now = Date.now(),
): Promise<StoredFile & ProcessedImage> {
  const image = await processImage(input);
  const key = imageKey(userId, image.extension, now);
  // The copies first: once the main image's address is handed out, every `srcset` entry exists.
  await Promise.all(
    image.variants.map((variant) =>
      storage.put(IMAGE_BUCKET, variantKey(key, variant.width), variant.body, image.contentType),
    ),
  );
  const stored = await storage.put(IMAGE_BUCKET, key, image.body, image.contentType);
  return { ...stored, ...image };
}
