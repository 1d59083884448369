import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Every public page has one URL per language: English at the spec's paths, Russian under /ru.
function pages(lang: "en" | "ru") {
  const id = (name: string) => `${lang}/${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("events", "routes/events.tsx", { id: id("events") }),
    route("events/calendar.ics", "routes/events-calendar.ts", { id: id("events-calendar") }),
    route("tournament/:id", "routes/tournament.tsx", { id: id("tournament") }),
    route("tournament/:id/calendar.ics", "routes/tournament-calendar.ts", { id: id("tournament-calendar") }),
    route("athletes", "routes/athletes.tsx", { id: id("athletes") }),
    route("athlete/:id", "routes/athlete.tsx", { id: id("athlete") }),
    route("rules", "routes/rules.tsx", { id: id("rules") }),
    route("analytics", "routes/analytics.tsx", { id: id("analytics") }),
    route("live", "routes/live.tsx", { id: id("live") }),
    route("news", "routes/news.tsx", { id: id("news") }),
    route("news/:id", "routes/news-article.tsx", { id: id("news-article") }),
    route("news/feed.xml", "routes/news-feed.ts", { id: id("news-feed") }),
    route("og/site.png", "routes/og.site.ts", { id: id("og-site") }),
    route("og/tournament/:image", "routes/og.tournament.ts", { id: id("og-tournament") }),
    route("og/athlete/:image", "routes/og.athlete.ts", { id: id("og-athlete") }),
    route("auth", "routes/auth.tsx", { id: id("auth") }),
    route("reset-password", "routes/reset-password.tsx", { id: id("reset-password") }),
    route("account", "routes/account.tsx", { id: id("account") }),
    route("admin", "routes/admin.tsx", { id: id("admin") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  route("lang", "routes/lang.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...pages("en"),
  ...prefix("ru", pages("ru")),
] satisfies RouteConfig;
