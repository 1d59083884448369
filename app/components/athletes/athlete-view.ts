import type { AthleteDetail, AthleteSummary } from "../../../server/league/athletes-queries.server.ts";

/** What the loaders send: the database rows plus the country's name, resolved on the server in the page's language. */
export type AthleteCardData = AthleteSummary & { countryName: string | null };
// The loader has already put the page's language into `bio_short` (see ~/lib/localize).
export type AthleteProfileData = Omit<AthleteDetail, "bio_short_ru" | "full_name_ru"> & { countryName: string | null };
