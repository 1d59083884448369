// A flag image's address without the table of codes (app/lib/flags.ts, ≈ 1 KB gzip): the images are named by the
// alpha-3 code (vite-plugins/flag-icons.ts), and a page knows a code is known when the server named its country
// (`countryName` is null exactly for an unknown code), so a page's JavaScript needs neither the table nor alpha-2 codes.

/** The flag images' folder, with their content hash in it (vite-plugins/flag-icons.ts). */
declare const __FLAG_BASE__: string;

/** The flag image of a known ISO 3166-1 alpha-3 code: `/assets/flags-<hash>/kaz.svg`. */
export const flagSrc = (code: string): string => `${__FLAG_BASE__}${code.toLowerCase()}.svg`;
