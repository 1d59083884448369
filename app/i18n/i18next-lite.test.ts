import i18next from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import * as realReact from "react-i18next";
import { describe, expect, it } from "vitest";
import { createInstance } from "./i18next-lite";
import * as liteReact from "./react-i18next-lite";
import { en, ru } from "./resources";

const OPTIONS = { fallbackLng: "en", supportedLngs: ["en", "ru"], defaultNS: "common", interpolation: { escapeValue: false }, initAsync: false, returnNull: false };

function instances(lng: "en" | "ru", resources: object) {
  const real = i18next.createInstance();
  void real.init({ ...OPTIONS, lng, resources: resources as never, ns: Object.keys(en) });
  const lite = createInstance();
  void lite.init({ ...OPTIONS, lng, resources: resources as never });
  return { real, lite };
}

/** Every key of the strings, plural suffixes removed ("days_one" → "days"). */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, child]) =>
    typeof child === "object" && child ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`],
  );
}

const VALUES = { name: "Ana", title: "Open", page: 2, date: "1 May", total: 40, detail: "x", wins: 3, elo: 1500, when: "now", value: 7, pageCount: 4, losses: 1, email: "a@b.c", country: "Japan", city: "Tokyo", brand: "League", year: 2026, url: "https://x", to: "b", time: "7:00", tag: "bjj", rank: 1, percent: 50, os: "iOS", n: 3, min: 6, matches: 9, from: "a", fields: "f", browser: "Firefox" };
const CALLS: object[] = [
  {},
  VALUES,
  ...[0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5].map((count) => ({ ...VALUES, count })),
  { name: undefined, brand: null },
  { defaultValue: "" },
  { defaultValue: "fallback {{name}}", name: "Ana" },
];

describe("i18next-lite gives the text i18next gives", () => {
  for (const lng of ["en", "ru"] as const) {
    it(`for every key of every namespace in ${lng}, with and without values and counts`, () => {
      const { real, lite } = instances(lng, lng === "en" ? { en } : { en, ru });
      const mismatches: string[] = [];
      for (const [ns, tree] of Object.entries(lng === "en" ? en : ru)) {
        const fixedReal = real.getFixedT(lng, ns as never);
        const fixedLite = lite.getFixedT(lng, ns);
        const all = [...new Set(keys(tree))];
        for (const key of [...all, "missing.key", `${ns === "common" ? "home" : "common"}:nav.events`, "seo:share.athleteAlt", "nope:x"]) {
          for (const call of CALLS) {
            const expected = fixedReal(key as never, call as never) as unknown as string;
            const actual = fixedLite(key, call as never);
            if (actual !== expected) mismatches.push(`${lng} ${ns}:${key} ${JSON.stringify(call)} → ${actual} (i18next: ${expected})`);
          }
        }
      }
      expect(mismatches.slice(0, 20)).toEqual([]);
    });
  }

  it("through t with a namespace in the key, a default namespace and a fallback to English", () => {
    const { real, lite } = instances("ru", { en: { ...en, common: { ...en.common, onlyInEnglish: "English {{n}}" } }, ru });
    for (const key of ["nav.events", "onlyInEnglish", "home:metaTitle", "athletes:showing", "absent"]) {
      expect(lite.t(key, { n: 2, count: 2 })).toBe(real.t(key as never, { n: 2, count: 2 } as never));
    }
    expect(lite.language).toBe("ru");
  });

  it("adds namespaces later, as the private strings do", () => {
    const lite = createInstance();
    void lite.init({ ...OPTIONS, lng: "en", resources: { en: { common: en.common } } });
    expect(lite.t("admin:metaTitle")).toBe("metaTitle");
    lite.addResourceBundle("en", "admin", en.admin);
    expect(lite.t("admin:metaTitle")).toBe(en.admin.metaTitle);
  });
});

describe("react-i18next-lite renders what react-i18next renders", () => {
  it("with a namespace, a list of namespaces, the default one and a key in another namespace", () => {
    const render = (binding: typeof liteReact | typeof realReact, i18n: unknown) => {
      function Strings() {
        const { t: home } = binding.useTranslation("home");
        const { t: athletes, i18n: instance } = binding.useTranslation(["athletes", "common"]);
        const { t: common } = binding.useTranslation();
        return createElement("p", null, [home("metaTitle" as never), athletes("metaTitle" as never), common("nav.events" as never), common("seo:share.athleteAlt" as never, { name: "Ana" } as never), instance.language].join("|"));
      }
      return renderToString(createElement(binding.I18nextProvider as never, { i18n } as never, createElement(Strings)));
    };
    const { real, lite } = instances("ru", { en, ru });
    expect(render(liteReact, lite)).toBe(render(realReact, real));
    expect(render(liteReact, lite)).toContain("|ru</p>");
  });
});
