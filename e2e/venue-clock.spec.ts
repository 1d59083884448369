// Every time an admin types for an event is on its venue's clock, labelled with the zone, whatever the admin's own
// browser zone (issue 33, item 4): here the browser is in New York and the event in Kazan (Moscow time).
import { expect, test, waitForHydration } from "./fixtures";
import { ADMIN, signInWithForm } from "./accounts";
import { AdminApi } from "./rehearsal/harness";

test.use({ timezoneId: "America/New_York" });

for (const lang of ["en", "ru"] as const) {
  test(`(${lang}) Generate fixtures takes the first start on the venue's clock and previews the venue's times`, async ({
    page,
    baseURL,
  }) => {
    const api = new AdminApi(baseURL!);
    const run = `${lang}-${Date.now().toString(36)}`;
    const tournament = await api.request<{ id: string }>("POST", "/tournaments", {
      title: `Kazan Clock ${run}`,
      event_date: "2027-03-12T19:30",
      time_zone: "Europe/Moscow",
      location_city: "Kazan",
      location_country: "Russia",
      status: "upcoming",
    });
    const teams = [];
    for (const seed of [1, 2, 3, 4])
      teams.push(await api.request<{ id: string; name: string }>("POST", "/teams", { name: `Kazan ${seed} ${run}` }));

    await signInWithForm(page, ADMIN, lang);
    await page.waitForURL((url) => !url.pathname.endsWith("/auth"));
    await page.goto(`${lang === "ru" ? "/ru" : ""}/admin/results?tournament=${tournament.id}`);
    await waitForHydration(page);
    const form = page.getByTestId("generate-fixtures");
    await form.getByText(lang === "ru" ? "Создать расписание" : "Generate fixtures").click();
    for (const team of teams) await form.getByLabel(team.name).check();
    const start = form.getByTestId("fixtures-start");
    // Labelled with the venue's zone, as the tournament form is.
    await expect(
      form.getByText(
        lang === "ru" ? /по месту проведения: МСК \(Europe\/Moscow\)/ : /venue clock: MSK \(Europe\/Moscow\)/,
      ),
    ).toBeVisible();
    await start.fill("2027-03-12T19:30");
    await form.getByRole("button", { name: lang === "ru" ? "Предпросмотр" : "Preview" }).click();
    const preview = page.getByTestId("fixtures-preview").getByRole("listitem");
    await expect(preview).toHaveCount(3);
    // Semifinals at 19:30 and 20:00 Moscow time (30 minutes apart), never 03:30 the next day.
    await expect(preview.nth(0)).toContainText(
      lang === "ru" ? "12 марта 2027 г. 19:30 МСК" : "12 March 2027 7:30 PM MSK",
    );
    await expect(preview.nth(1)).toContainText(lang === "ru" ? "20:00 МСК" : "8:00 PM MSK");
    await page
      .getByTestId("fixtures-preview")
      .getByRole("button", { name: lang === "ru" ? "Создать эти встречи" : "Create these team matches" })
      .click();
    await expect(page.locator("[data-sonner-toast]")).toBeVisible();
    const bracket = await api.request<{ stages: { team_matches: { scheduled_at: string | null }[] }[] }>(
      "GET",
      `/tournaments/${tournament.id}/bracket`,
    );
    expect(bracket.stages[0]!.team_matches.map((match) => match.scheduled_at)).toEqual([
      "2027-03-12T16:30:00.000Z",
      "2027-03-12T17:00:00.000Z",
    ]);
  });
}
