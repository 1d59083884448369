import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { localizePath, type Lang } from "~/lib/language";

export function useLang(): Lang {
  return useTranslation().i18n.language === "ru" ? "ru" : "en";
}

/** Turns an English path into the current language's URL: `/events` → `/ru/events` on Russian pages. */
export function useLocalizePath() {
  const lang = useLang();
  return (path: string) => localizePath(path, lang);
}

export function LocalizedLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const localize = useLocalizePath();
  return <Link to={localize(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  const localize = useLocalizePath();
  return <NavLink to={localize(to)} {...props} />;
}
