ALTER TYPE "public"."app_role" ADD VALUE 'team_manager';--> statement-breakpoint
CREATE TABLE "team_match_lineups" (
	"team_match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"athlete_ids" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" text,
	CONSTRAINT "team_match_lineups_team_match_id_team_id_pk" PRIMARY KEY("team_match_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "weigh_ins" (
	"tournament_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"weight_kg" real NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text,
	CONSTRAINT "weigh_ins_tournament_id_athlete_id_pk" PRIMARY KEY("tournament_id","athlete_id")
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "lineup_classes" jsonb;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "lineup_deadline_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "lineups_revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_match_lineups" ADD CONSTRAINT "team_match_lineups_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "public"."team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_lineups" ADD CONSTRAINT "team_match_lineups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_manager_team" CHECK (("user_roles"."role"::text = 'team_manager') = ("user_roles"."team_id" is not null));