import { Search, X } from "lucide-react";
import { type FormEvent, memo, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useNavigate } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { WEIGHT_CLASSES } from "~/lib/league-constants";
import { directorySearch, hasFilters, type DirectoryQuery } from "./directory-query";

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  query: DirectoryQuery;
  countries: { code: string; name: string; flag: string }[];
  teams: { id: string; name: string }[];
}

/**
 * Search and filters as a plain GET form, so they work before (or without) JavaScript; once hydrated,
 * every change navigates at once (typing after a short pause) and the page resets to 1.
 */
// Memoized: the filters do not re-render while a navigation away from the directory is under way.
export const DirectoryFilters = memo(function DirectoryFilters({ query, countries, teams }: Props) {
  const { t } = useTranslation("athletes");
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const action = localize("/athletes");
  const [values, setValues] = useState(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL (back button, 'Clear filters'), but never overwrite what the visitor is typing.
  useEffect(() => {
    setValues((current) => ({ ...query, q: document.activeElement === searchRef.current ? current.q : query.q }));
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: DirectoryQuery, replace: boolean) {
    clearTimeout(timer.current);
    void navigate(action + directorySearch({ ...next, page: 1 }), { replace, preventScrollReset: true });
  }

  function change(key: "country" | "team" | "weight", value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    go(next, false);
  }

  function type(value: string) {
    const next = { ...values, q: value };
    setValues(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(next, true), SEARCH_DEBOUNCE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(values, false);
  }

  return (
    <search>
      <Form
        method="get"
        action={action}
        onSubmit={submit}
        className="grid gap-3 rounded-xl border bg-card p-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <div className="flex flex-col gap-1.5 md:col-span-2 lg:col-span-1">
          <Label htmlFor="athlete-search" className="text-xs uppercase tracking-wider text-muted-foreground">
            {t("searchLabel")}
          </Label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                ref={searchRef}
                id="athlete-search"
                type="search"
                name="q"
                value={values.q}
                onChange={(event) => type(event.target.value)}
                placeholder={t("searchPlaceholder")}
                maxLength={100}
                autoComplete="off"
                className="pl-9"
              />
            </div>
            <Button type="submit" variant="secondary" aria-label={t("search")}>
              <Search aria-hidden="true" />
              <span className="hidden sm:inline">{t("search")}</span>
            </Button>
          </div>
        </div>
        <FilterSelect
          id="athlete-country"
          name="country"
          label={t("country")}
          value={values.country}
          onChange={(value) => change("country", value)}
        >
          <option value="">{t("allCountries")}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {`${country.flag} ${country.name}`}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="athlete-team"
          name="team"
          label={t("team")}
          value={values.team}
          onChange={(value) => change("team", value)}
        >
          <option value="">{t("allTeams")}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="athlete-weight"
          name="weight"
          label={t("weightClass")}
          value={values.weight}
          onChange={(value) => change("weight", value)}
        >
          <option value="">{t("allWeightClasses")}</option>
          {WEIGHT_CLASSES.map((weight) => (
            <option key={weight} value={weight}>
              {t(`common:weightClass.${weight}`)}
            </option>
          ))}
        </FilterSelect>
        {hasFilters(query) && (
          <div className="md:col-span-2 lg:col-span-4">
            <Button asChild variant="ghost" size="sm">
              <Link to={action} preventScrollReset>
                <X aria-hidden="true" />
                {t("clearFilters")}
              </Link>
            </Button>
          </div>
        )}
      </Form>
    </search>
  );
});

function FilterSelect({
  id,
  name,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs uppercase tracking-wider text-muted-foreground">
        {label}
      </Label>
      <NativeSelect id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
