// The API round-trips names in both scripts: `full_name_ru` on athletes and `name_ru` on teams are written, read back
// (on the athlete, its team and the list) and cleared, the derived search key never shows, and `q` searches across
// scripts. Through the real API router with an admin session. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { beforeAll, describe, expect, it } from "vitest";
import { auth, TRUSTED_ORIGINS } from "../auth.server.ts";
import { database } from "../db/database.server.ts";
import { grantRole } from "../league/admins.server.ts";
import { api } from "./api.server.ts";

const ORIGIN = TRUSTED_ORIGINS[0]!;
const PASSWORD = "names-password";

describe("names in both scripts through the API", () => {
  const stamp = Date.now();
  let cookie = "";

  beforeAll(async () => {
    await database.migrate();
    const email = `names-${stamp}@league.example`;
    await grantRole(database.db, email, "admin", PASSWORD);
    const response = await auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
  });

  const send = (method: string, path: string, body: unknown) =>
    api.request(path, {
      method,
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify(body),
    });

  it("writes, reads back and clears full_name_ru and name_ru; q finds the athlete in either script", async () => {
    const teamName = `Siberian Bears ${stamp}`;
    const team = await send("POST", "/teams", { name: teamName, name_ru: `Сибирские медведи ${stamp}` });
    expect(team.status).toBe(201);
    const { id: teamId } = (await team.json()) as { id: string };
    expect(await (await api.request(`/teams/${teamId}`)).json()).toMatchObject({
      name: teamName,
      name_ru: `Сибирские медведи ${stamp}`,
    });

    const surname = `Rakhimov${stamp}`;
    const created = await send("POST", "/athletes", {
      full_name: `Bekzod ${surname}`,
      full_name_ru: `Бекзод Рахимов${stamp}`,
      country: "UZB",
      weight_class: "lightweight",
      team_id: teamId,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ full_name: `Bekzod ${surname}`, full_name_ru: `Бекзод Рахимов${stamp}` });
    expect(body).not.toHaveProperty("search_key");

    const read = (await (await api.request(`/athletes/${body.id}`)).json()) as Record<string, unknown>;
    expect(read).toMatchObject({
      full_name_ru: `Бекзод Рахимов${stamp}`,
      team: { id: teamId, name: teamName, name_ru: `Сибирские медведи ${stamp}` },
    });
    expect(read).not.toHaveProperty("search_key");

    const found = async (q: string) =>
      (
        (await (await api.request(`/athletes?q=${encodeURIComponent(q)}`)).json()) as { items: { id: string }[] }
      ).items.map((item) => item.id);
    expect(await found(`Рахимов${stamp}`)).toEqual([body.id]);
    expect(await found(`Rahimov${stamp}`)).toEqual([body.id]);

    const cleared = await send("PUT", `/athletes/${body.id}`, {
      full_name: `Bekzod ${surname}`,
      full_name_ru: "",
      country: "UZB",
      weight_class: "lightweight",
      team_id: teamId,
    });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as Record<string, unknown>).full_name_ru).toBeNull();
    const tooLong = await send("PUT", `/teams/${teamId}`, { name: teamName, name_ru: "Я".repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields).toHaveProperty("name_ru");
  });
});
