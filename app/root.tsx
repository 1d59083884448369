import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import oswaldCyrillic from "@fontsource-variable/oswald/files/oswald-cyrillic-wght-normal.woff2?url";
import oswaldLatin from "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url";
import { LazyNavigationProgress, LazySessionFollower, LazySiteFooter } from "./components/site/lazy-frame-parts";
import { SiteHeader } from "./components/site/site-header";
import { useSite } from "./components/site/use-site";
import { LazyToaster } from "./components/site/lazy-toaster";
import { StructuredData } from "./components/seo/structured-data";
import { ErrorPage } from "./components/site/error-page";
import { I18nProvider } from "./i18n/react";
import { intlWarmUpScript } from "./lib/format";
import { langFromPath, localizePath } from "./lib/language";
import { useNonce } from "./lib/nonce";
import { requestLang } from "./lib/request-lang";
import { loadSite } from "./site.server";
import { markDocumentHydrated } from "./lib/below-the-fold";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSite(request, requestLang(context));
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
    { rel: "icon", href: "/images/logo.svg", type: "image/svg+xml" },
  ];
}

// The headings' font for the page's script, fetched with the stylesheet instead of after it (no late swap, no shift);
// Russian pages need the Latin file too (digits, names in Latin letters).
const DISPLAY_FONTS = { en: [oswaldLatin], ru: [oswaldCyrillic, oswaldLatin] } as const;

export function Layout({ children }: { children: ReactNode }) {
  // The URL alone decides the language, so server and client always agree.
  const lang = langFromPath(useLocation().pathname);
  const nonce = useNonce();
  return (
    <html lang={lang} className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c0c0f" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // oxlint-disable-next-line react/no-danger -- a constant of ours (app/lib/format.ts), no reader's input
          dangerouslySetInnerHTML={{ __html: intlWarmUpScript(lang) }}
        />
        <link rel="manifest" href={localizePath("/manifest.webmanifest", lang)} />
        <link rel="apple-touch-icon" href="/images/icon-180.png" />
        <Meta />
        <Links />
        {DISPLAY_FONTS[lang].map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        <StructuredData />
      </head>
      <body>
        <I18nProvider lang={lang}>
          {children}
          <LazyToaster />
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const site = useSite();
  // A full-screen tool (the scoring console: `handle.bare`) goes without the site's header and footer.
  if (useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare))
    return <main id="main">{children}</main>;
  return (
    <div className="flex min-h-dvh flex-col">
      <LazyNavigationProgress />
      <SiteHeader site={site} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <LazySiteFooter site={site} />
    </div>
  );
}

export default function App() {
  useEffect(markDocumentHydrated, []);
  return (
    <>
      <Shell>
        <Outlet />
      </Shell>
      <LazySessionFollower />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Shell>
      <ErrorPage kind={notFound ? "notFound" : "error"} />
    </Shell>
  );
}
