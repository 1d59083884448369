import { describe, expect, it } from "vitest";
import { ADMIN_INTENTS, ADMIN_MESSAGES, CSV_KINDS, ENTITIES, ENTITY_NAMES, csvEntity, parseIntent } from "./registry";

describe("the entity registry", () => {
  it("derives the admin intents the panel used to list by hand", () => {
    expect(ADMIN_INTENTS).toEqual([
      "create-tournament",
      "update-tournament",
      "delete-tournament",
      "create-news",
      "update-news",
      "delete-news",
      "create-team",
      "update-team",
      "delete-team",
      "create-athlete",
      "update-athlete",
      "delete-athlete",
      "create-sponsor",
      "update-sponsor",
      "delete-sponsor",
      "move-sponsor",
      "create-team-match",
      "update-team-match",
      "delete-team-match",
      "create-bout",
      "update-bout",
      "delete-bout",
      "preview-csv",
      "import-csv",
      "export-csv",
    ]);
  });

  it("derives the toasts (spec §8's messages) per intent", () => {
    expect(ADMIN_MESSAGES["create-tournament"]).toEqual({ ok: "tournaments.added", failed: "form.operationFailed" });
    expect(ADMIN_MESSAGES["update-news"]).toEqual({ ok: "news.updated", failed: "form.operationFailed" });
    expect(ADMIN_MESSAGES["delete-team"]).toEqual({ ok: "teams.deleted", failed: "teams.deleteFailed" });
    expect(ADMIN_MESSAGES["delete-athlete"]).toEqual({ ok: "athletes.deleted", failed: "athletes.deleteFailed" });
    expect(ADMIN_MESSAGES["move-sponsor"]).toEqual({ ok: "sponsors.moved", failed: "form.operationFailed" });
    expect(ADMIN_MESSAGES["preview-csv"]).toEqual({ ok: null, failed: "csv.previewFailed" });
    expect(ADMIN_MESSAGES["import-csv"]).toEqual({ ok: "csv.imported", failed: "csv.importFailed" });
    expect(Object.keys(ADMIN_MESSAGES).sort()).toEqual([...ADMIN_INTENTS].sort());
  });

  it("names each entity by its key and reads intents back", () => {
    for (const name of ENTITY_NAMES) expect(ENTITIES[name].name).toBe(name);
    expect(parseIntent("move-sponsor")).toEqual({ verb: "move", entity: "sponsor" });
    expect(parseIntent("create-news")).toEqual({ verb: "create", entity: "news" });
    expect(parseIntent("import-csv")).toBeNull();
  });

  it("lists the CSV kinds of the entities with CSV columns, id first", () => {
    expect(CSV_KINDS).toEqual(["tournaments", "athletes"]);
    for (const kind of CSV_KINDS) {
      const { csv } = csvEntity(kind);
      const columns: readonly string[] = csv.columns;
      expect(columns[0]).toBe("id");
      expect(csv.required.every((column) => columns.includes(column))).toBe(true);
      expect(csv.preview.every((column) => columns.includes(column))).toBe(true);
    }
  });
});
