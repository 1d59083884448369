// Fans' follows in the browser: a signed-out visitor's Follow on an athlete's profile sends them to sign up, and the
// confirmation link brings them back to the profile with the follow done; a signed-in fan follows and unfollows a
// team on the Russian page with the toggle (aria-pressed), and the state survives a reload. docs/fans.md.
import { expect, test, waitForHydration } from "./fixtures";
import { confirmationLink, freshEmail, PASSWORD, signUpConfirmed } from "./accounts";

async function first(request: import("@playwright/test").APIRequestContext, collection: "athletes" | "teams") {
  const body = (await (await request.get(`/api/v1/${collection}?limit=1`)).json()) as {
    items: { id: string; full_name?: string; name?: string }[];
  };
  return body.items[0]!;
}

test("follow from an athlete's profile signed out → sign up → confirm → back on the profile, followed", async ({
  page,
}) => {
  const athlete = await first(page.request, "athletes");
  await page.goto(`/athlete/${athlete.id}`);
  await waitForHydration(page);
  const follow = page.getByTestId("follow-button");
  await expect(follow).toHaveAccessibleName(`Follow ${athlete.full_name}`);
  await expect(follow).not.toHaveAttribute("aria-pressed");
  await follow.click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(`/athlete/${athlete.id}`)}`);

  const email = freshEmail("follower");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Account created! Please check your email to confirm.")).toBeVisible();

  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(`/athlete/${athlete.id}`);
  const followed = page.getByTestId("follow-button");
  await expect(followed).toHaveAttribute("aria-pressed", "true");
  await expect(followed).toHaveAccessibleName(`Following ${athlete.full_name}`);
  const list = (await (await page.request.get("/api/v1/me/follows")).json()) as { items: unknown[] };
  expect(list.items).toEqual([
    {
      kind: "athlete",
      id: athlete.id,
      name: athlete.full_name,
      notify: ["lineup", "up_next", "result", "schedule"],
    },
  ]);
  // The pending follow was used once: after a reload it is still followed, and nothing else was.
  await page.reload();
  await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
});

test("a signed-in fan follows and unfollows a team on its Russian page", async ({ page, baseURL }) => {
  await signUpConfirmed(page.request, baseURL!);
  const team = await first(page.request, "teams");
  // The Russian page names the team in Russian where it has a Russian name.
  const name = (team as { name_ru?: string | null }).name_ru || team.name;
  await page.goto(`/ru/team/${team.id}`);
  await waitForHydration(page);
  const follow = page.getByTestId("follow-button");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await expect(follow).toHaveAccessibleName(`Следить ${name}`);
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(follow).toHaveAccessibleName(`Вы следите ${name}`);
  await page.reload();
  await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("follow-button").click();
  await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "false");
  expect(await (await page.request.get("/api/v1/me/follows")).json()).toEqual({ items: [] });
});

for (const lang of ["en", "ru"] as const) {
  const text = {
    en: {
      path: "/me",
      title: "My league",
      results: "Results",
      save: "Save",
      saved: "Notification settings saved",
      spoilerFree: "Spoiler-free",
      settingsSaved: "Settings saved",
      digest: "One digest a day",
    },
    ru: {
      path: "/ru/me",
      title: "Моя лига",
      results: "Результаты",
      save: "Сохранить",
      saved: "Настройки уведомлений сохранены",
      spoilerFree: "Без спойлеров",
      settingsSaved: "Настройки сохранены",
      digest: "Одна сводка в день",
    },
  }[lang];

  test(`My league (${text.path}): signed out it sends to sign in; signed in it lists the follows and saves their notifications`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(text.path);
    await expect(page).toHaveURL(`${lang === "ru" ? "/ru" : ""}/auth?next=${encodeURIComponent(text.path)}`);
    await signUpConfirmed(page.request, baseURL!);
    const team = await first(page.request, "teams");
    const origin = { Origin: baseURL! };
    expect((await page.request.put(`/api/v1/me/follows/team/${team.id}`, { headers: origin, data: {} })).status()).toBe(
      200,
    );
    await page.goto(text.path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const follow = page.getByTestId("me-follow");
    await expect(follow).toHaveCount(1);
    await expect(follow.getByRole("link", { name: team.name })).toBeVisible();
    const results = follow.getByRole("checkbox", { name: text.results });
    await expect(results).toBeChecked();
    await results.uncheck();
    await follow.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
    expect(await (await page.request.get("/api/v1/me/follows")).json()).toEqual({
      items: [{ kind: "team", id: team.id, name: team.name, notify: ["lineup", "up_next", "schedule"] }],
    });
    // Spoiler-free, saved and kept.
    const settings = page.getByRole("region", { name: lang === "en" ? "Notifications" : "Уведомления", exact: true });
    await settings.getByRole("checkbox", { name: new RegExp(text.spoilerFree) }).check();
    // Mail as a daily digest (at 08:00 in the browser's time zone, sent with the form).
    await settings.getByRole("radio", { name: new RegExp(text.digest) }).check();
    await settings.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.settingsSaved, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: new RegExp(text.spoilerFree) })).toBeChecked();
    await expect(page.getByRole("radio", { name: new RegExp(text.digest) })).toBeChecked();
  });
}

test("the personal calendar: its link from /me serves the feed; a new link retires the old one (404)", async ({
  page,
  baseURL,
}) => {
  await signUpConfirmed(page.request, baseURL!);
  const team = await first(page.request, "teams");
  await page.request.put(`/api/v1/me/follows/team/${team.id}`, { headers: { Origin: baseURL! }, data: {} });
  await page.goto("/me");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Show my calendar link" }).click();
  const field = page.getByTestId("calendar-url");
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{32}\/my-league\.ics$/);
  const old = await field.inputValue();
  const feed = await page.request.get(old);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(feed.headers()["cache-control"]).toBe("private, no-cache");
  expect(await feed.text()).toContain("X-WR-CALNAME:");
  await page.getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByText("New link made: the old one no longer works")).toBeVisible();
  await expect(field).not.toHaveValue(old);
  expect((await page.request.get(old)).status()).toBe(404);
  expect((await page.request.get(await field.inputValue())).status()).toBe(200);
});
