import { pageStrings } from "~/i18n/page-strings";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { AuthActionData } from "~/components/auth/auth-result";
import { useRevalidateOnSessionChange } from "~/components/auth/use-session-appears";
import { AuthForm } from "~/components/auth/auth-form";
import { pageTitle } from "~/lib/meta";
import { requestLang } from "~/lib/request-lang";
import type { Route } from "./+types/auth";
import { authenticate, redirectWithSession, signInProviders } from "./auth.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("auth");

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectWithSession(request, requestLang(context));
  return { providers: signInProviders() };
}

export async function action({ request }: Route.ActionArgs) {
  return authenticate(request);
}

/** After a successful sign-in the form itself says welcome and moves on; re-running this loader would race it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as AuthActionData | undefined)?.ok) return false;
  return defaultShouldRevalidate;
}

/** Never cached: whether this page shows or redirects depends on the visitor's session. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => pageTitle(args, "auth:metaTitle");

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  useRevalidateOnSessionChange();
  return (
    <section className="relative flex min-h-[calc(100dvh-4rem)] items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,oklch(0.58_0.22_27/0.18),transparent_60%)]"
      />
      <div className="relative flex w-full justify-center">
        <AuthForm providers={loaderData.providers} />
      </div>
    </section>
  );
}
