// Layout on real text (issue 33, item 6): a 60-character word in every free-text field — a news title and body, an event's
// title, city and description, a team's name, an athlete's name and bio — scrolls no page sideways on a 390 px phone,
// in English or Russian. A server of this spec's own, so its records touch no other spec.
import { expect, test } from "./fixtures";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";
import { AdminApi } from "./rehearsal/harness";

const WORD = "Superlongwordwithoutanyspaceswhatsoeveratallforsixtychar".padEnd(60, "x");
const WORD_RU = "Оченьдлинноеслововообщебезпробеловшестьдесятсимволовподряд".padEnd(60, "я");

test.describe("a 60-character word in every free-text field", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.use({ viewport: { width: 390, height: 844 } });
  let own: OwnTestServer;
  const paths: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    own = await startOwnTestServer("long-words", {}, 200_000);
    const api = new AdminApi(own.url);
    const team = await api.request<{ id: string }>("POST", "/teams", { name: `${WORD} Team`, city: WORD });
    const athlete = await api.request<{ id: string }>("POST", "/athletes", {
      // A long Russian surname, as the profile header must show it on a phone.
      full_name: `Иван ${WORD_RU}`,
      country: "RUS",
      weight_class: "lightweight",
      team_id: team.id,
      bio_short: `${WORD} ${WORD_RU}`,
      style_background: [WORD.slice(0, 40)],
    });
    const event = await api.request<{ id: string }>("POST", "/tournaments", {
      title: `${WORD} Open`,
      title_ru: `${WORD_RU} Открытый`,
      event_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 16),
      time_zone: "Europe/Moscow",
      location_city: WORD,
      location_country: "Russia",
      description: `${WORD} ${WORD_RU}`,
      venue_details: WORD,
      prize_pool: WORD,
      status: "upcoming",
    });
    const news = await api.request<{ id: string }>("POST", "/news", {
      title: `${WORD} headline`,
      title_ru: `${WORD_RU} заголовок`,
      content: `${WORD} ${WORD_RU}`,
      content_ru: `${WORD_RU} ${WORD}`,
    });
    paths.push(
      "/",
      "/news",
      `/news/${news.id}`,
      "/events",
      `/tournament/${event.id}`,
      "/athletes",
      `/athlete/${athlete.id}`,
      "/teams",
      `/team/${team.id}`,
    );
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  for (const lang of ["en", "ru"] as const) {
    test(`no page scrolls sideways at 390 px (${lang})`, async ({ page }) => {
      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(`${own.url}${lang === "ru" ? (path === "/" ? "/ru" : `/ru${path}`) : path}`);
        const [scroll, inner] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth]);
        if (scroll > inner) wide.push(`${path}: ${scroll} px`);
        if (process.env.LONG_WORDS_DEBUG && scroll > inner)
          console.log(
            path,
            await page.evaluate(() =>
              [...document.querySelectorAll("main *")]
                .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
                .filter(
                  (el) =>
                    ![...el.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
                )
                .slice(0, 6)
                .map(
                  (el) =>
                    `${el.tagName}.${el.className.toString().slice(0, 80)} | ${el.parentElement?.className.toString().slice(0, 60)}`,
                ),
            ),
          );
      }
      expect(wide).toEqual([]);
    });
  }
});
