import { memo } from "react";
import { Mail } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { SiteData } from "./use-site";
import { COPYRIGHT_YEAR } from "~/lib/league-constants";
import { BrandMark } from "./brand-mark";
import { LocalizedLink } from "./localized-link";
import { InstagramIcon, TelegramIcon, XIcon, YoutubeIcon } from "./social-icons";

const SOCIAL_ICONS = { instagram: InstagramIcon, youtube: YoutubeIcon, x: XIcon, telegram: TelegramIcon } as const;
const SOCIAL_LABELS = { instagram: "Instagram", youtube: "YouTube", x: "X", telegram: "Telegram" } as const;

/** Like the header, the footer takes the site data as a prop, so navigations do not re-render it. */
export const SiteFooter = memo(function SiteFooter({ site }: { site: SiteData | undefined }) {
  const { t } = useTranslation();
  const brand = site?.brand;
  return (
    <footer className="mt-16 border-t bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <BrandMark className="size-10" />
            <span className="font-display text-lg font-bold uppercase tracking-wider">{brand?.name}</span>
          </div>
          <p className="max-w-sm text-sm text-muted-foreground">{brand?.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-3 text-sm font-semibold uppercase tracking-wider">
            {t("footer.quickLinks")}
          </h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>
              <LocalizedLink className="hover:text-foreground" to="/events">
                {t("footer.eventsCalendar")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink className="hover:text-foreground" to="/athletes">
                {t("footer.athletes")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink className="hover:text-foreground" to="/analytics">
                {t("footer.analytics")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink className="hover:text-foreground" to="/news">
                {t("footer.news")}
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <div className="space-y-6">
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider">{t("footer.followUs")}</h2>
            <ul className="flex gap-2">
              {brand?.social.map(({ network, url }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={url ?? "#"}
                      aria-label={SOCIAL_LABELS[network]}
                      {...(url ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                      className="flex size-10 items-center justify-center rounded-md border text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
                    >
                      <Icon className="size-4" aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wider">{t("footer.contact")}</h2>
            <a
              href={`mailto:${brand?.email}`}
              className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
            >
              <Mail className="size-4" aria-hidden="true" />
              {brand?.email}
            </a>
          </div>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          {t("footer.copyright", { year: COPYRIGHT_YEAR, name: brand?.name })}
        </p>
      </div>
    </footer>
  );
});
