import { useMatches } from "react-router";
import { seoOf } from "~/lib/meta";
import { useNonce } from "~/lib/nonce";

/**
 * JSON-LD blocks of the matched routes, rendered in `<head>` with the CSP nonce. Their loaders built them
 * (`seo.jsonLd`, app/lib/seo-data.server.ts: already escaped), so server and client render the same text.
 */
export function StructuredData() {
  const matches = useMatches();
  const nonce = useNonce();
  const blocks = matches.flatMap((match) => seoOf(match.loaderData)?.jsonLd ?? []);
  return blocks.map((block, index) => (
    // Browsers hide a nonce from the DOM after parsing, so the client never sees the server's value.
    <script
      key={index}
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // oxlint-disable-next-line react/no-danger -- JSON-LD must be raw JSON; jsonLdText escaped every "<"
      dangerouslySetInnerHTML={{ __html: block }}
    />
  ));
}
