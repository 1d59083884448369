// Place names in the page's language: a glossary of cities (the demo league's and common venues') and country names
// from the runtime's ICU data. Loaders call it (through localize.ts) on the server; an unknown name stays as typed.
import { alpha3ToAlpha2, countryName, ISO_ALPHA3_CODES } from "./flags";
import type { Lang } from "./language";

/** English city name → Russian. A city not here is shown as staff typed it (docs/i18n.md: adding a city). */
export const CITIES_RU: Readonly<Record<string, string>> = {
  "Abu Dhabi": "Абу-Даби",
  Almaty: "Алматы",
  Amsterdam: "Амстердам",
  Astana: "Астана",
  Austin: "Остин",
  Baku: "Баку",
  Bangkok: "Бангкок",
  Barcelona: "Барселона",
  Berlin: "Берлин",
  Bishkek: "Бишкек",
  Chicago: "Чикаго",
  Dubai: "Дубай",
  Dublin: "Дублин",
  Helsinki: "Хельсинки",
  Istanbul: "Стамбул",
  Kazan: "Казань",
  "Las Vegas": "Лас-Вегас",
  Lisbon: "Лиссабон",
  London: "Лондон",
  "Los Angeles": "Лос-Анджелес",
  Madrid: "Мадрид",
  Manaus: "Манаус",
  Manchester: "Манчестер",
  Melbourne: "Мельбурн",
  Miami: "Майами",
  Minsk: "Минск",
  Montreal: "Монреаль",
  Moscow: "Москва",
  "New York": "Нью-Йорк",
  Novosibirsk: "Новосибирск",
  Osaka: "Осака",
  Paris: "Париж",
  Prague: "Прага",
  "Rio de Janeiro": "Рио-де-Жанейро",
  Rome: "Рим",
  "Saint Petersburg": "Санкт-Петербург",
  "St. Petersburg": "Санкт-Петербург",
  "San Diego": "Сан-Диего",
  "San Francisco": "Сан-Франциско",
  "São Paulo": "Сан-Паулу",
  "Sao Paulo": "Сан-Паулу",
  Seoul: "Сеул",
  Shymkent: "Шымкент",
  Singapore: "Сингапур",
  Sochi: "Сочи",
  Stockholm: "Стокгольм",
  Sydney: "Сидней",
  Tashkent: "Ташкент",
  Tbilisi: "Тбилиси",
  Tokyo: "Токио",
  Toronto: "Торонто",
  Vancouver: "Ванкувер",
  Warsaw: "Варшава",
  Yekaterinburg: "Екатеринбург",
};

const fold = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, " ");
const cities = new Map(Object.entries(CITIES_RU).map(([english, russian]) => [fold(english), russian]));

/** The city in the page's language: its Russian name on Russian pages when the glossary has it, else as typed. */
export function cityName(city: string, lang: Lang): string {
  return lang === "ru" ? (cities.get(fold(city)) ?? city) : city;
}

// Names staff type for a country that are not the English display name.
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: "USA",
  us: "USA",
  america: "USA",
  "united states of america": "USA",
  uk: "GBR",
  "great britain": "GBR",
  britain: "GBR",
  "south korea": "KOR",
  korea: "KOR",
};

let englishNames: Map<string, string> | undefined;
/** The alpha-3 code of a typed country: a code ("KAZ"), its English name ("Kazakhstan") or a common alias ("USA"). */
export function countryCode(country: string): string | undefined {
  const typed = fold(country);
  if (/^[a-z]{3}$/.test(typed) && alpha3ToAlpha2(typed)) return typed.toUpperCase();
  if (COUNTRY_ALIASES[typed]) return COUNTRY_ALIASES[typed];
  englishNames ??= new Map(
    ISO_ALPHA3_CODES.flatMap((code) =>
      countryName(code, "en") ? [[fold(countryName(code, "en")!), code] as const] : [],
    ),
  );
  return englishNames.get(typed);
}

/** A typed country in the page's language ("United Kingdom" → «Великобритания»), else as typed. */
export function placeCountryName(country: string, lang: Lang): string {
  if (lang !== "ru") return country;
  const code = countryCode(country);
  return (code && countryName(code, lang)) || country;
}

/** Russian text folded for comparison: lower case, ё as е, hyphens and dots as spaces. */
const foldRussian = (name: string) => fold(name).replaceAll("ё", "е");

let russianCountries: [string, string][] | undefined;
/**
 * The places a search in Russian means, for matching the English names tournaments store: every glossary city whose
 * Russian name contains the query, and every country whose Russian name does, as the names staff may have typed for
 * it (its code, English name and aliases), all lower case. Empty for a query no Russian place name contains.
 */
export function placesMatching(query: string): { cities: string[]; countries: string[] } {
  const typed = foldRussian(query);
  if (!/[а-я]/.test(typed)) return { cities: [], countries: [] };
  const matchedCities = Object.entries(CITIES_RU)
    .filter(([, russian]) => foldRussian(russian).includes(typed))
    .map(([english]) => english.toLowerCase());
  russianCountries ??= ISO_ALPHA3_CODES.flatMap((code) => {
    const russian = countryName(code, "ru");
    return russian ? [[code, foldRussian(russian)] as [string, string]] : [];
  });
  const codes = russianCountries.filter(([, russian]) => russian.includes(typed)).map(([code]) => code);
  const countries = codes.flatMap((code) => [
    code.toLowerCase(),
    ...(countryName(code, "en") ? [countryName(code, "en")!.toLowerCase()] : []),
    ...Object.entries(COUNTRY_ALIASES)
      .filter(([, aliased]) => aliased === code)
      .map(([alias]) => alias),
  ]);
  return { cities: matchedCities, countries: [...new Set(countries)] };
}
