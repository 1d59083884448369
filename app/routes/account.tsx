import { pageStrings } from "~/i18n/page-strings";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ApiTokenCard } from "~/components/account/api-token-card";
import { IdentitiesCard } from "~/components/account/identities-card";
import { PasskeysCard } from "~/components/account/passkeys-card";
import { PhoneCard } from "~/components/account/phone-card";
import { SessionsCard } from "~/components/account/sessions-card";
import { TwoFactorCard } from "~/components/account/two-factor-card";
import { MyDataCard } from "~/components/fans/my-data-card";
import { useRevalidateOnSessionChange } from "~/components/auth/use-session-appears";
import { pageTitle } from "~/lib/meta";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/account";
import { loadAccount } from "./account.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("account");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccount(request, requestLang(context));
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, "account:metaTitle"),
  { name: "robots", content: "noindex" },
];

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  useRevalidateOnSessionChange();
  const { user } = loaderData;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-bold uppercase">{t("title")}</h1>
        <p className="mt-2 break-words text-muted-foreground">{t("subtitle", { email: user.email })}</p>
        <p className="mt-2 inline-flex items-center gap-2 text-sm text-muted-foreground" data-testid="assurance">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {loaderData.aal === "aal2" ? t("assurance.aal2") : t("assurance.aal1")}
        </p>
      </header>
      <SessionsCard sessions={loaderData.sessions} />
      <TwoFactorCard enabled={user.twoFactorEnabled} />
      <PasskeysCard passkeys={loaderData.passkeys} />
      <IdentitiesCard identities={loaderData.identities} providers={loaderData.providers} />
      <PhoneCard phoneNumber={user.phoneNumber} verified={user.phoneNumberVerified} />
      <ApiTokenCard />
      <MyDataCard />
    </section>
  );
}
