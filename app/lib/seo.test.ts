import { describe, expect, it } from "vitest";
import { absoluteUrl, pageSeo, seoMeta, summarize } from "./seo";

const matches = [
  { id: "root", loaderData: { origin: "https://league.example", brand: { name: "Apex Grappling League" } } },
];
const at = (pathname: string) => ({ location: { pathname }, matches });

function find(tags: ReturnType<typeof seoMeta>, key: string, value: string) {
  return tags.filter((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string>[];
}

describe("seoMeta", () => {
  it("builds title, description, canonical, hreflang, OpenGraph and Twitter tags in the page's language", () => {
    const tags = seoMeta(at("/ru/events"), { title: "Календарь событий", description: "Все события" });
    expect(tags[0]).toEqual({ title: "Календарь событий | Apex Grappling League" });
    expect(find(tags, "name", "description")[0]!.content).toBe("Все события");
    expect(find(tags, "rel", "canonical")[0]!.href).toBe("https://league.example/ru/events");
    const alternates = Object.fromEntries(
      find(tags, "rel", "alternate")
        .filter((tag) => tag.hrefLang)
        .map((tag) => [tag.hrefLang, tag.href]),
    );
    expect(alternates).toEqual({
      en: "https://league.example/events",
      ru: "https://league.example/ru/events",
      "x-default": "https://league.example/events",
    });
    const og = Object.fromEntries(
      tags
        .filter((tag) => "property" in tag)
        .map((tag) => [(tag as Record<string, string>).property, (tag as Record<string, string>).content]),
    );
    expect(og).toMatchObject({
      "og:title": "Календарь событий",
      "og:type": "website",
      "og:url": "https://league.example/ru/events",
      "og:image": "https://league.example/ru/og/site.png",
      "og:locale": "ru_RU",
      "og:locale:alternate": "en_US",
      "og:image:width": "1200",
      "og:image:height": "630",
    });
    expect(find(tags, "name", "twitter:card")[0]!.content).toBe("summary_large_image");
    expect(find(tags, "type", "application/rss+xml")[0]!.href).toBe("https://league.example/ru/news/feed.xml");
  });

  it("keeps only the query it is given in the canonical URL, and the home page's Russian URL is /ru", () => {
    const paged = seoMeta(at("/news"), { title: "News", description: "d", search: "?page=2" });
    expect(find(paged, "rel", "canonical")[0]!.href).toBe("https://league.example/news?page=2");
    const home = pageSeo(at("/ru"), "home:metaTitle", "home:metaDescription");
    expect(find(home, "rel", "canonical")[0]!.href).toBe("https://league.example/ru");
    expect(home[0]).toEqual({ title: "Главная | Apex Grappling League" });
  });

  it("makes a page's own image absolute and drops the card size for uploaded images", () => {
    const tags = seoMeta(at("/news/x"), {
      title: "t",
      description: "d",
      image: "/files/a.webp",
      imageIsCard: false,
      type: "article",
    });
    expect(find(tags, "property", "og:image")[0]!.content).toBe("https://league.example/files/a.webp");
    expect(find(tags, "property", "og:image:width")).toEqual([]);
    expect(find(tags, "property", "og:type")[0]!.content).toBe("article");
    expect(absoluteUrl("https://league.example", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
});

describe("summarize", () => {
  it("collapses whitespace and cuts long text at a word with an ellipsis", () => {
    expect(summarize("  one\n\ntwo  ")).toBe("one two");
    const long = `${"word ".repeat(60)}end`;
    const short = summarize(long, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short.endsWith("word…")).toBe(true);
  });
});
