import { pageStrings } from "~/i18n/page-strings";
import { ResetPasswordForm } from "~/components/auth/reset-password-form";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings("auth");

/** better-auth's mailed link checks the token and lands here with `?token=` (or `?error=INVALID_TOKEN`). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token"), error: url.searchParams.get("error") };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, "auth:resetMetaTitle"),
  { name: "robots", content: "noindex" },
];

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-2xl sm:p-8">
        <ResetPasswordForm token={loaderData.error ? null : loaderData.token} />
      </div>
    </section>
  );
}
