import i18next from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/language";
import type { Values } from "./keys";
import { I18nProvider, useTranslation } from "./react";
import { en, ru } from "./resources";
import { translate, type Strings } from "./translate";

// i18next is the reference: the app's runtime (translate.ts) must give the text i18next gives, for every key.
const OPTIONS = {
  fallbackLng: "en",
  supportedLngs: ["en", "ru"],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
};

function instances(lng: Lang, resources: Strings) {
  const real = i18next.createInstance();
  void real.init({ ...OPTIONS, lng, resources: resources as never, ns: Object.keys(en) });
  const lite = {
    language: lng,
    strings: resources,
    getFixedT: (ns: string) => (key: string, values?: Values) => translate(resources, lng, ns, key, values),
    t: (key: string, values?: Values) => translate(resources, lng, "common", key, values),
  };
  return { real, lite };
}

/** Every key of the strings, plural suffixes removed ("days_one" → "days"). */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, child]) =>
    typeof child === "object" && child
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`],
  );
}

const VALUES = {
  name: "Ana",
  title: "Open",
  page: 2,
  date: "1 May",
  total: 40,
  detail: "x",
  wins: 3,
  elo: 1500,
  when: "now",
  value: 7,
  pageCount: 4,
  losses: 1,
  email: "a@b.c",
  country: "Japan",
  city: "Tokyo",
  brand: "League",
  year: 2026,
  url: "https://x",
  to: "b",
  time: "7:00",
  tag: "bjj",
  rank: 1,
  percent: 50,
  os: "iOS",
  n: 3,
  min: 6,
  matches: 9,
  from: "a",
  fields: "f",
  browser: "Firefox",
};
const CALLS: Values[] = [
  {},
  VALUES,
  ...[0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5].map((count) => ({ ...VALUES, count })),
  { name: undefined, brand: null },
  { defaultValue: "" },
  { defaultValue: "fallback {{name}}", name: "Ana" },
];

describe("translate gives the text i18next gives", () => {
  for (const lng of ["en", "ru"] as const) {
    it(`for every key of every namespace in ${lng}, with and without values and counts`, () => {
      const { real, lite } = instances(lng, lng === "en" ? { en } : { en, ru });
      const mismatches: string[] = [];
      for (const [ns, tree] of Object.entries(lng === "en" ? en : ru)) {
        const fixedReal = real.getFixedT(lng, ns as never);
        const fixedLite = lite.getFixedT(ns);
        const all = [...new Set(keys(tree))];
        for (const key of [
          ...all,
          "missing.key",
          `${ns === "common" ? "home" : "common"}:nav.events`,
          "seo:share.athleteAlt",
          "nope:x",
        ]) {
          for (const call of CALLS) {
            const expected = fixedReal(key as never, call as never) as unknown as string;
            const actual = fixedLite(key, call);
            if (actual !== expected)
              mismatches.push(`${lng} ${ns}:${key} ${JSON.stringify(call)} → ${actual} (i18next: ${expected})`);
          }
        }
      }
      expect(mismatches.slice(0, 20)).toEqual([]);
    });
  }

  it("through t with a namespace in the key, a default namespace and a fallback to English", () => {
    const { real, lite } = instances("ru", {
      en: { ...en, common: { ...en.common, onlyInEnglish: "English {{n}}" } as typeof en.common },
      ru,
    });
    for (const key of ["nav.events", "onlyInEnglish", "home:metaTitle", "athletes:showing", "absent"]) {
      expect(lite.t(key, { n: 2, count: 2 })).toBe(real.t(key as never, { n: 2, count: 2 } as never));
    }
    expect(lite.language).toBe("ru");
  });

  it("adds namespaces later, as the private strings do", () => {
    const strings: Strings = { en: { common: en.common } };
    const lite = { t: (key: string) => translate(strings, "en", "common", key) };
    expect(lite.t("admin:metaTitle")).toBe("metaTitle");
    strings.en = { ...strings.en, admin: en.admin };
    expect(lite.t("admin:metaTitle")).toBe(en.admin.metaTitle);
  });
});

describe("useTranslation renders what i18next gives", () => {
  it("with a namespace, the default one and a key in another namespace", () => {
    const { real } = instances("ru", { en, ru });
    function Strings() {
      const { t: home } = useTranslation("home");
      // i18next's useTranslation(["athletes", "common"]) binds t to the first namespace: the same as naming it alone.
      const { t: athletes, i18n } = useTranslation("athletes");
      const { t: common } = useTranslation();
      return createElement(
        "p",
        null,
        [
          home("metaTitle"),
          athletes("metaTitle"),
          common("nav.events"),
          common("seo:share.athleteAlt", { name: "Ana" }),
          i18n.language,
        ].join("|"),
      );
    }
    const ours = renderToString(createElement(I18nProvider, { lang: "ru" }, createElement(Strings)));
    const text = [
      real.t("home:metaTitle"),
      real.t("athletes:metaTitle"),
      real.t("nav.events"),
      real.t("seo:share.athleteAlt", { name: "Ana" }),
      real.language,
    ].join("|");
    const reference = renderToString(createElement("p", null, text));
    expect(ours).toBe(reference);
    expect(ours).toContain("|ru</p>");
  });
});

describe("remembered texts", () => {
  it("answers a repeated key the same, with new values each time, and counts are chosen anew", () => {
    const strings: Strings = {
      en: { common: { greet: "Hi {{name}}", days_one: "{{count}} day", days_other: "{{count}} days" } } as never,
    };
    expect(translate(strings, "en", "common", "greet", { name: "Ana" })).toBe("Hi Ana");
    expect(translate(strings, "en", "common", "greet", { name: "Ivan" })).toBe("Hi Ivan");
    expect(translate(strings, "en", "common", "days", { count: 1 })).toBe("1 day");
    expect(translate(strings, "en", "common", "days", { count: 3 })).toBe("3 days");
    expect(translate(strings, "en", "common", "days", { count: 1 })).toBe("1 day");
  });

  it("does not keep an English fallback once the Russian text arrives, nor a key not found yet", () => {
    const strings: Strings = { en: { live: { title: "Live" } } as never };
    expect(translate(strings, "ru", "live", "title")).toBe("Live");
    expect(translate(strings, "ru", "live", "later")).toBe("later");
    // A namespace loaded later (the browser loads a page's namespaces as it needs them).
    strings.ru = { live: { title: "Прямой эфир", later: "Позже" } } as never;
    expect(translate(strings, "ru", "live", "title")).toBe("Прямой эфир");
    expect(translate(strings, "ru", "live", "later")).toBe("Позже");
  });

  it("keeps separate answers for separate string sets", () => {
    const a: Strings = { en: { common: { x: "A" } } as never };
    const b: Strings = { en: { common: { x: "B" } } as never };
    expect(translate(a, "en", "common", "x")).toBe("A");
    expect(translate(b, "en", "common", "x")).toBe("B");
  });
});
