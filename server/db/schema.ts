export * from "./schema/auth.ts";
export * from "./schema/league.ts";
export * from "./schema/limits.ts";
export * from "./schema/results.ts";
export * from "./schema/season.ts";
export * from "./schema/jobs.ts";
export * from "./schema/predictions.ts";
export * from "./schema/fans.ts";
