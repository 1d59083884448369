import { pageStrings } from "~/i18n/page-strings";
import { Search } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Form } from "react-router";
import { CountryFlag } from "~/components/athletes/country-flag";
import { HeadToHeadSides, Meetings } from "~/components/athletes/head-to-head";
import { LocalizedLink, useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { requestLang } from "~/lib/request-lang";
import { loaderSeo } from "~/lib/meta";
import { pageSeo } from "~/lib/seo";
import { withSeo } from "~/lib/seo-data.server";
import type { Route } from "./+types/athletes-compare";
import { loadCompare } from "./athletes-compare.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("athlete", "athletes");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return withSeo(url, await loadCompare(request, requestLang(context)), (seo) =>
    pageSeo(seo, "athletes:compare.metaTitle", "athletes:compare.metaDescription"),
  );
}

export const meta: Route.MetaFunction = (args) => loaderSeo(args);

type PickData = Extract<Route.ComponentProps["loaderData"], { view: "pick" }>;

function Pick({ a, q, candidates }: PickData) {
  const { t } = useTranslation("athletes");
  const localize = useLocalizePath();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{a ? t("compare.pick", { name: a.full_name }) : t("compare.missing")}</p>
      <search>
        <Form method="get" action={localize("/athletes/compare")} className="flex max-w-xl gap-2">
          {a && <input type="hidden" name="a" value={a.id} />}
          <Input
            name="q"
            type="search"
            defaultValue={q}
            required
            maxLength={100}
            aria-label={t("compare.searchLabel")}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("compare.search")}
          </Button>
        </Form>
      </search>
      {q && candidates.length === 0 && <p>{t("compare.noMatches", { q })}</p>}
      {candidates.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="compare-candidates">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <LocalizedLink
                to={a ? `/athletes/compare?a=${a.id}&b=${candidate.id}` : `/athletes/compare?a=${candidate.id}`}
                className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 hover:border-primary"
              >
                <CountryFlag code={candidate.country} name={candidate.countryName} showCode={false} />
                <span className="font-semibold">{candidate.full_name}</span>
                {candidate.team && <span className="text-sm text-muted-foreground">{candidate.team.name}</span>}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function AthletesCompare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("athletes");
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold uppercase sm:text-4xl">{t("compare.title")}</h1>
      {loaderData.view === "pick" && <Pick {...loaderData} />}
      {(loaderData.view === "unknown" || loaderData.view === "same") && (
        <div data-testid="compare-error">
          <p className="text-xl font-semibold">
            {loaderData.view === "same" ? t("compare.same") : t("compare.unknown")}
          </p>
          <p className="mt-2 text-muted-foreground">{t("compare.unknownHint")}</p>
          <LocalizedLink to="/athletes" className="mt-4 inline-block font-semibold text-primary-text hover:underline">
            {t("title")}
          </LocalizedLink>
        </div>
      )}
      {loaderData.view === "compare" && (
        <>
          <HeadToHeadSides a={loaderData.a} b={loaderData.b} probabilityA={loaderData.probabilityA} />
          <Meetings meetings={loaderData.meetings} a={loaderData.a} b={loaderData.b} />
        </>
      )}
    </section>
  );
}
