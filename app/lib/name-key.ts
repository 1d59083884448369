// A name's search key: a simple Latin skeleton that a name written in Cyrillic and the same name written in Latin
// letters share, whatever the transliteration system. «Рахимов», "Rakhimov" and "Rahimov" all read `rahimov`;
// «Ерлан Садыков» and "Yerlan Sadykov" both read `erlan sadikov`.
//
// The same steps run in SQL: migration 0015 defines `league_name_key(text)` with them, and the athletes' generated
// column `search_key` holds the key of both names (trigram-indexed). The directory normalizes a visitor's query
// with `nameKey` and matches it against that column, so both sides go through the same folds
// (name-key.test.ts proves the two implementations agree and checks a table of real name pairs).

/** Cyrillic (and a few Latin) letters that become two Latin letters (after lower-casing). */
const CYRILLIC_DIGRAPHS: readonly [string, string][] = [
  ["щ", "sh"],
  ["ж", "zh"],
  ["х", "h"],
  ["ц", "ts"],
  ["ч", "ch"],
  ["ш", "sh"],
  ["ю", "iu"],
  ["я", "ia"],
  ["š", "sh"],
  ["ž", "zh"],
  ["č", "ch"],
  ["ş", "sh"],
];

/**
 * One letter for one letter (`translate` in SQL): the rest of the Cyrillic alphabet (with the Kazakh and Uzbek
 * letters), and Latin letters with accents. The signs ъ and ь have no counterpart: they are dropped.
 */
export const NAME_KEY_FROM = "абвгдеёзийклмнопрстуфыэқғүұөәңһіўáàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿćđłğı";
export const NAME_KEY_TO = "abvgdeeziiklmnoprstufiekguuoanhiuaaaaaaaeeeeeiiiiiooooooouuuuuncyycdlgi";
const DROPPED = "ъь";

/** Latin spelling variants folded to one form, in this order (literal replacements). */
const LATIN_FOLDS: readonly [string, string][] = [
  ["shch", "sh"],
  ["tch", "ch"],
  ["dzh", "j"],
  ["dj", "j"],
  ["kh", "h"],
  ["ph", "f"],
  ["th", "t"],
  ["x", "ks"],
  ["w", "v"],
  ["q", "k"],
  ["tz", "ts"],
];

const SINGLE = new Map<string, string>([
  ...[...NAME_KEY_FROM].map((letter, i) => [letter, NAME_KEY_TO[i]!] as [string, string]),
  ...[...DROPPED].map((letter) => [letter, ""] as [string, string]),
]);

/** The search key of one name; "" for a name with no letters or digits. */
export function nameKey(name: string): string {
  let s = name.toLowerCase();
  for (const [from, to] of CYRILLIC_DIGRAPHS) s = s.replaceAll(from, to);
  s = [...s].map((letter) => SINGLE.get(letter) ?? letter).join("");
  // Apostrophes join ("O'Connor" is `oconnor`); anything else that is not a letter or digit separates words.
  s = s.replace(/['’ʼʻ`]/g, "").replace(/[^a-z0-9]+/g, " ");
  for (const [from, to] of LATIN_FOLDS) s = s.replaceAll(from, to);
  s = s
    // c before anything but h is k ("Lucas" = «Лукас»); y and j are i ("Yury" = «Юрий»).
    .replace(/c(?!h)/g, "k")
    .replace(/[yj]/g, "i")
    // Japanese names in Russian use Polivanov's си and ти where English writes shi and chi.
    .replaceAll("shi", "si")
    .replaceAll("chi", "ti")
    .replace(/([a-z])\1+/g, "$1")
    // ё written as е or yo, е as ye: «Фёдор», «Федор» and "Fyodor" are `fedor`; "Yelena" and «Елена" `elena`.
    .replaceAll("ie", "e")
    .replaceAll("io", "e")
    .replace(/([a-z])\1+/g, "$1")
    .replace(/ +/g, " ")
    .trim();
  return s;
}

/** The key an athlete is found by: both names' keys, the Russian one only when it adds something. */
export function searchKey(name: string, nameRu?: string | null): string {
  const latin = nameKey(name);
  const russian = nameKey(nameRu ?? "");
  return russian === "" || russian === latin ? latin : `${latin} ${russian}`;
}
