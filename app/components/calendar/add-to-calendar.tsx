import { CalendarPlus } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";

/** The event as an .ics file: phones and desktop calendar apps open it and offer to add the event. */
export function AddToCalendar({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation("seo");
  const localize = useLocalizePath();
  return (
    <div className="rounded-xl border bg-card p-6">
      <Button asChild variant="outline" className="w-full">
        <a href={localize(`/tournament/${tournamentId}/calendar.ics`)} download>
          <CalendarPlus aria-hidden="true" />
          {t("calendar.add")}
        </a>
      </Button>
      <p className="mt-2 text-center text-xs text-muted-foreground">{t("calendar.addHint")}</p>
    </div>
  );
}
