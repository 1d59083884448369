import type { AthleteDetail, AthleteSummary } from "../../../server/league/athletes.server.ts";

/** What the loaders send: the database rows plus the country's name, resolved on the server in the page's language. */
export type AthleteCardData = AthleteSummary & { countryName: string | null };
export type AthleteProfileData = AthleteDetail & { countryName: string | null };
