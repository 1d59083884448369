// Follow from a card: a signed-out visitor's Follow on an athlete card of the directory (a filtered list) sends them to
// sign up, and the confirmation link brings them back to that list with the follow done; signed in, an event card's
// Follow (its name and aria-pressed, by keyboard) follows the event; /me lists both. docs/fans.md#follow.
import { expect, test, waitForHydration } from "./fixtures";
import { confirmationLink, freshEmail, PASSWORD, signUpConfirmed } from "./accounts";

test("follow from a directory card (signed out → sign up → back) and from an event card; /me lists both", async ({
  page,
}) => {
  const athlete = (
    (await (await page.request.get("/api/v1/athletes?limit=1")).json()) as {
      items: { id: string; full_name: string }[];
    }
  ).items[0]!;
  const list = `/athletes?q=${encodeURIComponent(athlete.full_name)}`;
  await page.goto(list);
  await waitForHydration(page);
  const card = page.getByTestId("athlete-card").filter({ has: page.locator(`a[href="/athlete/${athlete.id}"]`) });
  const follow = card.getByTestId("card-follow");
  await expect(follow).toHaveAccessibleName(`Follow ${athlete.full_name}`);
  await expect(follow).not.toHaveAttribute("aria-pressed");
  await follow.click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(list)}`);

  const email = freshEmail("card-follower");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Account created! Please check your email to confirm.")).toBeVisible();
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(list);
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(follow).toHaveAccessibleName(`Following ${athlete.full_name}`);
  // Only this card's athlete was followed.
  await expect(page.getByTestId("card-follow").and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);

  // Signed in: an event card's Follow, by keyboard; the card's link still opens the event.
  await page.goto("/events");
  await waitForHydration(page);
  const event = page.locator("main article").first();
  const title = ((await event.getByRole("heading").textContent()) ?? "").trim();
  const eventFollow = event.getByTestId("card-follow");
  await expect(eventFollow).toHaveAttribute("aria-pressed", "false");
  await expect(eventFollow).toHaveAccessibleName(`Follow ${title}`);
  await eventFollow.focus();
  await page.keyboard.press("Enter");
  await expect(eventFollow).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL("/events");

  await page.goto("/me");
  await waitForHydration(page);
  const follows = page.getByTestId("me-follow");
  await expect(follows).toHaveCount(2);
  await expect(follows.getByRole("link", { name: athlete.full_name })).toBeVisible();
  await expect(follows.getByRole("link", { name: title, exact: true })).toBeVisible();
});

test("the Russian team standings: each team's Follow is named in Russian and toggles", async ({ page, baseURL }) => {
  await signUpConfirmed(page.request, baseURL!);
  await page.goto("/ru/teams");
  await waitForHydration(page);
  const follow = page.getByTestId("standings").getByTestId("card-follow").first();
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await expect(follow).toHaveAccessibleName(/^Следить /);
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(follow).toHaveAccessibleName(/^Вы следите /);
  const followed = (await (await page.request.get("/api/v1/me/follows")).json()) as { items: { kind: string }[] };
  expect(followed.items.map((item) => item.kind)).toEqual(["team"]);
});
