// The submission glossary: the finishing holds staff type (in English, as the sport names them) and their Russian names,
// so a Russian page reads «Удушение сзади», not "Rear-naked choke". An unknown hold is shown as typed.
import type { Lang } from "../language";

/** English name → Russian name. Keys are matched loosely (case, spaces, hyphens and apostrophes ignored). */
export const TECHNIQUES_RU: Readonly<Record<string, string>> = {
  "Rear-naked choke": "Удушение сзади",
  "Heel hook": "Ущемление пятки",
  "Inside heel hook": "Ущемление пятки изнутри",
  "Outside heel hook": "Ущемление пятки снаружи",
  "Arm-triangle choke": "Треугольник руками",
  "Guillotine choke": "Гильотина",
  Kimura: "Кимура",
  Americana: "Американа",
  Armbar: "Рычаг локтя",
  "D'Arce choke": "Удушение д’Арса",
  "Anaconda choke": "Анаконда",
  "Triangle choke": "Треугольник",
  "Straight ankle lock": "Болевой на голеностоп",
  "Toe hold": "Узел стопы",
  Kneebar: "Рычаг колена",
  "Calf slicer": "Ущемление икроножной мышцы",
  "Bicep slicer": "Ущемление бицепса",
  Wristlock: "Болевой на запястье",
  Omoplata: "Омоплата",
  Gogoplata: "Гогоплата",
  "North-south choke": "Удушение север — юг",
  "Ezekiel choke": "Удушение Иезекииля",
  "Bow and arrow choke": "Удушение «лук и стрела»",
  "Peruvian necktie": "Перуанский галстук",
  "Neck crank": "Скручивание шеи",
  Twister: "Твистер",
};

const key = (name: string) => name.toLowerCase().replace(/[\s\-'’`_.]+/g, "");
const russian = new Map(Object.entries(TECHNIQUES_RU).map(([english, name]) => [key(english), name]));

/** The hold in the page's language: the glossary's Russian name on Russian pages, else the text as staff typed it. */
export function techniqueName(technique: string, lang: Lang): string {
  return lang === "ru" ? (russian.get(key(technique)) ?? technique) : technique;
}

/** Whether the glossary names this hold in Russian (a Russian page then shows the hold alone: it says what kind of finish it was). */
export function isKnownTechnique(technique: string): boolean {
  return russian.has(key(technique));
}
