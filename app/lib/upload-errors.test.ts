import { describe, expect, it } from "vitest";
import en from "~/i18n/en/admin.json";
import ru from "~/i18n/ru/admin.json";
import { UPLOAD_ERRORS, uploadErrorKey } from "./upload-errors";

describe("upload errors", () => {
  it("finds every message the upload endpoint sends, and each has an English and a Russian text", () => {
    for (const [key, message] of Object.entries(UPLOAD_ERRORS)) {
      expect(uploadErrorKey(message)).toBe(key);
      expect(en.upload.errors[key as keyof typeof en.upload.errors]).toBeTruthy();
      expect(ru.upload.errors[key as keyof typeof ru.upload.errors]).toBeTruthy();
    }
    expect(ru.upload.errors.notImage).toBe("Файл не является изображением.");
  });

  it("knows nothing of other messages", () => {
    expect(uploadErrorKey("Something else.")).toBeNull();
    expect(uploadErrorKey(null)).toBeNull();
  });
});
