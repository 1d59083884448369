import type { APIRequestContext } from "@playwright/test";

/** The detail page of a demo tournament, found the way a visitor would: by searching the calendar. */
export async function tournamentPath(request: APIRequestContext, title: string): Promise<string> {
  const html = await (await request.get(`/events?q=${encodeURIComponent(title)}`)).text();
  const path = html.match(/href="(\/tournament\/[0-9a-f-]{36})"/)?.[1];
  if (!path) throw new Error(`No tournament titled ${title} in the calendar`);
  return path;
}
