import { useTranslation } from "~/i18n/react";

export interface PartnerData {
  id: string;
  name: string;
  logo_url?: string | null;
  website_url?: string | null;
}

/** The logo when there is one (the name as its alt text), otherwise the name. */
function PartnerMark({ partner }: { partner: PartnerData }) {
  return partner.logo_url ? (
    <img
      src={partner.logo_url}
      alt={partner.name}
      loading="lazy"
      width={160}
      height={48}
      className="h-auto max-h-12 w-auto max-w-full object-contain"
    />
  ) : (
    <span>{partner.name}</span>
  );
}

/** Sponsors in the league's display order, linked to their sites when known; hidden when there are none. */
export function OfficialPartners({ partners }: { partners: PartnerData[] }) {
  const { t } = useTranslation("home");
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="border-t pt-16">
      <h2
        id="partners-title"
        className="text-center text-sm font-semibold uppercase tracking-[0.3em] text-muted-foreground"
      >
        {t("partners.title")}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {partners.map((partner) => (
          <li
            key={partner.id}
            className="rounded-lg border bg-card font-display text-lg font-semibold uppercase tracking-wider text-foreground/80"
          >
            {partner.website_url ? (
              <a
                href={partner.website_url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-20 items-center justify-center rounded-lg px-4 text-center transition-colors hover:bg-muted hover:text-foreground"
              >
                <PartnerMark partner={partner} />
              </a>
            ) : (
              <div className="flex h-20 items-center justify-center px-4 text-center">
                <PartnerMark partner={partner} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
