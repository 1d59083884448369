import { ArrowRight, Radio } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/live";

export const meta: Route.MetaFunction = (args) => pageSeo(args, "live:metaTitle", "seo:liveDescription");

export default function Live() {
  const { t } = useTranslation("live");
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,var(--color-primary)_0%,transparent_60%)] opacity-15" />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="flex size-20 items-center justify-center rounded-full border-2 border-primary/60 bg-primary/10">
          <Radio aria-hidden="true" className="size-9 text-primary motion-safe:animate-pulse" />
        </span>
        <p className="mt-8 text-xs font-semibold uppercase tracking-[0.3em] text-primary-text">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold uppercase sm:text-6xl">{t("title")}</h1>
        <p className="mt-5 max-w-xl text-muted-foreground sm:text-lg">{t("subtitle")}</p>
        <Button asChild size="lg" className="mt-10">
          <LocalizedLink to="/events">
            {t("browseEvents")}
            <ArrowRight aria-hidden="true" />
          </LocalizedLink>
        </Button>
      </div>
    </section>
  );
}
