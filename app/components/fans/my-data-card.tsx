// /account: download everything the site keeps about you (your account and your follows) as one JSON file.
import { Download } from "lucide-react";
import { SectionCard } from "~/components/account/section-card";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";

export function MyDataCard() {
  const { t } = useTranslation("account");
  return (
    <SectionCard id="my-data" title={t("myData.title")} description={t("myData.description")}>
      <Button asChild variant="outline">
        <a href="/api/v1/me/data" download="my-league-data.json">
          <Download aria-hidden="true" />
          {t("myData.download")}
        </a>
      </Button>
    </SectionCard>
  );
}
