import { ADMIN, allowRefusedRequests, pngFile, signInWithForm } from "./accounts";
import type { Page } from "@playwright/test";
import { openAdminSection } from "./admin-sections";
import { expect, test, waitForHydration } from "./fixtures";

const TEXT = {
  en: {
    admin: "/admin",
    tournamentsTab: "Tournaments",
    newsTab: "News",
    addTournament: "Add Tournament",
    addNews: "Add News",
    title: "Title",
    content: "Content",
    city: "City",
    country: "Country",
    time: "Time",
    imageUrl: "Image URL",
    upload: "Or upload an image",
    save: "Save",
    cancel: "Cancel",
    confirm: "Delete",
    edit: (title: string) => `Edit ${title}`,
    del: (title: string) => `Delete ${title}`,
    deleteNamed: (title: string) => `Delete “${title}”?`,
    tooLong: "This text is too long: 200 characters at most",
    uploaded: "Image uploaded successfully!",
    added: "Tournament added successfully!",
    updated: "Tournament updated successfully!",
    deleted: "Tournament deleted successfully!",
    deleteFailed: "Failed to delete tournament",
    newsAdded: "News added successfully!",
    newsUpdated: "News updated successfully!",
    newsDeleted: "News deleted successfully!",
    newsDeleteFailed: "Failed to delete news",
    operationFailed: "Operation failed",
    confirmTournament: "Are you sure you want to delete this tournament?",
    confirmNews: "Are you sure you want to delete this news article?",
    titleRequired: "Title is required",
    cityRequired: "City is required",
    dateRequired: "Date is required",
    contentRequired: "Content is required",
    badUrl: "Enter a valid URL (http or https)",
    notImage: "The file is not an image.",
    tooLarge: "The image is larger than 5 MB.",
    notAuthenticated: "Not authenticated",
    firstWeekday: /^su$/i,
    search: "Search by title, city or country",
  },
  ru: {
    admin: "/ru/admin",
    tournamentsTab: "Турниры",
    newsTab: "Новости",
    addTournament: "Добавить турнир",
    addNews: "Добавить новость",
    title: "Название",
    content: "Текст",
    city: "Город",
    country: "Страна",
    time: "Время",
    imageUrl: "URL изображения",
    upload: "Или загрузите изображение",
    save: "Сохранить",
    cancel: "Отмена",
    confirm: "Удалить",
    edit: (title: string) => `Изменить: ${title}`,
    del: (title: string) => `Удалить: ${title}`,
    deleteNamed: (title: string) => `Удалить «${title}»?`,
    tooLong: "Слишком длинный текст: не больше 200 символов",
    uploaded: "Изображение успешно загружено!",
    added: "Турнир успешно добавлен!",
    updated: "Турнир успешно обновлён!",
    deleted: "Турнир успешно удалён!",
    deleteFailed: "Не удалось удалить турнир",
    newsAdded: "Новость успешно добавлена!",
    newsUpdated: "Новость успешно обновлена!",
    newsDeleted: "Новость успешно удалена!",
    newsDeleteFailed: "Не удалось удалить новость",
    operationFailed: "Операция не выполнена",
    confirmTournament: "Вы уверены, что хотите удалить этот турнир?",
    confirmNews: "Вы уверены, что хотите удалить эту новость?",
    titleRequired: "Введите название",
    cityRequired: "Укажите город",
    dateRequired: "Укажите дату",
    contentRequired: "Введите текст",
    badUrl: "Введите корректный URL (http или https)",
    notImage: "Файл не является изображением.",
    tooLarge: "Изображение больше 5 МБ.",
    notAuthenticated: "Вы не авторизованы",
    firstWeekday: /^пн$/i,
    search: "Поиск по названию, городу или стране",
  },
} as const;

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function apiFind(page: Page, kind: "tournaments" | "news", title: string) {
  const response = await page.request.get(
    kind === "tournaments" ? `/api/v1/tournaments?limit=100&q=${encodeURIComponent(title)}` : "/api/v1/news?limit=100",
  );
  const body = (await response.json()) as { items: { id: string; title: string; image_url: string | null }[] };
  return body.items.find((item) => item.title === title) ?? null;
}

for (const lang of ["en", "ru"] as const) {
  const text = TEXT[lang];

  test(`the admin journey for tournaments in ${lang}: validation, create with upload, edit, delete declined then confirmed`, async ({
    page,
    baseURL,
    consoleProblems,
  }) => {
    test.setTimeout(90_000);
    await signInWithForm(page, ADMIN, lang);
    await expect(page).toHaveURL(text.admin);
    const main = page.locator("main");
    const title = `E2E Open ${lang} ${Date.now()}`;

    await main.getByRole("button", { name: text.addTournament }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog.getByText(text.titleRequired)).toBeVisible();
    await expect(dialog.getByText(text.cityRequired)).toBeVisible();
    await expect(dialog.getByText(text.dateRequired)).toBeVisible();

    await dialog.getByRole("textbox", { name: text.title, exact: true }).fill(title);
    // The date picker: week starts on Sunday in English, Monday in Russian; pick the 15th of next month.
    await dialog.locator("#t-date").click();
    const calendar = page.locator("[data-slot=popover-content]");
    await expect(calendar.locator("th").first()).toHaveText(text.firstWeekday);
    await calendar.locator("nav button").last().click();
    await calendar.locator("td button", { hasText: /^15$/ }).click();
    await dialog.getByLabel(text.time, { exact: true }).fill("19:30");
    await dialog.getByLabel(text.city).fill("Almaty");
    await dialog.getByLabel(text.country).fill("Kazakhstan");
    await dialog.locator("#t-broadcast_url").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog.getByText(text.badUrl)).toBeVisible();
    await dialog.locator("#t-broadcast_url").fill("https://stream.example/open");

    // Upload: a text file pretending to be an image is refused by its content, then a real PNG.
    const fileInput = dialog.getByLabel(text.upload);
    await fileInput.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image at all"),
    });
    await expect(toast(page, text.notImage)).toBeVisible();
    // Over 5 MB is refused before it is sent.
    const uploads: string[] = [];
    page.on("request", (request) => void (request.url().includes("/api/v1/uploads") && uploads.push(request.url())));
    await fileInput.setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(toast(page, text.tooLarge)).toBeVisible();
    expect(uploads).toEqual([]);
    await fileInput.setInputFiles(await pngFile());
    await expect(toast(page, text.uploaded)).toBeVisible();
    await expect(dialog.getByLabel(text.imageUrl)).toHaveValue(/^\/files\/tournament-images\/[\w-]+\/\d+\.jpg$/);
    await expect(dialog.getByRole("img")).toBeVisible();
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(toast(page, text.added)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(main.getByText(title)).toBeVisible();

    const created = await apiFind(page, "tournaments", title);
    expect(created?.image_url).toMatch(/^\/files\/tournament-images\//);
    const image = await page.request.get(created!.image_url!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");

    // The public page offers the narrower copies made at upload, and the browser shows one of them.
    const copies = [480, 960, 1600].map(
      (width) => `${created!.image_url!.replace(/\.jpg$/, `-${width}w.jpg`)} ${width}w`,
    );
    const publicPage = await page.context().newPage();
    await publicPage.goto(`${lang === "ru" ? "/ru" : ""}/tournament/${created!.id}`);
    const hero = publicPage.locator(`img[src="${created!.image_url}"]`).first();
    await expect(hero).toHaveAttribute("srcset", copies.join(", "));
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(480|960|1600)w\.jpg$/);
    for (const copy of copies)
      expect((await page.request.get(copy.split(" ")[0]!)).headers()["content-type"]).toBe("image/jpeg");
    await publicPage.close();

    // Search narrows the list.
    await main.getByPlaceholder(text.search).fill(title);
    await expect(main.getByRole("listitem")).toHaveCount(1);

    // Edit: the form opens with the stored values; cancelling discards, saving updates.
    await main.getByRole("button", { name: text.edit(title) }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: text.title, exact: true })).toHaveValue(title);
    await expect(page.getByRole("dialog").getByLabel(text.time, { exact: true })).toHaveValue("19:30");
    await page.getByRole("dialog").getByRole("textbox", { name: text.title, exact: true }).fill(`${title} (discarded)`);
    await page.getByRole("dialog").getByRole("button", { name: text.cancel }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await main.getByRole("button", { name: text.edit(title) }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: text.title, exact: true })).toHaveValue(title);
    // A title over the limit is refused with the limit named.
    await page.getByRole("dialog").getByRole("textbox", { name: text.title, exact: true }).fill("x".repeat(201));
    await page.getByRole("dialog").getByRole("button", { name: text.save }).click();
    await expect(page.getByRole("dialog").getByText(text.tooLong)).toBeVisible();
    const renamed = `${title} Final`;
    await page.getByRole("dialog").getByRole("textbox", { name: text.title, exact: true }).fill(renamed);
    await page.getByRole("dialog").getByRole("button", { name: text.save }).click();
    await expect(toast(page, text.updated)).toBeVisible();
    await main.getByPlaceholder(text.search).fill(renamed);
    await expect(main.getByText(renamed)).toBeVisible();

    // Delete: declining keeps the tournament; confirming removes it.
    await main.getByRole("button", { name: text.del(renamed) }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText(text.confirmTournament)).toBeVisible();
    await expect(confirm.getByRole("heading")).toHaveText(text.deleteNamed(renamed));
    await confirm.getByRole("button", { name: text.cancel }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(await apiFind(page, "tournaments", renamed)).not.toBeNull();
    await main.getByRole("button", { name: text.del(renamed) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: text.confirm }).click();
    await expect(toast(page, text.deleted)).toBeVisible();
    await expect(main.getByText(renamed)).toHaveCount(0);
    expect(await apiFind(page, "tournaments", renamed)).toBeNull();

    // Failures: an edit or delete of a tournament someone else just removed.
    const ghost = `E2E Ghost ${lang} ${Date.now()}`;
    const response = await page.request.post("/api/v1/tournaments", {
      headers: { Origin: baseURL! },
      data: {
        title: ghost,
        event_date: "2027-03-01T18:00",
        time_zone: "UTC",
        location_city: "Oslo",
        location_country: "Norway",
      },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await page.reload();
    await main.getByPlaceholder(text.search).fill(ghost);
    await main.getByRole("button", { name: text.edit(ghost) }).click();
    expect((await page.request.delete(`/api/v1/tournaments/${id}`, { headers: { Origin: baseURL! } })).status()).toBe(
      204,
    );
    await page.getByRole("dialog").getByRole("button", { name: text.save }).click();
    await expect(toast(page, text.operationFailed)).toBeVisible();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: text.cancel }).click();
    await main.getByRole("button", { name: text.del(ghost) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: text.confirm }).click();
    await expect(toast(page, text.deleteFailed)).toBeVisible();

    // An upload without a session fails with 'Not authenticated'.
    await page.context().clearCookies();
    await main.getByRole("button", { name: text.addTournament }).click();
    await page
      .getByRole("dialog")
      .getByLabel(text.upload)
      .setInputFiles(await pngFile("#2e86c1"));
    await expect(toast(page, text.notAuthenticated)).toBeVisible();
    allowRefusedRequests(consoleProblems);
  });

  test(`the admin journey for news in ${lang}: create, edit, delete declined then confirmed`, async ({
    page,
    baseURL,
    consoleProblems,
  }) => {
    test.setTimeout(60_000);
    await signInWithForm(page, ADMIN, lang);
    await expect(page).toHaveURL(text.admin);
    const main = page.locator("main");
    await openAdminSection(page, text.newsTab);
    const title = `E2E news ${lang} ${Date.now()}`;

    await main.getByRole("button", { name: text.addNews }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog.getByText(text.titleRequired)).toBeVisible();
    await expect(dialog.getByText(text.contentRequired)).toBeVisible();
    await dialog.getByRole("textbox", { name: text.title, exact: true }).fill(title);
    await dialog
      .getByRole("textbox", { name: text.content, exact: true })
      .fill("Tickets for the season finals go on sale on Monday.");
    await dialog.getByLabel(text.imageUrl).fill("ftp://example.com/picture.jpg");
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog.getByText(text.badUrl)).toBeVisible();
    await dialog.getByLabel(text.imageUrl).fill("/images/demo/news-2.webp");
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(toast(page, text.newsAdded)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(main.getByText(title)).toBeVisible();

    await main.getByRole("button", { name: text.edit(title) }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: text.content, exact: true })).toHaveValue(
      "Tickets for the season finals go on sale on Monday.",
    );
    const renamed = `${title} (updated)`;
    await page.getByRole("dialog").getByRole("textbox", { name: text.title, exact: true }).fill(renamed);
    await page.getByRole("dialog").getByRole("button", { name: text.save }).click();
    await expect(toast(page, text.newsUpdated)).toBeVisible();
    await expect(main.getByText(renamed)).toBeVisible();

    await main.getByRole("button", { name: text.del(renamed) }).click();
    await expect(page.getByRole("alertdialog").getByText(text.confirmNews)).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: text.cancel }).click();
    expect(await apiFind(page, "news", renamed)).not.toBeNull();
    await main.getByRole("button", { name: text.del(renamed) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: text.confirm }).click();
    await expect(toast(page, text.newsDeleted)).toBeVisible();
    await expect(main.getByText(renamed)).toHaveCount(0);
    expect(await apiFind(page, "news", renamed)).toBeNull();

    // Deleting an article that is already gone.
    const response = await page.request.post("/api/v1/news", {
      headers: { Origin: baseURL! },
      data: { title: `${title} ghost`, content: "Gone soon." },
    });
    const { id } = (await response.json()) as { id: string };
    // The news section reloaded shows it. (Following the section's link again would reload its list in the background,
    // and a list loaded after the delete below has no button to click.)
    await page.reload();
    await waitForHydration(page);
    await expect(main.getByRole("button", { name: text.del(`${title} ghost`) })).toBeVisible();
    expect((await page.request.delete(`/api/v1/news/${id}`, { headers: { Origin: baseURL! } })).status()).toBe(204);
    await main.getByRole("button", { name: text.del(`${title} ghost`) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: text.confirm }).click();
    await expect(toast(page, text.newsDeleteFailed)).toBeVisible();
    allowRefusedRequests(consoleProblems);
  });
}
