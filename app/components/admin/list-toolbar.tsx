import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";

export const SORTS = ["dateDesc", "dateAsc", "title", "status", "name", "elo"] as const;
export type Sort = (typeof SORTS)[number];

interface ListToolbarProps {
  idPrefix: string;
  query: string;
  onQuery(value: string): void;
  sort: Sort;
  onSort(value: Sort): void;
  sorts: readonly Sort[];
  searchPlaceholder: string;
  shown: number;
}

const SORT_LABELS: Record<Sort, string> = {
  dateDesc: "list.sortDateDesc",
  dateAsc: "list.sortDateAsc",
  title: "list.sortTitle",
  status: "list.sortStatus",
  name: "list.sortName",
  elo: "list.sortElo",
};

export function ListToolbar({ idPrefix, query, onQuery, sort, onSort, sorts, searchPlaceholder, shown }: ListToolbarProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <label htmlFor={`${idPrefix}-search`} className="sr-only">
          {t("list.search")}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={`${idPrefix}-search`} type="search" value={query} onChange={(event) => onQuery(event.target.value)} placeholder={searchPlaceholder} className="pl-9" />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={`${idPrefix}-sort`} className="sr-only">
          {t("list.sortBy")}
        </label>
        <NativeSelect id={`${idPrefix}-sort`} value={sort} onChange={(event) => onSort(event.target.value as Sort)} className="min-w-52">
          {sorts.map((option) => (
            <option key={option} value={option}>
              {t(SORT_LABELS[option] as never)}
            </option>
          ))}
        </NativeSelect>
        <span className="whitespace-nowrap text-sm text-muted-foreground">{t("list.count", { count: shown })}</span>
      </div>
    </div>
  );
}

/** Case-insensitive substring match on any of the given texts. */
export function matches(query: string, ...texts: (string | null | undefined)[]) {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}
