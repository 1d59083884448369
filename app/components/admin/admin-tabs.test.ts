import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { ENTITIES } from "~/lib/entities/registry";
import { ADMIN_TABS } from "./admin-tabs";
import { LIST_SORTS } from "./list-query";

const admin = (lang: string) =>
  (routes as RouteConfigEntry[])
    .flatMap((entry) => [entry, ...(entry.children ?? [])])
    .find((entry) => entry.id === `${lang}/admin`)!;

describe("admin sections", () => {
  it("are the registry's top-level entities, then the audit log, each with a list", () => {
    const topLevel = Object.values(ENTITIES)
      .filter((entity) => !("parent" in entity))
      .map((entity) => entity.plural);
    expect(ADMIN_TABS).toEqual([...topLevel, "results", "audit", "staff"]);
    expect(Object.keys(LIST_SORTS).sort()).toEqual([...topLevel].sort());
  });

  it.each(["en", "ru"])("each has its route in app/routes.ts (%s), and /admin opens the first", (lang) => {
    const children = admin(lang).children!;
    expect(children.filter((child) => !child.index).map((child) => child.path)).toEqual([...ADMIN_TABS]);
    expect(children.find((child) => child.index)!.file).toBe(`routes/admin-${ADMIN_TABS[0]}.tsx`);
  });
});
