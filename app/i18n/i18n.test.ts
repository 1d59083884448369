import { describe, expect, it } from "vitest";
import { resources as enPrivate } from "./bundle-en-private";
import { resources as enPublic } from "./bundle-en";
import { resources as ruPrivate } from "./bundle-ru-private";
import { resources as ruPublic } from "./bundle-ru";
import { getI18n } from "./i18n";
import { PRIVATE_NAMESPACES, PUBLIC_NAMESPACES } from "./namespaces";
import { en, ru } from "./resources";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  it("has every English key in Russian, and no Russian key English lacks", () => {
    const enKeys = keys(en);
    const ruKeys = new Set(keys(ru));
    expect(enKeys.filter((key) => !ruKeys.has(key))).toEqual([]);
    // Russian has plural forms English lacks ("1 день, 2 дня, 5 дней"): allowed beside an English `_other`.
    const russianPlural = (key: string) => /_(few|many)$/.test(key) && enKeys.includes(key.replace(/_(few|many)$/, "_other"));
    expect([...ruKeys].filter((key) => !enKeys.includes(key) && !russianPlural(key))).toEqual([]);
  });

  it("ships every namespace to the browser in exactly one bundle, the same strings the server has", () => {
    const namespaces = [...PUBLIC_NAMESPACES, ...PRIVATE_NAMESPACES];
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(namespaces.toSorted()).toEqual(Object.keys(en).toSorted());
    expect({ ...enPublic, ...enPrivate }).toEqual(en);
    expect({ ...ruPublic, ...ruPrivate }).toEqual(ru);
    expect(Object.keys(enPublic).toSorted()).toEqual([...PUBLIC_NAMESPACES].toSorted());
    expect(Object.keys(ruPrivate).toSorted()).toEqual([...PRIVATE_NAMESPACES].toSorted());
  });

  it("has no empty strings", () => {
    const valueAt = (tree: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    expect(keys(en).filter((key) => valueAt(en, key) === "")).toEqual([]);
    expect(keys(ru).filter((key) => valueAt(ru, key) === "")).toEqual([]);
  });

  it("falls back to English at run time when a Russian string is missing", () => {
    const i18n = getI18n("ru");
    i18n.addResource("en", "common", "onlyInEnglish", "English text");
    expect(i18n.t("onlyInEnglish" as never)).toBe("English text");
    expect(i18n.t("nav.events")).toBe("События");
  });
});
