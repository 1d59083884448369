import { SponsorInputSchema } from "../schemas/sponsor";
import { defineEntity } from "./define-entity";

export const sponsorEntity = defineEntity({
  name: "sponsor",
  plural: "sponsors",
  schema: SponsorInputSchema,
  sorts: { order: "asc", name: "asc" },
  actions: { move: { ok: "sponsors.moved" } },
});
