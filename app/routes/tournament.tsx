import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/tournament";

export const meta: Route.MetaFunction = (args) => pageTitle(args, "tournament:metaTitle");

export default function Page() {
  const { t } = useTranslation("tournament");
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold uppercase">{t("metaTitle")}</h1>
    </section>
  );
}
