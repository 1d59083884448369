// The ratings job made visible (issue 31 item 5): GET /api/v1/ratings/status, and the notice on /athletes, the
// athlete profile and /teams while a ratings recomputation is queued or running.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RatingsUpdatingNotice } from "../../../app/components/athletes/ratings-updating-notice.tsx";
import { I18nProvider } from "../../../app/i18n/react.ts";
import { loadAthlete } from "../../../app/routes/athlete.server.ts";
import { loadDirectory } from "../../../app/routes/athletes.server.ts";
import { loadTeams } from "../../../app/routes/teams.server.ts";
import { api } from "../../api/api.server.ts";
import { database } from "../../db/database.server.ts";
import { createAthlete } from "../entities/athlete-entity.server.ts";
import { createTeam } from "../entities/team-entity.server.ts";
import { athleteInput } from "../entities/test-inputs.ts";

let athleteId = "";

const status = async () => (await api.request("/ratings/status")).json();
const pages = async () => {
  const request = (path: string) => new Request(`http://league.test${path}`);
  return {
    athletes: (await loadDirectory(request("/athletes"), "en")).ratingsUpdating,
    profile: (await loadAthlete(request(`/athlete/${athleteId}`), "en", athleteId)).ratingsUpdating,
    teams: (await loadTeams(request("/teams"), "en")).ratingsUpdating,
  };
};

describe("the ratings job's status", () => {
  beforeAll(async () => {
    await database.migrate();
    const team = (
      await createTeam(database.db, { name: "Status Club", name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    athleteId = (
      await createAthlete(database.db, athleteInput({ full_name: "Status Athlete", team_id: team, rating_elo: 1500 }))
    ).id;
  });
  afterAll(async () => {
    await database.db.execute(sql`delete from jobs`);
  });

  it("is idle, then queued, then running with its progress, in the API and on the pages", async () => {
    expect(await status()).toEqual({ state: "idle", progress: null, since: null });
    expect(await pages()).toEqual({ athletes: false, profile: false, teams: false });

    await database.db.execute(sql`insert into jobs (kind, key, payload, created_at)
      values ('ratings.replay', 'league', '{"from":null,"reset":[]}', '2026-11-26T20:00:00Z')`);
    expect(await status()).toEqual({ state: "queued", progress: null, since: "2026-11-26T20:00:00.000Z" });
    expect(await pages()).toEqual({ athletes: true, profile: true, teams: true });

    await database.db.execute(sql`update jobs set state = 'running', locked_by = 'w1', locked_until = now() + interval '1 minute',
      progress = '{"from":null,"through":"2016-01-01 00:00:00+00","done":2500,"total":10000}'`);
    expect(await status()).toEqual({
      state: "running",
      progress: { done: 2500, total: 10000 },
      since: "2026-11-26T20:00:00.000Z",
    });
    expect(await pages()).toEqual({ athletes: true, profile: true, teams: true });

    await database.db.execute(sql`update jobs set state = 'done', finished_at = now()`);
    expect(await status()).toEqual({ state: "idle", progress: null, since: null });
  });

  it("shows the notice in English and Russian only while ratings are being updated", () => {
    const render = (lang: "en" | "ru", show: boolean) =>
      renderToStaticMarkup(createElement(I18nProvider, { lang }, createElement(RatingsUpdatingNotice, { show })));
    expect(render("en", false)).toBe("");
    expect(render("en", true)).toContain(
      "Ratings are being recalculated after a correction to an earlier result; the figures shown may change in the next minutes.",
    );
    expect(render("ru", true)).toContain("Рейтинги пересчитываются после исправления одного из прошлых результатов");
    expect(render("ru", true)).toMatch(/^<output[^>]*data-testid="ratings-updating"/);
  });
});
