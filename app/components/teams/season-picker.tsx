import { useTranslation } from "~/i18n/react";
import { Form } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";

/** A GET form: picking a season is a URL (`?season=`), so it works without JavaScript; with it, choosing submits. */
export function SeasonPicker({ seasons, season }: { seasons: number[]; season: number }) {
  const { t } = useTranslation("teams");
  const localize = useLocalizePath();
  return (
    <Form method="get" action={localize("/teams")} className="flex items-end gap-2">
      <label className="flex flex-col gap-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {t("season")}
        <NativeSelect
          name="season"
          defaultValue={String(season)}
          className="w-32"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {seasons.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button type="submit" variant="secondary" size="sm" className="h-10">
        {t("showSeason")}
      </Button>
    </Form>
  );
}
