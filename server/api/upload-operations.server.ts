import { db } from "../db/database.server.ts";
import { settings } from "../env.server.ts";
import { UPLOAD_ERRORS } from "../../app/lib/upload-errors.ts";
import { ImageRejected, MAX_IMAGE_BYTES, storeUploadedImage } from "../images.server.ts";
import { hitRateLimit, parseRateLimit } from "../rate-limit.server.ts";
import { storage } from "../storage.server.ts";
import { apiError } from "./errors.server.ts";
import { operation } from "./operation.server.ts";
import { ErrorBody, Upload } from "./schemas.server.ts";

/** Room for the multipart envelope around a 5 MB file. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
const uploadLimit = parseRateLimit(settings.UPLOAD_RATE_LIMIT);

export const uploadOperations = [
  operation({
    operationId: "uploadImage",
    method: "post",
    path: "/uploads",
    tag: "Uploads",
    summary: "Upload an image",
    description:
      "multipart/form-data with one `file` field. The content must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image of at most 5 MB; it is re-encoded (JPEG, or PNG when transparent) and stored in the bucket `tournament-images` at `{userId}/{timestamp}.{extension}`.",
    access: "admin",
    upload: { field: "file", description: "The image." },
    responses: {
      201: { description: "Stored.", schema: Upload },
      400: { description: "Not an image, or no file.", schema: ErrorBody },
      413: { description: "Larger than 5 MB.", schema: ErrorBody },
      429: {
        description:
          "Too many uploads by this user (20 per 10 minutes by default); `Retry-After` says when to try again.",
        schema: ErrorBody,
      },
    },
    async handler({ c, user }) {
      // Every attempt counts, refused ones too: decoding images is the expensive part.
      const limit = await hitRateLimit(db, `upload:${user!.id}`, uploadLimit);
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfter));
        return apiError(c, 429, UPLOAD_ERRORS.tooMany);
      }
      const length = Number(c.req.header("Content-Length") ?? 0);
      if (length > MAX_UPLOAD_REQUEST_BYTES) return apiError(c, 413, UPLOAD_ERRORS.tooLarge);
      if (!c.req.header("Content-Type")?.startsWith("multipart/form-data"))
        return apiError(c, 415, UPLOAD_ERRORS.notMultipart);
      let file: unknown;
      try {
        file = (await c.req.formData()).get("file");
      } catch {
        return apiError(c, 400, UPLOAD_ERRORS.notMultipart);
      }
      if (!(file instanceof File)) return apiError(c, 400, UPLOAD_ERRORS.noFile);
      try {
        const stored = await storeUploadedImage(storage, user!.id, new Uint8Array(await file.arrayBuffer()));
        return c.json(
          {
            url: stored.url,
            bucket: stored.bucket,
            key: stored.key,
            content_type: stored.contentType,
            width: stored.width,
            height: stored.height,
          },
          201,
          { "Cache-Control": "no-store" },
        );
      } catch (error) {
        if (error instanceof ImageRejected) return apiError(c, error.status, error.message);
        throw error;
      }
    },
  }),
];
