import { Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, useNavigate } from "react-router";
import { Input } from "~/components/ui/input";
import { eventsSearch, MAX_SEARCH_LENGTH, type EventsQuery } from "./events-query";

const TYPING_PAUSE_MS = 300;

/**
 * Searches as the visitor types (after a short pause). The text goes into the URL: the first change
 * adds a history entry, further typing replaces it, so Back returns to the page before the search.
 * Without JavaScript it is a plain GET form.
 */
export function EventsSearch({ query, action }: { query: EventsQuery; action: string }) {
  const { t } = useTranslation("events");
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back and Forward change the URL under us: show the search that URL holds.
  useEffect(() => {
    if (input.current && input.current.value.trim() !== query.q) input.current.value = query.q;
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (text: string) => {
    clearTimeout(timer.current);
    const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
    if (q === query.q) return;
    navigate(action + eventsSearch(query, { q, page: 1 }), {
      replace: query.q !== "" && q !== "",
      preventScrollReset: true,
    });
  };

  return (
    <search className="w-full sm:max-w-md">
      <Form
        method="get"
        action={action}
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          go(input.current?.value ?? "");
        }}
      >
        {query.tab !== "all" && <input type="hidden" name="tab" value={query.tab} />}
        {query.view !== "list" && <input type="hidden" name="view" value={query.view} />}
        <label htmlFor="events-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={input}
          id="events-search"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          className="h-11 pl-9 pr-10 [&::-webkit-search-cancel-button]:appearance-none"
          onChange={(event) => {
            const text = event.currentTarget.value;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => go(text), TYPING_PAUSE_MS);
          }}
        />
        {query.q && (
          <button
            type="button"
            aria-label={t("clearSearch")}
            className="absolute right-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground"
            onClick={() => {
              if (input.current) input.current.value = "";
              go("");
              input.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </Form>
    </search>
  );
}
