import { describe, expect, it } from "vitest";
import { imageSources, variantKey } from "./responsive-images";

describe("responsive images", () => {
  it("names the copies after the original", () => {
    expect(variantKey("user-1/1700000000000.jpg", 480)).toBe("user-1/1700000000000-480w.jpg");
    expect(variantKey("user-1/1700000000000.png", 1600)).toBe("user-1/1700000000000-1600w.png");
  });

  it("offers the copies of an uploaded picture, on disk or in object storage", () => {
    expect(imageSources("/files/tournament-images/u1/1700000000000.jpg", "100vw")).toEqual({
      src: "/files/tournament-images/u1/1700000000000.jpg",
      srcSet:
        "/files/tournament-images/u1/1700000000000-480w.jpg 480w, /files/tournament-images/u1/1700000000000-960w.jpg 960w, /files/tournament-images/u1/1700000000000-1600w.jpg 1600w",
      sizes: "100vw",
    });
    expect(imageSources("https://cdn.example/league/tournament-images/u1/17.png", "50vw").srcSet).toBe(
      "https://cdn.example/league/tournament-images/u1/17-480w.png 480w, https://cdn.example/league/tournament-images/u1/17-960w.png 960w, https://cdn.example/league/tournament-images/u1/17-1600w.png 1600w",
    );
  });

  it("uses other pictures as they are", () => {
    expect(imageSources("/images/event-fallback.webp", "100vw")).toEqual({ src: "/images/event-fallback.webp" });
    expect(imageSources("https://example.com/poster.jpg", "100vw")).toEqual({ src: "https://example.com/poster.jpg" });
    expect(imageSources("/files/tournament-images/u1/1700000000000-480w.jpg", "100vw")).toEqual({
      src: "/files/tournament-images/u1/1700000000000-480w.jpg",
    });
  });
});
