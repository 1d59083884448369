import { describe, expect, it } from "vitest";
import type { AuditRow } from "./audit.server.ts";
import { auditEntryView } from "./audit-view.server.ts";

const row = (entry: Partial<AuditRow>): AuditRow => ({
  id: "1",
  user_id: null,
  user_email: "admin@example.com",
  action: "update",
  entity: "tournament",
  entity_id: "t1",
  summary: "London Lock-In",
  changes: null,
  created_at: new Date("2026-11-24T10:00:00Z"),
  ...entry,
});

describe("the audit log in the admin's language", () => {
  it("names changed columns as the forms do and translates enum values and dates", () => {
    const changes = {
      status: { from: "upcoming", to: "live" },
      location_city: { from: "London", to: "Manchester" },
      event_date: { from: "2026-12-07T19:00:00.000Z", to: "2026-12-08T19:00:00.000Z" },
    };
    expect(auditEntryView(row({ changes }), "ru")).toMatchObject({
      what: "Изменение · турнир",
      summary: "London Lock-In",
      changes: [
        { field: "Статус", from: "Предстоящий", to: "В эфире" },
        { field: "Город", from: "London", to: "Manchester" },
        { field: "Дата", from: "7 декабря 2026 г. UTC", to: "8 декабря 2026 г. UTC" },
      ],
    });
    expect(auditEntryView(row({ changes }), "en").changes[0]).toEqual({
      field: "Status",
      from: "Upcoming",
      to: "Live",
    });
  });

  it("puts a bout's and a team match's logged summary into words", () => {
    const bout = auditEntryView(
      row({
        entity: "bout",
        action: "update",
        summary: "#2 submission",
        changes: { method: { from: null, to: "submission" }, exhibition: { from: false, to: true } },
      }),
      "ru",
    );
    expect(bout.summary).toBe("поединок 2 · Болевой или удушающий");
    expect(bout.changes).toEqual([
      { field: "Способ", from: "—", to: "Болевой или удушающий" },
      { field: "Показательный", from: "нет", to: "да" },
    ]);
    expect(auditEntryView(row({ entity: "team-match", action: "create", summary: "final #3" }), "ru")).toMatchObject({
      what: "Создание · командный матч",
      summary: "Финал · Порядок в карде 3",
      changes: [],
    });
  });

  it("keeps a column it has no label for by its name", () => {
    expect(auditEntryView(row({ changes: { rules_version: { from: 1, to: 2 } } }), "ru").changes).toEqual([
      { field: "rules_version", from: "1", to: "2" },
    ]);
  });
});
