// Every entity the admin, the API, the audit log and CSV files know, one line each. Everything that
// lists entities (admin intents and toasts, audit entity names, CSV kinds) is derived from here.
import { athleteEntity } from "./athlete-entity";
import { boutEntity } from "./bout-entity";
import { WRITE_VERBS, entityMessages, type EntityDefinition } from "./define-entity";
import { newsEntity } from "./news-entity";
import { sponsorEntity } from "./sponsor-entity";
import { teamEntity } from "./team-entity";
import { teamMatchEntity } from "./team-match-entity";
import { tournamentEntity } from "./tournament-entity";

export const ENTITIES = {
  tournament: tournamentEntity,
  news: newsEntity,
  team: teamEntity,
  athlete: athleteEntity,
  sponsor: sponsorEntity,
  "team-match": teamMatchEntity,
  bout: boutEntity,
} as const;

type Entities = typeof ENTITIES;
export type EntityName = keyof Entities;
export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

/** `move-sponsor` and the like: an entity's own writes beside create, update and delete. */
type ActionIntent = {
  [Name in EntityName]: Entities[Name] extends { actions: infer Actions } ? `${keyof Actions & string}-${Name}` : never;
}[EntityName];
export type EntityIntent = `${(typeof WRITE_VERBS)[number]}-${EntityName}` | ActionIntent;

/** The CSV kinds: the plural of each entity that has CSV columns. */
type CsvEntity = { [Name in EntityName]: Entities[Name] extends { csv: object } ? Name : never }[EntityName];
export type CsvKind = Entities[CsvEntity]["plural"];
const CSV_ENTITIES = Object.values(ENTITIES).filter(
  (entity): entity is Extract<Entities[EntityName], { csv: object }> => "csv" in entity,
);
export const CSV_KINDS = CSV_ENTITIES.map((entity) => entity.plural) as [CsvKind, ...CsvKind[]];
export const csvEntity = (kind: CsvKind) => CSV_ENTITIES.find((entity) => entity.plural === kind)!;
export const isCsvKind = (plural: string): plural is CsvKind => CSV_KINDS.includes(plural as CsvKind);

/** The entity an admin list or API collection shows, by its plural (`athletes` → `athlete`). */
export type EntityOfPlural<Plural extends string> = {
  [Name in EntityName]: Entities[Name]["plural"] extends Plural ? Name : never;
}[EntityName];
export const entityOfPlural = <Plural extends Entities[EntityName]["plural"]>(plural: Plural) =>
  Object.values(ENTITIES).find((entity) => entity.plural === plural)!.name as EntityOfPlural<Plural>;

export const CSV_INTENTS = ["preview-csv", "import-csv", "export-csv"] as const;
export type AdminIntent = EntityIntent | (typeof CSV_INTENTS)[number];

export const ADMIN_INTENTS = [
  // Cast: the names are built from the registry at run time (so TypeScript sees string[]); AdminIntent is the same set
  // derived at the type level, and z.enum needs a non-empty tuple. registry.test.ts checks the two agree.
  ...Object.values(ENTITIES).flatMap((entity: EntityDefinition) => [
    ...WRITE_VERBS.map((verb) => `${verb}-${entity.name}`),
    ...Object.keys(entity.actions ?? {}).map((action) => `${action}-${entity.name}`),
  ]),
  ...CSV_INTENTS,
] as unknown as [AdminIntent, ...AdminIntent[]];

/** Toasts per intent (i18n keys, namespace admin); `null` means the tab shows the outcome itself (CSV preview and export). */
export const ADMIN_MESSAGES = Object.fromEntries([
  ...Object.values(ENTITIES).flatMap((entity: EntityDefinition) => {
    const messages = entityMessages(entity);
    return [
      [`create-${entity.name}`, { ok: messages.added, failed: "form.operationFailed" }],
      [`update-${entity.name}`, { ok: messages.updated, failed: "form.operationFailed" }],
      [`delete-${entity.name}`, { ok: messages.deleted, failed: messages.deleteFailed }],
      ...Object.entries<{ ok: string }>(entity.actions ?? {}).map(([action, { ok }]) => [
        `${action}-${entity.name}`,
        { ok, failed: "form.operationFailed" },
      ]),
    ];
  }),
  ["preview-csv", { ok: null, failed: "csv.previewFailed" }],
  ["import-csv", { ok: "csv.imported", failed: "csv.importFailed" }],
  ["export-csv", { ok: null, failed: "form.operationFailed" }],
]) as Record<AdminIntent, { ok: string | null; failed: string }>;

/** The entity and verb an intent names, or null for the CSV intents. */
export function parseIntent(intent: AdminIntent): { verb: string; entity: EntityName } | null {
  const dash = intent.indexOf("-");
  const entity = intent.slice(dash + 1);
  return entity in ENTITIES ? { verb: intent.slice(0, dash), entity: entity as EntityName } : null;
}
