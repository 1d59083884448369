// Country flags and names from ISO 3166-1 alpha-3 codes (the athletes' `country` column).
import { flagSrc } from "./flag-src.ts";
import type { Lang } from "./language";

// Every officially assigned ISO 3166-1 code as alpha-3 + alpha-2, packed to keep the browser bundle small.
const ISO_3166 =
  "AFGAF ALAAX ALBAL DZADZ ASMAS ANDAD AGOAO AIAAI ATAAQ ATGAG ARGAR ARMAM ABWAW AUSAU AUTAT AZEAZ BHSBS BHRBH BGDBD BRBBB " +
  "BLRBY BELBE BLZBZ BENBJ BMUBM BTNBT BOLBO BESBQ BIHBA BWABW BVTBV BRABR IOTIO BRNBN BGRBG BFABF BDIBI CPVCV KHMKH CMRCM " +
  "CANCA CYMKY CAFCF TCDTD CHLCL CHNCN CXRCX CCKCC COLCO COMKM COGCG CODCD COKCK CRICR CIVCI HRVHR CUBCU CUWCW CYPCY CZECZ " +
  "DNKDK DJIDJ DMADM DOMDO ECUEC EGYEG SLVSV GNQGQ ERIER ESTEE SWZSZ ETHET FLKFK FROFO FJIFJ FINFI FRAFR GUFGF PYFPF ATFTF " +
  "GABGA GMBGM GEOGE DEUDE GHAGH GIBGI GRCGR GRLGL GRDGD GLPGP GUMGU GTMGT GGYGG GINGN GNBGW GUYGY HTIHT HMDHM VATVA HNDHN " +
  "HKGHK HUNHU ISLIS INDIN IDNID IRNIR IRQIQ IRLIE IMNIM ISRIL ITAIT JAMJM JPNJP JEYJE JORJO KAZKZ KENKE KIRKI PRKKP KORKR " +
  "KWTKW KGZKG LAOLA LVALV LBNLB LSOLS LBRLR LBYLY LIELI LTULT LUXLU MACMO MDGMG MWIMW MYSMY MDVMV MLIML MLTMT MHLMH MTQMQ " +
  "MRTMR MUSMU MYTYT MEXMX FSMFM MDAMD MCOMC MNGMN MNEME MSRMS MARMA MOZMZ MMRMM NAMNA NRUNR NPLNP NLDNL NCLNC NZLNZ NICNI " +
  "NERNE NGANG NIUNU NFKNF MKDMK MNPMP NORNO OMNOM PAKPK PLWPW PSEPS PANPA PNGPG PRYPY PERPE PHLPH PCNPN POLPL PRTPT PRIPR " +
  "QATQA REURE ROURO RUSRU RWARW BLMBL SHNSH KNAKN LCALC MAFMF SPMPM VCTVC WSMWS SMRSM STPST SAUSA SENSN SRBRS SYCSC SLESL " +
  "SGPSG SXMSX SVKSK SVNSI SLBSB SOMSO ZAFZA SGSGS SSDSS ESPES LKALK SDNSD SURSR SJMSJ SWESE CHECH SYRSY TWNTW TJKTJ TZATZ " +
  "THATH TLSTL TGOTG TKLTK TONTO TTOTT TUNTN TURTR TKMTM TCATC TUVTV UGAUG UKRUA AREAE GBRGB USAUS UMIUM URYUY UZBUZ VUTVU " +
  "VENVE VNMVN VGBVG VIRVI WLFWF ESHEH YEMYE ZMBZM ZWEZW";

const ALPHA3_TO_ALPHA2: ReadonlyMap<string, string> = new Map(
  ISO_3166.split(" ").map((pair) => [pair.slice(0, 3), pair.slice(3)] as const),
);

export const ISO_ALPHA3_CODES: readonly string[] = [...ALPHA3_TO_ALPHA2.keys()];

export function alpha3ToAlpha2(code: string): string | undefined {
  return ALPHA3_TO_ALPHA2.get(code.toUpperCase());
}

/** The flag image (a static SVG, vite-plugins/flag-icons.ts) for a known code, or null for an unknown one. */
export function flagImageSrc(code: string): string | null {
  return alpha3ToAlpha2(code) ? flagSrc(code) : null;
}

/** 🇰🇿 for KAZ: two regional indicator symbols spelled from the alpha-2 code. */
function emojiFlag(alpha2: string): string {
  return String.fromCodePoint(...[...alpha2].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * The emoji flag for a known code; for an unknown one, its first two letters (spec §5). Only for native `<select>`
 * options, where an image cannot go: many computers draw emoji flags as letters or boxes.
 */
export function countryFlag(code: string): string {
  const alpha2 = alpha3ToAlpha2(code);
  return alpha2 ? emojiFlag(alpha2) : code.slice(0, 2).toUpperCase();
}

export function hasFlag(code: string): boolean {
  return alpha3ToAlpha2(code) !== undefined;
}

const displayNames = new Map<Lang, Intl.DisplayNames>();
/** Names already looked up, by language and code: a page names dozens of countries, ICU's lookup is the slow part. */
const names = new Map<string, string | null>();

/**
 * The country's name in the page's language, or null for an unknown code. ICU data differs between
 * browsers, so call this on the server and send the name with the page: never during a client render.
 */
export function countryName(code: string, lang: Lang): string | null {
  const alpha2 = alpha3ToAlpha2(code);
  if (!alpha2) return null;
  // Known codes only (a few hundred a language): an unknown one returned above.
  const key = `${lang}:${alpha2}`;
  const known = names.get(key);
  if (known !== undefined) return known;
  let regions = displayNames.get(lang);
  if (!regions) {
    regions = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    displayNames.set(lang, regions);
  }
  const name = (lang === "ru" ? RUSSIAN_SHORT_NAMES[alpha2] : undefined) ?? regions.of(alpha2) ?? null;
  names.set(key, name);
  return name;
}

// Where ICU's Russian name is not the one people use ("Соединенные Штаты" → «США»).
const RUSSIAN_SHORT_NAMES: Readonly<Record<string, string>> = { US: "США", AE: "ОАЭ" };
