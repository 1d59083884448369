// RSS 2.0 for the league news (https://www.rssboard.org/rss-specification).
import { escapeXml } from "./xml";

export interface RssItem {
  title: string;
  link: string;
  description: string;
  published: Date;
  imageUrl?: string | null;
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  language: string;
  /** The feed's own address (atom:link rel="self"), which validators ask for. */
  selfUrl: string;
  items: RssItem[];
}

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function imageType(url: string): string {
  const ext = url.split("?")[0]!.split(".").pop()?.toLowerCase();
  return ext === "png" ? "image/png" : ext === "webp" ? "image/webp" : ext === "avif" ? "image/avif" : "image/jpeg";
}

export function rssFeed(channel: RssChannel): string {
  const newest = channel.items.reduce<Date | null>(
    (latest, item) => (!latest || item.published > latest ? item.published : latest),
    null,
  );
  const items = channel.items.map((item) =>
    [
      "<item>",
      tag("title", item.title),
      tag("link", item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      tag("pubDate", item.published.toUTCString()),
      // Plain text: news content is never HTML, so readers show it as written.
      tag("description", item.description),
      item.imageUrl
        ? `<enclosure url="${escapeXml(item.imageUrl)}" length="0" type="${imageType(item.imageUrl)}"/>`
        : "",
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    tag("title", channel.title),
    tag("link", channel.link),
    tag("description", channel.description),
    tag("language", channel.language),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? tag("lastBuildDate", newest.toUTCString()) : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
