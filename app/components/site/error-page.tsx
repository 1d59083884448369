import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import { LocalizedLink } from "./localized-link";

export function ErrorPage({ kind }: { kind: "notFound" | "error" }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {kind === "notFound" && <p className="font-display text-8xl font-bold text-primary">{t("notFound.code")}</p>}
      <h1 className="mt-4 text-3xl font-bold uppercase">
        {kind === "notFound" ? t("notFound.title") : t("error.title")}
      </h1>
      {kind === "error" && <p className="mt-3 text-muted-foreground">{t("error.message")}</p>}
      <Button asChild className="mt-8" size="lg">
        <LocalizedLink to="/">{kind === "notFound" ? t("notFound.backHome") : t("error.backHome")}</LocalizedLink>
      </Button>
    </section>
  );
}
