import { useState } from "react";
import { Controller, type Control, type Path } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { Input } from "~/components/ui/input";
import { WEIGHT_CLASSES } from "~/lib/league-constants";
import { formatClock } from "~/lib/live/live-clock";
import { BOUT_METHODS, MATCH_STATUSES } from "~/lib/results/constants";
import { BoutInputSchema, type BoutFormValues, type BoutInput } from "~/lib/schemas/bout";
import { FormActions } from "./form-actions";
import { FormField, invalidProps } from "./form-field";
import type { FormSlot } from "./record-tab";
import { useAdminForm } from "./use-admin-form";
import { dynamicKey } from "~/i18n/keys";

export interface RosterAthlete {
  id: string;
  name: string;
  weight_class: string;
}

/** A bout as the results read gives it (every column the form edits). */
export type ResultsBout = Omit<BoutInput, "technique" | "exhibition"> & {
  id: string;
  bout_order: number;
  technique: string | null;
  exhibition: boolean;
};

const NUMBER_KEYS = ["score", "takedowns_landed", "takedowns_attempted"] as const;
const CLOCK_KEYS = ["control_seconds", "first_score_seconds"] as const;

/** A new bout's numbers start at zero (what an empty field means anyway), so the admin types over visible values. */
const NEW_SIDES = Object.fromEntries(
  ["a", "b"].flatMap((key) => NUMBER_KEYS.map((base) => [`${base}_${key}`, 0])),
) as Partial<BoutFormValues>;

/** The form's values: the bout as stored, or a new completed one of this team match. */
export function boutValues(teamMatchId: string, bout: ResultsBout | null): BoutFormValues {
  if (!bout) {
    return {
      team_match_id: teamMatchId,
      athlete_a_id: "",
      athlete_b_id: "",
      weight_class: "lightweight",
      exhibition: false,
      status: "completed",
      winner_id: "",
      method: null,
      technique: "",
      round: "",
      time_seconds: "",
      ...NEW_SIDES,
    };
  }
  const { id: _id, bout_order: _order, ...values } = bout;
  return { ...values, team_match_id: teamMatchId, winner_id: bout.winner_id ?? "", technique: bout.technique ?? "" };
}

/** Seconds typed as m:ss ("3:07"); plain seconds are taken too. Anything else reaches the schema as is and is refused there. */
function parseClock(text: string): number | string {
  const clock = /^\s*(\d{1,2}):([0-5]\d)\s*$/.exec(text);
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : text;
}

function ClockField({
  control,
  name,
  id,
  label,
  error,
}: {
  control: Control<BoutFormValues>;
  name: Path<BoutFormValues>;
  id: string;
  label: string;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ClockInput
          id={id}
          label={label}
          error={error}
          value={field.value as number | string | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function ClockInput({
  id,
  label,
  error,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  error?: string;
  value: number | string | null | undefined;
  onChange(value: number | string): void;
  onBlur(): void;
}) {
  // The text as typed: "3:0" on the way to "3:07" must stay on screen while the value is still incomplete.
  const { t } = useTranslation("admin");
  const [typed, setTyped] = useState(() => (typeof value === "number" ? formatClock(value) : (value ?? "")));
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        inputMode="numeric"
        placeholder={t("results.clockPlaceholder")}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(parseClock(event.target.value));
        }}
        onBlur={onBlur}
        {...invalidProps(id, error)}
      />
    </FormField>
  );
}

interface BoutFormProps extends FormSlot {
  defaultValues: BoutFormValues;
  home: { name: string; roster: RosterAthlete[] };
  away: { name: string; roster: RosterAthlete[] };
  /** Names of athletes no longer on the roster (a bout recorded before a transfer keeps them). */
  athleteName(id: string): string;
}

/** One athlete of each team, the result, and each side's numbers. The server checks it with the same schema and the format's rules. */
export function BoutForm({
  defaultValues,
  home,
  away,
  athleteName,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: BoutFormProps) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const { t: ta } = useTranslation("athlete");
  const { form, message, text, select } = useAdminForm<BoutFormValues, BoutInput>(
    BoutInputSchema,
    defaultValues,
    serverErrors,
  );
  const [a, b, method] = form.watch(["athlete_a_id", "athlete_b_id", "method"]);
  // A refusal of the whole bout (a fourth bout, the team match not found) has no field of its own.
  const boutError = serverErrors?.bout ?? serverErrors?.team_match_id;
  const options = (roster: RosterAthlete[], current: string | undefined) => {
    const listed = roster.some((athlete) => athlete.id === current);
    return [...(current && !listed ? [{ id: current, name: athleteName(current) }] : []), ...roster];
  };
  const side = (key: "a" | "b", team: { name: string; roster: RosterAthlete[] }) => {
    const name = `athlete_${key}_id` as const;
    const label = t(key === "a" ? "results.athleteA" : "results.athleteB", { team: team.name });
    return select(name, {
      id: `bout-athlete-${key}`,
      label,
      required: true,
      empty: t("results.pickAthlete"),
      options: options(team.roster, defaultValues[name]).map((athlete) => ({ value: athlete.id, label: athlete.name })),
    });
  };
  const sideNumbers = (key: "a" | "b", athleteId: string | undefined, teamName: string) => (
    <fieldset key={key} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{athleteId ? athleteName(athleteId) : teamName}</legend>
      {NUMBER_KEYS.map((base) =>
        // Points may be negative (penalties): no minimum, and the full keyboard (a phone's numeric one has no minus sign).
        text(`${base}_${key}`, {
          id: `bout-${base}-${key}`,
          label: t(dynamicKey(`results.${base}`)),
          type: "number",
          ...(base === "score" ? {} : { inputMode: "numeric", min: 0, max: 100 }),
        }),
      )}
      {CLOCK_KEYS.map((base) => (
        <ClockField
          key={base}
          control={form.control}
          name={`${base}_${key}`}
          id={`bout-${base}-${key}`}
          label={t(dynamicKey(`results.${base}`))}
          error={message(`${base}_${key}`)}
        />
      ))}
    </fieldset>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {boutError ? (
        <p
          role="alert"
          className="rounded-md border border-red-400/50 p-3 text-sm text-red-400 sm:col-span-2 lg:col-span-4"
        >
          {t(dynamicKey(boutError))}
        </p>
      ) : null}
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-4">
        {side("a", home)}
        {side("b", away)}
      </div>
      {select("weight_class", {
        id: "bout-weight",
        label: t("fields.weightClass"),
        required: true,
        options: WEIGHT_CLASSES.map((value) => ({ value, label: tc(`weightClass.${value}`) })),
      })}
      {select("status", {
        id: "bout-status",
        label: t("results.status"),
        required: true,
        options: MATCH_STATUSES.map((value) => ({ value, label: t(`results.statuses.${value}`) })),
      })}
      {select("winner_id", {
        id: "bout-winner",
        label: t("results.winner"),
        empty: t("results.noWinner"),
        options: [a, b].filter((id): id is string => Boolean(id)).map((id) => ({ value: id, label: athleteName(id) })),
      })}
      {select("method", {
        id: "bout-method",
        label: t("results.method"),
        empty: t("results.noMethod"),
        emptyIsNull: true,
        options: BOUT_METHODS.map((value) => ({ value, label: ta(`method.${value}`) })),
      })}
      {method === "submission"
        ? text("technique", {
            id: "bout-technique",
            label: t("results.technique"),
            className: "sm:col-span-2",
            autoComplete: "off",
          })
        : null}
      {text("round", {
        id: "bout-round",
        label: t("results.round"),
        type: "number",
        inputMode: "numeric",
        min: 1,
        max: 3,
      })}
      <ClockField
        control={form.control}
        name="time_seconds"
        id="bout-time"
        label={t("results.time")}
        error={message("time_seconds")}
      />
      <FormField
        id="bout-exhibition"
        label={t("results.exhibition")}
        error={message("exhibition")}
        className="justify-end sm:col-span-2"
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            id="bout-exhibition"
            type="checkbox"
            className="size-4"
            {...invalidProps("bout-exhibition", message("exhibition"))}
            {...form.register("exhibition")}
          />
          {t("results.exhibitionHint")}
        </label>
      </FormField>
      <div className="grid gap-4 sm:col-span-2 lg:col-span-4 lg:grid-cols-2">
        {sideNumbers("a", a, home.name)}
        {sideNumbers("b", b, away.name)}
      </div>
      <FormActions busy={busy} onCancel={onCancel} className="sm:col-span-2 lg:col-span-4" />
    </form>
  );
}
