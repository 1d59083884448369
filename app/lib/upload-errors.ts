// What the upload endpoint answers when it refuses a file. The API speaks English; the admin panel shows
// the same message in the page's language, found by this table.
/** The largest image the server accepts; the panel checks it before sending, the server again on arrival. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const UPLOAD_ERRORS = {
  empty: "The file is empty.",
  notImage: "The file is not an image.",
  unreadable: "The image could not be read.",
  tooLarge: "The image is larger than 5 MB.",
  tooManyPixels: "The image is too large in pixels: at most 50 megapixels (such as 7000 × 7000).",
  tooMany: "Too many uploads: try again later.",
  noFile: "No file was sent.",
  notMultipart: "Send multipart/form-data with a file field.",
} as const;

export type UploadErrorKey = keyof typeof UPLOAD_ERRORS;

export function uploadErrorKey(message: string | null): UploadErrorKey | null {
  const found = Object.entries(UPLOAD_ERRORS).find(([, text]) => text === message);
  return found ? (found[0] as UploadErrorKey) : null;
}
