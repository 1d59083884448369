import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LatestNews } from "~/components/news/latest-news";
import { I18nProvider } from "~/i18n/react";
import type { Lang } from "~/lib/language";
import { NextEventBanner } from "./next-event-banner";
import { OfficialPartners } from "./partners";
import { UpcomingEvents, UpcomingEventsFailed, UpcomingEventsSkeleton } from "./upcoming-events";

function render(node: ReactNode, lang: Lang = "en") {
  const router = createMemoryRouter([{ path: "*", element: node }], { initialEntries: [lang === "ru" ? "/ru" : "/"] });
  return renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const EVENT = {
  id: "6f1c1c57-3f53-4c39-9a49-3a1f2b6a8e10",
  title: "London Lock-In",
  event_date: new Date("2026-12-04T19:00:00Z"),
  time_zone: "Europe/London",
  location_city: "London",
  location_country: "United Kingdom",
  status: "upcoming" as const,
  on_the_mat: false,
  image_url: null,
};
const at = (iso: string) => new Date(iso).getTime();

describe("next event banner", () => {
  it("counts down in days, hours and minutes from the server's now", () => {
    const html = render(<NextEventBanner event={EVENT} serverNow={at("2026-11-22T10:00:00Z")} />);
    expect(html).toMatch(/countdown-days"[^>]*>12<\/span><span[^>]*>Days</);
    expect(html).toMatch(/countdown-hours"[^>]*>09<\/span><span[^>]*>Hours</);
    expect(html).toMatch(/countdown-minutes"[^>]*>00<\/span><span[^>]*>Minutes</);
    expect(html).toContain("Next Event");
    expect(html).toContain("4 December 2026");
    expect(html).toContain('href="/tournament/6f1c1c57-3f53-4c39-9a49-3a1f2b6a8e10"');
    expect(html).toContain('href="/live"');
    // No image of its own: its own generated art.
    expect(html).toContain('src="/art/v1/event/6f1c1c57-3f53-4c39-9a49-3a1f2b6a8e10.svg"');
    expect(html).not.toContain("Event Completed");
  });

  it("labels its /live link by the event's phase: Where to watch before, Watch live while a bout is on the mat", () => {
    const before = render(<NextEventBanner event={EVENT} serverNow={at("2026-11-22T10:00:00Z")} />);
    expect(before).toMatch(/href="\/live"[^>]*>.*Where to watch<\/a>/);
    expect(before).not.toContain("Watch live");
    // Marked completed while a bout is still fought: live all the same (app/lib/event-state.ts).
    const fought = { ...EVENT, status: "completed" as const, on_the_mat: true };
    const lead = { home: "Thames Lions", away: "Tokyo Ronin", score: { home: 1, away: 0 } };
    const live = render(<NextEventBanner event={fought} serverNow={at("2026-12-04T20:00:00Z")} live={lead} />);
    expect(live).toMatch(/data-status="live"/);
    expect(live).toMatch(/href="\/live"[^>]*>.*Watch live<\/a>/);
    expect(live).toContain("1–0");
    expect(live).not.toContain("Event Completed");
    const ru = render(<NextEventBanner event={EVENT} serverNow={at("2026-11-22T10:00:00Z")} />, "ru");
    expect(ru).toContain("Где смотреть");
  });

  it("shows Event Completed and View Results at zero, never negative numbers", () => {
    for (const now of ["2026-12-04T19:00:00Z", "2026-12-20T00:00:00Z"]) {
      const html = render(<NextEventBanner event={EVENT} serverNow={at(now)} />);
      expect(html).toContain("Event Completed");
      expect(html).toContain("View Results");
      expect(html).not.toContain("countdown-days");
      expect(html).not.toMatch(/>-\d/);
    }
  });

  it("speaks Russian with Russian plural forms", () => {
    const html = render(<NextEventBanner event={EVENT} serverNow={at("2026-11-22T18:59:00Z")} />, "ru");
    expect(html).toContain("Следующее событие");
    expect(html).toContain("4 декабря 2026");
    expect(html).toMatch(/countdown-days"[^>]*>12<\/span><span[^>]*>дней</);
    expect(html).toMatch(/countdown-hours"[^>]*>00<\/span><span[^>]*>часов</);
    expect(html).toMatch(/countdown-minutes"[^>]*>01<\/span><span[^>]*>минута</);
    expect(html).toContain('href="/ru/tournament/6f1c1c57-3f53-4c39-9a49-3a1f2b6a8e10"');
    const done = render(<NextEventBanner event={EVENT} serverNow={at("2026-12-05T00:00:00Z")} />, "ru");
    expect(done).toContain("Событие завершено");
    expect(done).toContain("Смотреть результаты");
  });
});

describe("home sections", () => {
  it("hides Latest News and Official Partners when there are none", () => {
    expect(render(<LatestNews items={[]} />)).toBe("");
    expect(render(<OfficialPartners partners={[]} />)).toBe("");
  });

  it("lists news with clamped content and the published date", () => {
    const html = render(
      <LatestNews
        items={[
          {
            id: "n1",
            title: "Headline",
            content: "Body text",
            image_url: null,
            published_at: new Date("2026-11-21T08:00:00Z"),
          },
        ]}
      />,
    );
    expect(html).toContain("Latest News");
    expect(html).toContain("Published 21 November 2026");
    expect(html).toMatch(/class="line-clamp-3[^"]*">Body text</);
    expect(html).not.toContain("<img");
  });

  it("shows partners in the order given", () => {
    const html = render(
      <OfficialPartners
        partners={[
          { id: "a", name: "Ironclad Mats" },
          { id: "b", name: "Grip & Co." },
        ]}
      />,
    );
    expect(html.indexOf("Ironclad Mats")).toBeLessThan(html.indexOf("Grip &amp; Co."));
  });

  it("shows three skeleton cards while upcoming events load, and an empty message when there are none", () => {
    const skeleton = render(<UpcomingEventsSkeleton />);
    expect(skeleton.match(/data-testid="tournament-card-skeleton"/g)).toHaveLength(3);
    expect(skeleton).toContain('aria-busy="true"');
    expect(render(<UpcomingEvents events={[]} />)).toContain("No upcoming events");
    expect(render(<UpcomingEvents events={[EVENT]} />)).toContain('href="/events"');
  });

  it("says in place, in the page's language, when the upcoming events could not be read", () => {
    const html = render(<UpcomingEventsFailed />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("The upcoming events could not be loaded. Reload the page to try again.");
    expect(render(<UpcomingEventsFailed />, "ru")).toContain("Не удалось загрузить предстоящие события.");
  });
});
