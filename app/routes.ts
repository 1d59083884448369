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
    // Before `athlete/:id`: head to head, `?a={id}&b={id}`.
    route("athletes/compare", "routes/athletes-compare.tsx", { id: id("athletes-compare") }),
    route("athlete/:id", "routes/athlete.tsx", { id: id("athlete") }),
    route("rules", "routes/rules.tsx", { id: id("rules") }),
    route("analytics", "routes/analytics.tsx", { id: id("analytics") }),
    route("teams", "routes/teams.tsx", { id: id("teams") }),
    route("team/:id", "routes/team.tsx", { id: id("team") }),
    route("team/:id/fixtures.ics", "routes/team-calendar.ts", { id: id("team-calendar") }),
    route("ratings", "routes/ratings.tsx", { id: id("ratings") }),
    route("ratings/calibration", "routes/ratings-calibration.tsx", { id: id("ratings-calibration") }),
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
    route("me", "routes/me.tsx", { id: id("me") }),
    route("calendar/:token/my-league.ics", "routes/me-calendar.ts", { id: id("me-calendar") }),
    route("manifest.webmanifest", "routes/manifest.ts", { id: id("manifest") }),
    // The admin: a frame with one child route per section; `/admin` opens the first section.
    route("admin", "routes/admin.tsx", { id: id("admin") }, [
      index("routes/admin-tournaments.tsx", { id: id("admin-index") }),
      // One per ADMIN_TABS (entities of app/lib/entities/registry.ts, then the audit log and staff; admin-tabs.test.ts holds them
      // equal). Written out: the route config cannot load the registry's schemas.
      ...["tournaments", "news", "teams", "athletes", "sponsors", "results", "audit", "staff"].map((tab) =>
        route(tab, `routes/admin-${tab}.tsx`, { id: id(`admin-${tab}`) }),
      ),
    ]),
    route("admin/teams/:id/members", "routes/admin-team-members.ts", { id: id("admin-team-members") }),
    route("manage", "routes/manage.tsx", { id: id("manage") }),
    route("score", "routes/score.tsx", { id: id("score") }),
    route("score/:boutId", "routes/score-bout.tsx", { id: id("score-bout") }),
    route("score/:boutId/state.json", "routes/score-state.ts", { id: id("score-state") }),
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
