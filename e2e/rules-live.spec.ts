import { expect, test, waitForHydration } from "./fixtures";

test("the rules page has the format and scoring cards and collapsible rule sections", async ({ page }) => {
  await page.goto("/rules");
  await expect(page).toHaveTitle(/^League Rules \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("League Rules");

  const format = page.getByRole("region", { name: "Match Format" });
  await expect(format.getByRole("listitem")).toHaveText([
    "3 rounds of 5 minutes",
    "No points in the first 2 minutes of a round: only takedowns and penalties count",
    "The score resets at the start of each round",
    "Victory by submission, points or decision",
    "Teams meet in a best-of-three format",
  ]);
  const scoring = page.getByRole("region", { name: "Scoring" });
  for (const [move, points] of [
    ["Takedown", "+2"],
    ["Guard pass", "+3"],
    ["Mount or back control", "+4"],
    ["Sweep", "+2"],
    ["Knee on belly", "+2"],
  ]) {
    await expect(scoring.getByRole("row", { name: new RegExp(`^${move}`) }).getByRole("cell")).toHaveText(points!);
  }
  await expect(scoring.getByText("first 2 minutes only")).toBeVisible();
  await expect(
    page.getByText("Rules may vary by tournament. Always check the event page for the specific rules of each event."),
  ).toBeVisible();

  await waitForHydration(page);
  const fouls = page.getByRole("button", { name: "Fouls & Penalties" });
  await expect(fouls).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Fleeing the mat")).toBeHidden();
  await fouls.click();
  await expect(fouls).toHaveAttribute("aria-expanded", "true");
  const penalties = [
    ["Stalling", "−1 point (referee's discretion)"],
    ["Fleeing the mat", "−1 point"],
    ["Illegal submission", "Disqualification"],
    ["Excessive aggression", "Warning, then −1 point, then disqualification"],
    ["Unsportsmanlike conduct", "Immediate disqualification"],
  ];
  await expect(page.getByRole("term")).toHaveText(penalties.map(([foul]) => foul!));
  await expect(page.getByRole("definition")).toHaveText(penalties.map(([, penalty]) => penalty!));
  await fouls.click();
  await expect(page.getByText("Fleeing the mat")).toBeHidden();

  await page.getByRole("button", { name: "Safety & Equipment" }).click();
  for (const line of [
    "No-gi attire",
    "Mouthguard recommended",
    "No metal or hard objects",
    "Fingernails and toenails trimmed short",
    "Medical clearance required before competing",
  ]) {
    await expect(page.getByText(line)).toBeVisible();
  }

  await page.getByRole("button", { name: "Reference Documents" }).click();
  const documents = page.getByRole("region", { name: "Reference Documents" });
  const links = documents.getByRole("link");
  await expect(links).toHaveText(["League Rulebook (PDF)", "ADCC Rules and Regulations", "IBJJF Rule Book"]);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(links.first()).toHaveAttribute("href", "/docs/league-rules.pdf");
  await expect(documents.getByText("Referee Guide")).toBeVisible();
  await expect(documents.getByText("Coming soon")).toBeVisible();
});

test("the Russian rules carry all the same rules in Russian", async ({ page }) => {
  await page.goto("/ru/rules");
  await expect(page).toHaveTitle(/^Правила лиги \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Правила лиги");
  await expect(page.getByRole("region", { name: "Формат поединка" })).toContainText("3 раунда по 5 минут");
  await expect(page.getByRole("region", { name: "Формат поединка" })).toContainText(
    "Счёт обнуляется в начале каждого раунда",
  );
  const scoring = page.getByRole("region", { name: "Начисление очков" });
  await expect(scoring.getByRole("row", { name: /^Проход гарда/ }).getByRole("cell")).toHaveText("+3");
  await expect(scoring.getByRole("row", { name: /^Маунт или контроль спины/ }).getByRole("cell")).toHaveText("+4");
  await expect(scoring.getByText("только в первые 2 минуты")).toBeVisible();
  await expect(page.getByText("Правила могут отличаться в зависимости от турнира.", { exact: false })).toBeVisible();

  await waitForHydration(page);
  await page.getByRole("button", { name: "Нарушения и штрафы" }).click();
  await expect(page.getByRole("definition")).toHaveText([
    "−1 очко (на усмотрение рефери)",
    "−1 очко",
    "Дисквалификация",
    "Предупреждение, затем −1 очко, затем дисквалификация",
    "Немедленная дисквалификация",
  ]);
  await page.getByRole("button", { name: "Безопасность и экипировка" }).click();
  await expect(page.getByText("Обязателен медицинский допуск к соревнованиям")).toBeVisible();
  await expect(page.getByText("Капа рекомендуется")).toBeVisible();
  await page.getByRole("button", { name: "Справочные документы" }).click();
  await expect(page.getByRole("link", { name: "Регламент лиги (PDF)" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText("Руководство для рефери")).toBeVisible();
});

test("the live page has its heading and a way to the events, in both languages", async ({ page }) => {
  await page.goto("/live");
  await expect(page).toHaveTitle(/^Live \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live now");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Browse Events" }).click();
  await expect(page).toHaveURL("/events");

  await page.goto("/ru/live");
  await expect(page).toHaveTitle(/^Трансляция \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сейчас в эфире");
  await expect(page.getByRole("link", { name: "Смотреть события" })).toHaveAttribute("href", "/ru/events");
});
