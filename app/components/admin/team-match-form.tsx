import { eventInstant, wallTimeIn } from "~/lib/schemas/event-date";
import { Controller } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { Input } from "~/components/ui/input";
import { TEAM_MATCH_STAGES } from "~/lib/results/constants";
import { TeamMatchInputSchema, type TeamMatchFormValues, type TeamMatchInput } from "~/lib/schemas/team-match";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import type { FormSlot } from "./record-tab";
import { useAdminForm } from "./use-admin-form";

export interface ResultsTeamMatch {
  id: string;
  tournament_id: string;
  /** Null while a knockout slot waits for the result it comes from. */
  home_team_id: string | null;
  away_team_id: string | null;
  stage: string;
  stage_round: number | null;
  card_order: number;
  scheduled_at: Date | string | null;
  lineup_deadline_minutes?: number;
  status: string;
}

/** The form's values: an existing team match as stored, or a new one at the end of the card. */
export function teamMatchValues(tournamentId: string, match: ResultsTeamMatch | null): TeamMatchFormValues {
  const at = match?.scheduled_at ? new Date(match.scheduled_at).toISOString() : "";
  return {
    tournament_id: tournamentId,
    home_team_id: match?.home_team_id ?? "",
    away_team_id: match?.away_team_id ?? "",
    stage: (match?.stage ?? "round_robin") as TeamMatchFormValues["stage"],
    stage_round: match?.stage_round ?? "",
    card_order: match?.card_order ?? "",
    scheduled_at: at,
    lineup_deadline_minutes: match?.lineup_deadline_minutes ?? "",
  };
}

/** The event's venue zone and its label ("MSK (Europe/Moscow)"): times an admin types are on that clock. */
export interface VenueClock {
  time_zone: string;
  zone: string;
}
export const UTC_CLOCK: VenueClock = { time_zone: "UTC", zone: "UTC" };

/**
 * An instant as a `datetime-local` field shows it on the venue's clock (not the admin's browser's), and back to ISO
 * 8601: a 19:30 Moscow start reads 19:30 from New York too.
 */
export const toVenueInput = (iso: string, timeZone: string) => (iso ? wallTimeIn(iso, timeZone) : "");
export const fromVenueInput = (local: string, timeZone: string) =>
  local ? eventInstant(local, timeZone).toISOString() : "";

interface TeamMatchFormProps extends FormSlot {
  defaultValues: TeamMatchFormValues;
  venue: VenueClock;
  teams: { id: string; name: string }[];
  /** Sides of a generated knockout slot still waiting for their team: left empty, they stay derived. */
  waiting?: { home_team_id: boolean; away_team_id: boolean };
}

/** Two teams, the stage, the place on the card and the start time; the status and the winner follow from the bouts. */
export function TeamMatchForm({
  defaultValues,
  venue,
  teams,
  waiting,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: TeamMatchFormProps) {
  const { t } = useTranslation("admin");
  const { t: tt } = useTranslation("tournament");
  const { form, message, text, select } = useAdminForm<TeamMatchFormValues, TeamMatchInput>(
    TeamMatchInputSchema,
    defaultValues,
    serverErrors,
  );
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      {(["home_team_id", "away_team_id"] as const).map((key) =>
        select(key, {
          id: `tm-${key}`,
          label: t(key === "home_team_id" ? "results.homeTeam" : "results.awayTeam"),
          required: !waiting?.[key],
          empty: waiting?.[key] ? t("season.waitsForResult") : t("results.pickTeam"),
          options: teamOptions,
        }),
      )}
      {select("stage", {
        id: "tm-stage",
        label: t("results.stage"),
        required: true,
        options: TEAM_MATCH_STAGES.map((stage) => ({ value: stage, label: tt(`stage.${stage}`) })),
      })}
      {text("stage_round", {
        id: "tm-stage-round",
        label: t("results.stageRound"),
        type: "number",
        inputMode: "numeric",
        min: 1,
        max: 50,
      })}
      {text("card_order", {
        id: "tm-order",
        label: t("results.cardOrder"),
        type: "number",
        inputMode: "numeric",
        min: 1,
        max: 200,
        placeholder: t("results.cardOrderNext"),
      })}
      <Controller
        control={form.control}
        name="scheduled_at"
        render={({ field }) => (
          <FormField
            id="tm-scheduled"
            label={t("results.scheduledAtIn", { zone: venue.zone })}
            error={message("scheduled_at")}
          >
            <Input
              id="tm-scheduled"
              type="datetime-local"
              value={toVenueInput((field.value as string | null | undefined) ?? "", venue.time_zone)}
              onChange={(event) => field.onChange(fromVenueInput(event.target.value, venue.time_zone))}
              onBlur={field.onBlur}
              {...invalidProps("tm-scheduled", message("scheduled_at"))}
            />
          </FormField>
        )}
      />
      {text("lineup_deadline_minutes", {
        id: "tm-lineup-deadline",
        label: t("results.lineupDeadline"),
        type: "number",
        inputMode: "numeric",
        min: 0,
        max: 1440,
        placeholder: "60",
      })}
      <FormActions busy={busy} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
