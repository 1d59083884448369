import { pageStrings } from "~/i18n/page-strings";
import {
  ChevronDown,
  ExternalLink,
  FileText,
  Info,
  Scale,
  ShieldAlert,
  ShieldCheck,
  Swords,
  Timer,
  Weight,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { LIVE_RULES_VERSION } from "~/lib/live/scoring-rules";
import { CURRENT_RULES_VERSION } from "~/lib/results/constants";
import { LEAGUE_RULES_PDF, WEIGHT_CLASSES, WEIGHT_LIMITS_KG } from "~/lib/league-constants";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import type { Route } from "./+types/rules";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("rules");

// The head is built on the server (app/lib/seo-data.server.ts): this loader sends it and nothing else.
export function loader({ url }: Route.LoaderArgs) {
  return withSeo(url, {}, (seo) => pageSeo(seo, "rules:metaTitle", "rules:metaDescription"));
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

const FORMAT = ["rounds", "opening", "reset", "victory", "teams"] as const;
const SCORING = [
  { key: "takedown", points: 2, note: true },
  { key: "guardPass", points: 3 },
  { key: "mountBack", points: 4 },
  { key: "sweep", points: 2 },
  { key: "kneeOnBelly", points: 2 },
] as const;
const FOULS = ["stalling", "fleeing", "illegalSubmission", "aggression", "unsportsmanlike"] as const;
// Our decisions where the spec is silent (the console and the server apply the same: app/lib/live/scoring-rules.ts).
const DECISIONS = ["roundTie", "points", "decision", "dqLadder", "control", "goldenScore"] as const;
// The tie-break ladder and group order the season engine applies (app/lib/season/tie-break.ts, group-standings.ts).
const LADDER = ["submissions", "penalties", "points", "tieBreakBout"] as const;
const GROUP_ORDER = ["wins", "headToHead", "boutDifference", "submissions", "rating"] as const;
const SAFETY = ["noGi", "mouthguard", "noMetal", "nails", "medical"] as const;
const DOCUMENTS = [
  { key: "leagueRulebook", href: LEAGUE_RULES_PDF },
  { key: "adcc", href: "https://adcombat.com/adcc-rules-and-regulations/" },
  { key: "ibjjf", href: "https://ibjjf.com/books-videos" },
  // Not written yet: listed so readers know it is coming.
  { key: "refereeGuide", href: null },
] as const;

// A disclosure of our own rather than Radix Accordion (3 KB gzip of the page's initial JavaScript for four toggles):
// the WAI-ARIA accordion pattern, a heading's button with aria-expanded/aria-controls over a labelled region. Closed
// sections stay in the HTML (hidden), so the text is there for search engines and for a reader without JavaScript.
function RuleSection({
  value,
  title,
  icon,
  children,
}: {
  value: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const triggerId = `rules-${value}-trigger`;
  const panelId = `rules-${value}-panel`;
  return (
    <div data-state={open ? "open" : "closed"} className="overflow-hidden rounded-xl border bg-card">
      <h2>
        <button
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={panelId}
          data-state={open ? "open" : "closed"}
          onClick={() => setOpen(!open)}
          className="group flex w-full items-center gap-3 px-6 py-5 text-left font-display text-xl font-bold uppercase transition-colors hover:bg-accent/50"
        >
          {icon}
          <span className="flex-1">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          />
        </button>
      </h2>
      <section id={panelId} aria-labelledby={triggerId} hidden={!open} className="border-t px-6 py-5">
        {children}
      </section>
    </div>
  );
}

export default function Rules() {
  const { t } = useTranslation("rules");
  return (
    <div>
      <header className="border-b bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-primary-text">{t("eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold uppercase sm:text-6xl">{t("title")}</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground sm:text-lg">{t("subtitle")}</p>
        </div>
      </header>

      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="format-title" className="rounded-xl border bg-card p-6">
            <h2 id="format-title" className="flex items-center gap-2 text-2xl font-bold uppercase">
              <Timer aria-hidden="true" className="size-6 text-primary" />
              {t("format.title")}
            </h2>
            <ul className="mt-5 space-y-3">
              {FORMAT.map((key) => (
                <li key={key} className="flex gap-3 text-sm leading-relaxed sm:text-base">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  {t(`format.${key}`)}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="scoring-title" className="rounded-xl border bg-card p-6">
            <h2 id="scoring-title" className="flex items-center gap-2 text-2xl font-bold uppercase">
              <Swords aria-hidden="true" className="size-6 text-primary" />
              {t("scoring.title")}
            </h2>
            <table className="mt-4 w-full text-sm sm:text-base">
              <caption className="sr-only">{t("scoring.title")}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t("scoring.title")}</th>
                  <th scope="col">{t("scoring.points")}</th>
                </tr>
              </thead>
              <tbody>
                {SCORING.map((row) => (
                  <tr key={row.key} className="border-b last:border-0">
                    <th scope="row" className="py-3 text-left font-normal">
                      {t(`scoring.${row.key}`)}
                      {"note" in row && (
                        <span className="block text-xs text-muted-foreground">{t("scoring.takedownNote")}</span>
                      )}
                    </th>
                    <td className="py-3 text-right font-display text-2xl font-bold text-primary">+{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>

        <div className="space-y-3">
          <RuleSection
            value="fouls"
            title={t("fouls.title")}
            icon={<ShieldAlert aria-hidden="true" className="size-6 text-primary" />}
          >
            <dl className="divide-y">
              {FOULS.map((key) => (
                <div key={key} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6">
                  <dt className="font-semibold">{t(`fouls.${key}`)}</dt>
                  <dd className="text-muted-foreground sm:text-right">{t(`fouls.${key}Penalty`)}</dd>
                </div>
              ))}
            </dl>
          </RuleSection>
          <RuleSection
            value="decisions"
            title={t("decisions.title")}
            icon={<Scale aria-hidden="true" className="size-6 text-primary" />}
          >
            <ul className="space-y-3">
              {DECISIONS.map((key) => (
                <li key={key} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  {t(`decisions.${key}`)}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted-foreground">
              {t("decisions.version", { version: LIVE_RULES_VERSION })}
            </p>
          </RuleSection>
          <RuleSection
            value="team-matches"
            title={t("teamMatches.title")}
            icon={<Swords aria-hidden="true" className="size-6 text-primary" />}
          >
            <p>{t("teamMatches.ladderIntro")}</p>
            <ol className="mt-3 list-decimal space-y-2 pl-6">
              {LADDER.map((step) => (
                <li key={step}>{t(`teamMatches.ladder.${step}`)}</li>
              ))}
            </ol>
            <p className="mt-4">{t("teamMatches.groupsIntro")}</p>
            <ol className="mt-3 list-decimal space-y-2 pl-6">
              {GROUP_ORDER.map((step) => (
                <li key={step}>{t(`teamMatches.groups.${step}`)}</li>
              ))}
            </ol>
            <p className="mt-4">{t("teamMatches.advancement")}</p>
            <p className="mt-4 text-sm text-muted-foreground">
              {t("teamMatches.version", { version: CURRENT_RULES_VERSION })}
            </p>
          </RuleSection>
          <RuleSection
            value="weight-classes"
            title={t("weightClasses.title")}
            icon={<Weight aria-hidden="true" className="size-6 text-primary" />}
          >
            <p>{t("weightClasses.intro")}</p>
            <table className="mt-3 w-full max-w-md text-left">
              <thead>
                <tr className="border-b text-sm text-muted-foreground">
                  <th scope="col" className="py-2">
                    {t("weightClasses.class")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("weightClasses.limit")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {WEIGHT_CLASSES.map((weightClass) => {
                  const limit = WEIGHT_LIMITS_KG[weightClass];
                  return (
                    <tr key={weightClass} className="border-b last:border-0">
                      <th scope="row" className="py-2 font-semibold">
                        {t(`common:weightClass.${weightClass}`)}
                      </th>
                      <td className="py-2 tabular-nums">
                        {limit === null ? t("weightClasses.noLimit") : t("weightClasses.upTo", { kg: limit })}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="mt-4">{t("weightClasses.lineups")}</p>
          </RuleSection>
          <RuleSection
            value="safety"
            title={t("safety.title")}
            icon={<ShieldCheck aria-hidden="true" className="size-6 text-primary" />}
          >
            <ul className="space-y-3">
              {SAFETY.map((key) => (
                <li key={key} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  {t(`safety.${key}`)}
                </li>
              ))}
            </ul>
          </RuleSection>
          <RuleSection
            value="documents"
            title={t("documents.title")}
            icon={<FileText aria-hidden="true" className="size-6 text-primary" />}
          >
            <ul className="space-y-2">
              {DOCUMENTS.map((doc) => (
                <li key={doc.key}>
                  {doc.href ? (
                    <a
                      href={doc.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={t("documents.newTab")}
                      className="inline-flex items-center gap-2 font-semibold text-primary-text underline-offset-4 hover:underline"
                    >
                      {t(`documents.${doc.key}`)}
                      <ExternalLink aria-hidden="true" className="size-4" />
                    </a>
                  ) : (
                    <span
                      data-placeholder="true"
                      className="inline-flex items-center gap-2 font-semibold text-muted-foreground"
                    >
                      {t(`documents.${doc.key}`)}
                      <span className="rounded border px-1.5 py-0.5 text-xs font-normal uppercase">
                        {t("documents.comingSoon")}
                      </span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </RuleSection>
        </div>

        <aside className="flex gap-3 rounded-xl border border-primary/40 bg-primary/10 p-5 text-sm sm:text-base">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>{t("note")}</p>
        </aside>
      </div>
    </div>
  );
}
