import { pageStrings } from "~/i18n/page-strings";
import { data } from "react-router";
import { ErrorPage } from "~/components/site/error-page";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/not-found";
import { logNotFound } from "./not-found.server";

// This page's strings load with its module (app/i18n/page-strings.ts).
await pageStrings();

export function loader({ request }: Route.LoaderArgs) {
  logNotFound(request);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageTitle(args, "notFound.metaTitle");

export default function NotFound() {
  return <ErrorPage kind="notFound" />;
}
