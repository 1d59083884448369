import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Search } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { LIST_SORTS, listSearch, sortSearch, type ListName, type ListPage, type ListState } from "./list-query";
import { dynamicKey } from "~/i18n/keys";

/** Typing searches after a pause; without JavaScript the form still submits on Enter (a GET, so the URL keeps it). */
function SearchForm({ list, state, placeholder }: { list: ListName; state: ListState; placeholder: string }) {
  const { t } = useTranslation("admin");
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const id = `${list}-search`;
  return (
    <search className="relative flex-1">
      <Form method="get" preventScrollReset>
        <label htmlFor={id} className="sr-only">
          {t("list.search")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          name="q"
          type="search"
          defaultValue={state.q}
          placeholder={placeholder}
          className="pl-9"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(
              () => form && void submit(form, { replace: true, preventScrollReset: true }),
              300,
            );
          }}
        />
        {/* The sort survives a new search; the page starts again at 1. */}
        {[...new URLSearchParams(listSearch(list, { ...state, q: "", page: 1 })).entries()].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </Form>
    </search>
  );
}

/** Column headers as links: the current one shows (and says) its direction; following it again flips it. */
function SortLinks({ list, state }: { list: ListName; state: ListState }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("list.sortBy")} className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
      <span className="mr-1 text-muted-foreground">{t("list.sortBy")}:</span>
      {Object.keys(LIST_SORTS[list]).map((sort) => {
        const active = sort === state.sort;
        const Arrow = state.dir === "asc" ? ArrowUp : ArrowDown;
        return (
          <Link
            key={sort}
            to={sortSearch(list, state, sort)}
            preventScrollReset
            aria-current={active ? "true" : undefined}
            className={cn(
              "inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-muted",
              active ? "font-semibold text-foreground" : "text-muted-foreground",
            )}
          >
            {t(dynamicKey(`list.sortColumns.${sort}`))}
            {active && (
              <>
                <Arrow aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{state.dir === "asc" ? t("list.ascending") : t("list.descending")}</span>
              </>
            )}
          </Link>
        );
      })}
    </nav>
  );
}

interface PaginationProps {
  page: number;
  pageCount: number;
  href(page: number): string;
  label?: string;
  previous?: string;
  next?: string;
}

/** First, previous, "page N of M", next, last — links, so every page has its own URL. */
export function Pagination({ page, pageCount, href, label, previous, next }: PaginationProps) {
  const { t } = useTranslation("admin");
  if (pageCount <= 1) return null;
  // On a phone the arrows alone (named by their labels) leave room for "page N of M".
  const step = (to: number, text: string, icon: ReactNode, iconAfter = false, textHidden = false) =>
    to >= 1 && to <= pageCount && to !== page ? (
      <Button asChild variant="outline" size="sm">
        <Link to={href(to)} preventScrollReset aria-label={text}>
          {!iconAfter && icon}
          {!textHidden && <span className="hidden sm:inline">{text}</span>}
          {iconAfter && icon}
        </Link>
      </Button>
    ) : (
      <span aria-hidden="true" className="hidden w-9 sm:block" />
    );
  return (
    <nav aria-label={label ?? t("list.pages")} className="flex items-center justify-between gap-2">
      <div className="flex gap-2">
        {step(1, t("list.first"), <ChevronsLeft aria-hidden="true" />, false, true)}
        {step(page - 1, previous ?? t("list.previous"), <ChevronLeft aria-hidden="true" />)}
      </div>
      <span className="text-center text-sm text-muted-foreground">{t("list.page", { page, count: pageCount })}</span>
      <div className="flex gap-2">
        {step(page + 1, next ?? t("list.next"), <ChevronRight aria-hidden="true" />, true)}
        {step(pageCount, t("list.last"), <ChevronsRight aria-hidden="true" />, true, true)}
      </div>
    </nav>
  );
}

interface PagedListProps<Row> {
  list: ListName;
  page: ListPage<Row>;
  searchPlaceholder: string;
  emptyText: string;
  /** Beside the search: the add button. */
  actions?: ReactNode;
  /** Under the toolbar: CSV tools, hints. */
  tools?: ReactNode;
  /** An ordered list (`ol`) where the order is the content (sponsors). */
  ordered?: boolean;
  children: ReactNode;
}

/** The scaffold every admin list shares: search, sort links, the page's rows, its count and paging — all in the URL. */
export function PagedList<Row>({
  list,
  page,
  searchPlaceholder,
  emptyText,
  actions,
  tools,
  ordered,
  children,
}: PagedListProps<Row>) {
  const { t } = useTranslation("admin");
  const List = ordered ? "ol" : "ul";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchForm key={list} list={list} state={page.state} placeholder={searchPlaceholder} />
        {actions}
      </div>
      {tools}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SortLinks list={list} state={page.state} />
        <span className="whitespace-nowrap text-sm text-muted-foreground" aria-live="polite">
          {t("list.count", { count: page.total })}
        </span>
      </div>
      {page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{emptyText}</p>
      ) : (
        <List
          className="flex flex-col divide-y overflow-hidden rounded-lg border bg-card"
          aria-label={t(`tabs.${list}`)}
        >
          {children}
        </List>
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        href={(to) => listSearch(list, { ...page.state, page: to })}
      />
    </div>
  );
}
