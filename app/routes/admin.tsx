import { useTranslation } from "react-i18next";
import { langFromPath } from "~/lib/language";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/admin";
import { requireAdmin } from "../../server/auth.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request, langFromPath(new URL(request.url).pathname));
  return { email: user.email };
}

export const meta: Route.MetaFunction = (args) => pageTitle(args, "admin:metaTitle");

export default function Admin() {
  const { t } = useTranslation("admin");
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold uppercase">{t("metaTitle")}</h1>
    </section>
  );
}
