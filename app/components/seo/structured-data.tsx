import { useLocation, useMatches } from "react-router";
import { langFromPath } from "~/lib/language";
import { useNonce } from "~/lib/nonce";
import { jsonLdText, type SeoHandle, type StructuredDataContext } from "~/lib/structured-data";

/**
 * JSON-LD blocks of the matched routes (`handle.structuredData`), rendered in `<head>` with the CSP nonce.
 * They are built from loader data, so server and client render the same text.
 */
export function StructuredData() {
  const matches = useMatches();
  const nonce = useNonce();
  const lang = langFromPath(useLocation().pathname);
  const root = matches.find((match) => match.id === "root")?.loaderData as Partial<StructuredDataContext> | undefined;
  if (!root?.origin || !root.brand) return null;
  const context: StructuredDataContext = { origin: root.origin, brand: root.brand, lang };
  const blocks = matches.flatMap(
    (match) => (match.handle as SeoHandle | undefined)?.structuredData?.(match.loaderData, context) ?? [],
  );
  return blocks.map((block, index) => (
    // Browsers hide a nonce from the DOM after parsing, so the client never sees the server's value.
    <script
      key={index}
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // oxlint-disable-next-line react/no-danger -- JSON-LD must be raw JSON; jsonLdText escapes every "<"
      dangerouslySetInnerHTML={{ __html: jsonLdText(block) }}
    />
  ));
}
