import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Every public page has one URL per language: English at the spec's paths, Russian under /ru.
function pages(lang: "en" | "ru") {
  const id = (name: string) => `${lang}/${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("events", "routes/events.tsx", { id: id("events") }),
    route("tournament/:id", "routes/tournament.tsx", { id: id("tournament") }),
    route("athletes", "routes/athletes.tsx", { id: id("athletes") }),
    route("athlete/:id", "routes/athlete.tsx", { id: id("athlete") }),
    route("rules", "routes/rules.tsx", { id: id("rules") }),
    route("analytics", "routes/analytics.tsx", { id: id("analytics") }),
    route("live", "routes/live.tsx", { id: id("live") }),
    route("news", "routes/news.tsx", { id: id("news") }),
    route("news/:id", "routes/news-article.tsx", { id: id("news-article") }),
    route("auth", "routes/auth.tsx", { id: id("auth") }),
    route("reset-password", "routes/reset-password.tsx", { id: id("reset-password") }),
    route("account", "routes/account.tsx", { id: id("account") }),
    route("admin", "routes/admin.tsx", { id: id("admin") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  route("lang", "routes/lang.ts"),
  ...pages("en"),
  ...prefix("ru", pages("ru")),
] satisfies RouteConfig;
