import { ENTITIES } from "../../lib/entities/registry";

type Entities = typeof ENTITIES;
/**
 * A top-level entity's admin section: its plural, as the registry defines it. Entities with a `parent` (a tournament's
 * team matches, their bouts) are edited on their parent's screens, not in a section of their own.
 */
export type EntityTab = {
  [Name in keyof Entities]: Entities[Name] extends { parent: object } ? never : Entities[Name]["plural"];
}[keyof Entities];
const SECTION_ENTITIES = Object.values(ENTITIES).filter((entity) => !("parent" in entity));

/**
 * The admin's sections in the order of its navigation: one per top-level entity of the registry (app/lib/entities/registry.ts),
 * then the audit log. Each is its own route (`/admin/<tab>`); the first opens at `/admin`.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  ...SECTION_ENTITIES.map((entity) => entity.plural as EntityTab),
  "results",
  "audit",
  "staff",
];
/** Results (a tournament's team matches and bouts), the audit log and the staff (roles) section are not entities. */
export type AdminTab = EntityTab | "results" | "audit" | "staff";

export const isAdminTab = (value: unknown): value is AdminTab => (ADMIN_TABS as readonly unknown[]).includes(value);
