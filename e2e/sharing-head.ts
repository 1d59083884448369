import type { APIRequestContext, Page } from "@playwright/test";

export interface HeadTags {
  status: number;
  title: string;
  lang: string;
  meta: Record<string, string[]>;
  canonical: string[];
  alternates: Record<string, string>;
  feeds: string[];
  jsonLd: { nonce: string | null; data: Record<string, unknown> }[];
}

/** The server's HTML for a path, read by the browser's own HTML parser (no scripts run): what a crawler sees. */
export async function headOf(page: Page, request: APIRequestContext, path: string): Promise<HeadTags> {
  const response = await request.get(path);
  const html = await response.text();
  const tags = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta: Record<string, string[]> = {};
    for (const element of doc.head.querySelectorAll("meta[name], meta[property]")) {
      const key = element.getAttribute("property") ?? element.getAttribute("name")!;
      (meta[key] ??= []).push(element.getAttribute("content") ?? "");
    }
    const links = (selector: string) => [...doc.head.querySelectorAll(selector)];
    return {
      title: doc.title,
      lang: doc.documentElement.lang,
      meta,
      canonical: links('link[rel="canonical"]').map((link) => link.getAttribute("href")!),
      alternates: Object.fromEntries(
        links("link[rel=alternate][hreflang]").map((link) => [
          link.getAttribute("hreflang")!,
          link.getAttribute("href")!,
        ]),
      ),
      feeds: links('link[rel=alternate][type="application/rss+xml"]').map((link) => link.getAttribute("href")!),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => ({
        nonce: script.getAttribute("nonce"),
        data: JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
      })),
    };
  }, html);
  return { status: response.status(), ...tags };
}

export function one(tags: HeadTags, key: string): string {
  const values = tags.meta[key] ?? [];
  if (values.length !== 1) throw new Error(`expected one ${key}, found ${values.length}`);
  return values[0]!;
}

/** A demo record's page, found the way a visitor would: from a list page. */
export async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(listPath)).text();
  const path = html.match(pattern)?.[1];
  if (!path) throw new Error(`no link like ${pattern} on ${listPath}`);
  return path;
}
