import { describe, expect, it } from "vitest";
import { getI18n } from "./i18n";
import { CORE_NAMESPACES, loadNamespaces, NAMESPACE_NAMES } from "./namespaces";
import { en, ru } from "./resources";
import { translate } from "./translate";

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
    const russianPlural = (key: string) =>
      /_(few|many)$/.test(key) && enKeys.includes(key.replace(/_(few|many)$/, "_other"));
    expect([...ruKeys].filter((key) => !enKeys.includes(key) && !russianPlural(key))).toEqual([]);
  });

  it("loads a namespace in the browser as the server has it, and the core ones exist", async () => {
    for (const ns of NAMESPACE_NAMES) {
      expect(await loadNamespaces("en", [ns])).toEqual({ [ns]: en[ns] });
      expect(await loadNamespaces("ru", [ns])).toEqual({ [ns]: ru[ns] });
    }
    expect(CORE_NAMESPACES.every((ns) => NAMESPACE_NAMES.includes(ns))).toBe(true);
  });

  it("has no empty strings", () => {
    const valueAt = (tree: unknown, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    expect(keys(en).filter((key) => valueAt(en, key) === "")).toEqual([]);
    expect(keys(ru).filter((key) => valueAt(ru, key) === "")).toEqual([]);
  });

  it("falls back to English at run time when a Russian string is missing", () => {
    const strings = { en: { ...en, common: { ...en.common, onlyInEnglish: "English text" } }, ru };
    const i18n = { t: (key: string) => translate(strings, "ru", "common", key) };
    expect(i18n.t("onlyInEnglish" as never)).toBe("English text");
    expect(i18n.t("nav.events")).toBe("События");
    expect(getI18n("ru").t("nav.events")).toBe("События");
  });
});
