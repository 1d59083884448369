import { describe, expect, it } from "vitest";
import { langFromPath, localizePath, readLangCookie, stripLang } from "./language";

describe("language in the URL", () => {
  it("reads Russian only from the /ru prefix", () => {
    expect(langFromPath("/")).toBe("en");
    expect(langFromPath("/events")).toBe("en");
    expect(langFromPath("/ru")).toBe("ru");
    expect(langFromPath("/ru/athlete/1")).toBe("ru");
    expect(langFromPath("/rules")).toBe("en");
    expect(langFromPath("/russia")).toBe("en");
  });

  it("strips and adds the prefix, keeping the query", () => {
    expect(stripLang("/ru")).toBe("/");
    expect(stripLang("/ru/events")).toBe("/events");
    expect(stripLang("/rules")).toBe("/rules");
    expect(localizePath("/", "ru")).toBe("/ru");
    expect(localizePath("/events?tab=past", "ru")).toBe("/ru/events?tab=past");
    expect(localizePath("/ru/events?q=a", "en")).toBe("/events?q=a");
    expect(localizePath("/ru", "en")).toBe("/");
    expect(localizePath("/rules", "en")).toBe("/rules");
  });

  it("reads the remembered language from the cookie", () => {
    expect(readLangCookie("a=1; lang=ru; b=2")).toBe("ru");
    expect(readLangCookie("lang=en")).toBe("en");
    expect(readLangCookie("lang=de")).toBeNull();
    expect(readLangCookie("xlang=ru")).toBeNull();
    expect(readLangCookie(null)).toBeNull();
  });
});
