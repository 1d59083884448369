// The rating's deviation and the provisional mark on the athlete reads (directory, profile, roster, API), derived from
// the rated bouts in rating_history, on every test engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingDeviation } from "../../../app/lib/ratings/deviation.ts";
import { api } from "../../api/api.server.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { database } from "../../db/database.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { getAthlete, listAthletePage } from "../athletes-queries.server.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { ADMIN, smallLeague } from "./small-league.testing.ts";
import { getTeamPage } from "./standings.server.ts";

const RESULT = { status: "completed", round: 1, time_seconds: 60, method: "decision" } as const;
const DAY = 86_400_000;

describe.each(TEST_ENGINES)("rating uncertainty on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("counts rated league bouts only, widens with the time since the last, and marks fewer than five provisional", async () => {
    const { h1, a1, h2, a2, input, home } = await smallLeague(handle.db, "uncertainty", "2025-01-10");
    expect(await getAthlete(handle.db, h1)).toMatchObject({ rated_bouts: 0, rating_deviation: 350, provisional: true });

    await boutWrites.create(handle.db, input(h1, a1, { ...RESULT, winner_id: h1 }), ADMIN);
    // A forfeit is not rated: it does not count.
    await boutWrites.create(
      handle.db,
      input(h2, a2, { status: "completed", method: "forfeit", winner_id: h2, exhibition: true }),
      ADMIN,
    );
    const days = (Date.now() - Date.parse("2025-01-10T18:00:00Z")) / DAY;
    const read = await getAthlete(handle.db, h1);
    expect(read).toMatchObject({ rated_bouts: 1, provisional: true });
    expect(read!.rating_deviation).toBe(Math.round(ratingDeviation(1, days)));
    expect(await getAthlete(handle.db, h2)).toMatchObject({ rated_bouts: 0, provisional: true });

    const [listed] = await listAthletePage(handle.db, { q: "Hana uncertainty" });
    expect(listed).toMatchObject({
      id: h1,
      rated_bouts: 1,
      provisional: true,
      rating_deviation: read!.rating_deviation,
    });
    const team = await getTeamPage(handle.db, home);
    expect(team!.roster.find((athlete) => athlete.id === h1)).toMatchObject({ rated_bouts: 1, provisional: true });
  });
});

describe("the API", () => {
  beforeAll(() => database.migrate());

  it("GET /athletes/{id} and GET /athletes carry rating_deviation, rated_bouts and provisional", async () => {
    const tag = `api-unc ${Date.now()}`;
    const { h1, a1, input } = await smallLeague(database.db, tag, "1988-06-01");
    await boutWrites.create(database.db, input(h1, a1, { ...RESULT, winner_id: h1 }), ADMIN);
    const one = await (await api.request(`/athletes/${h1}`)).json();
    expect(one).toMatchObject({ rated_bouts: 1, provisional: true, rating_deviation: 350 });
    const page = await (await api.request(`/athletes?q=${encodeURIComponent(`Hana ${tag}`)}`)).json();
    expect(page.items[0]).toMatchObject({ id: h1, rated_bouts: 1, provisional: true, rating_deviation: 350 });
  });
});
