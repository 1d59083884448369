import { ArrowRight, Radio } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink } from "~/components/site/localized-link";
import { EVENT_FALLBACK_IMAGE } from "~/components/tournaments/event-image";
import { Button } from "~/components/ui/button";

export function HomeHero() {
  const { t } = useTranslation("home");
  return (
    <section className="relative isolate overflow-hidden border-b">
      <img
        src={EVENT_FALLBACK_IMAGE}
        alt=""
        width={1200}
        height={675}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover object-[70%_center] opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-background via-background/80 to-background/10" />
      <div className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-background to-transparent" />
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 sm:pb-28 sm:pt-24 lg:pb-36 lg:pt-32">
        <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.3em] text-primary-text sm:text-sm">
          <span aria-hidden="true" className="h-0.5 w-10 bg-primary" />
          {t("hero.eyebrow")}
        </p>
        <h1 className="mt-6 max-w-4xl text-5xl font-bold uppercase leading-[0.92] tracking-tight text-balance sm:text-7xl lg:text-8xl">
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-base text-muted-foreground sm:text-lg">{t("hero.subtitle")}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <LocalizedLink to="/events">
              {t("hero.allEvents")}
              <ArrowRight aria-hidden="true" />
            </LocalizedLink>
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-background/40 backdrop-blur">
            <LocalizedLink to="/live">
              <Radio aria-hidden="true" className="text-primary" />
              {t("hero.watchLive")}
            </LocalizedLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
