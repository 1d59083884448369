import { useTranslation } from "react-i18next";

export interface PartnerData {
  id: string;
  name: string;
}

/** Sponsor names in the league's display order; hidden when there are none. */
export function OfficialPartners({ partners }: { partners: PartnerData[] }) {
  const { t } = useTranslation("home");
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="border-t pt-16">
      <h2 id="partners-title" className="text-center text-sm font-semibold uppercase tracking-[0.3em] text-muted-foreground">
        {t("partners.title")}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {partners.map((partner) => (
          <li
            key={partner.id}
            className="flex h-20 items-center justify-center rounded-lg border bg-card px-4 text-center font-display text-lg font-semibold uppercase tracking-wider text-foreground/80"
          >
            {partner.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
