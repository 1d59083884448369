import { describe, expect, it } from "vitest";
import { localizedText, withLocalizedText } from "./localized-text.server.ts";

describe("localized text", () => {
  const row = { title: "Steppe Clash", title_ru: "Битва в степи", description: "English only", description_ru: "  " };
  it("uses the Russian column on Russian pages when it has text, the English otherwise", () => {
    expect(localizedText(row, "title", "ru")).toBe("Битва в степи");
    expect(localizedText(row, "title", "en")).toBe("Steppe Clash");
    expect(localizedText(row, "description", "ru")).toBe("English only");
    expect(localizedText({ title: "No Russian column" }, "title", "ru")).toBe("No Russian column");
  });
  it("localizes several fields and leaves the rest", () => {
    expect(withLocalizedText(row, ["title", "description"], "ru")).toMatchObject({ title: "Битва в степи", description: "English only", title_ru: "Битва в степи" });
  });
});
