import { describe, expect, it } from "vitest";
import { langFromPath, langOfLink, localizePath, readLangCookie, stripLang } from "./language";

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
    // The `#` part is kept (the language toggle sends it along).
    expect(localizePath("/#news", "ru")).toBe("/ru#news");
    expect(localizePath("/athletes?page=2#list", "ru")).toBe("/ru/athletes?page=2#list");
    expect(localizePath("/ru/rules#scoring", "en")).toBe("/rules#scoring");
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

describe("langOfLink", () => {
  it("reads a mailed link's language from the page it returns to", () => {
    const base = "https://league.example";
    expect(langOfLink(`${base}/api/auth/verify-email?token=x&callbackURL=%2Fru`, base)).toBe("ru");
    expect(langOfLink(`${base}/api/auth/reset-password/abc?callbackURL=%2Fru%2Freset-password`, base)).toBe("ru");
    expect(langOfLink(`${base}/api/auth/verify-email?token=x&callbackURL=%2F`, base)).toBe("en");
    expect(langOfLink(`${base}/api/auth/verify-email?token=x`, base)).toBe("en");
    expect(langOfLink("not a url", base)).toBe("en");
  });
});
