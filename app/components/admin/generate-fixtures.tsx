import { dynamicKey } from "~/i18n/keys";
// Admin → Results → Generate fixtures: teams, format, groups, seeding, start and gap; a preview made by the same
// pure generator the server runs (app/lib/season), then one POST /api/v1/tournaments/{id}/fixtures to save it.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { FixtureRequestSchema, SEEDINGS, toFixtureConfig, type FixtureRequest } from "~/lib/season/fixture-config";
import { planFixtures, SEASON_FORMATS } from "~/lib/season/fixtures";
import { sourceLabel, sourceRef, stageNumbers } from "~/lib/season/source-label";
import type { PlannedMatch, SideSource } from "~/lib/season/sources";
import { formatDate, formatTime } from "~/lib/format";
import { fromVenueInput, type VenueClock } from "./team-match-form";

interface GenerateFixturesProps {
  tournamentId: string;
  teams: { id: string; name: string; rating: number | null }[];
  /** The event's venue clock: the first start is typed, and the preview's times shown, on it. */
  venue: VenueClock;
}

type Fields = Record<string, string>;

export function GenerateFixtures({ tournamentId, teams, venue }: GenerateFixturesProps) {
  const { t, i18n } = useTranslation("admin");
  const { t: tt } = useTranslation("tournament");
  const lang = useLang();
  const revalidator = useRevalidator();
  const [picked, setPicked] = useState<string[]>([]);
  const [format, setFormat] = useState<(typeof SEASON_FORMATS)[number]>("single_elimination");
  const [groups, setGroups] = useState("");
  const [advance, setAdvance] = useState("");
  const [seeding, setSeeding] = useState<(typeof SEEDINGS)[number]>("rating");
  const [startAt, setStartAt] = useState("");
  const [gap, setGap] = useState("30");
  const [preview, setPreview] = useState<PlannedMatch[] | null>(null);
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);
  const nameOf = new Map(teams.map((team) => [team.id, team.name]));

  const body = () => ({
    format,
    team_ids: picked,
    groups,
    advance_per_group: advance,
    seeding,
    start_at: startAt ? fromVenueInput(startAt, venue.time_zone) : null,
    gap_minutes: gap,
  });
  const toggle = (id: string) => {
    setPreview(null);
    setPicked((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));
  };
  const showPreview = () => {
    const parsed = FixtureRequestSchema.safeParse(body());
    if (!parsed.success) {
      const fields: Fields = {};
      for (const issue of parsed.error.issues)
        fields[String(issue.path[0] ?? "format")] ??= t(dynamicKey(issue.message));
      setErrors(fields);
      setPreview(null);
      return;
    }
    setErrors({});
    setPreview(planFixtures(toFixtureConfig(parsed.data, seed(parsed.data)), () => crypto.randomUUID()));
  };
  // The server seeds the same way (server/league/season/generate.server.ts).
  const seed = (input: FixtureRequest) => {
    if (input.seeding === "manual") return input.team_ids;
    const rating = new Map(teams.map((team) => [team.id, team.rating ?? -Infinity]));
    return [...input.team_ids].sort(
      (a, b) => rating.get(b)! - rating.get(a)! || input.team_ids.indexOf(a) - input.team_ids.indexOf(b),
    );
  };
  const save = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/v1/tournaments/${tournamentId}/fixtures`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": i18n.language },
        body: JSON.stringify(FixtureRequestSchema.parse(body())),
      });
      if (response.status === 201) {
        toast.success(t("season.created"));
        setPreview(null);
        setPicked([]);
        await revalidator.revalidate();
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as { fields?: Fields };
      setErrors(answer.fields ?? {});
      toast.error(Object.values(answer.fields ?? {})[0] ?? t("season.failed"));
    } finally {
      setBusy(false);
    }
  };
  const numbers = stageNumbers(preview ?? []);
  const label = (side: SideSource) => {
    if ("team_id" in side) return nameOf.get(side.team_id) ?? side.team_id;
    const ref = sourceRef(side, numbers);
    return ref ? sourceLabel(t, lang, ref) : "";
  };
  const error = (name: string) =>
    errors[name] ? <span className="text-sm text-destructive">{errors[name]}</span> : null;
  const field = "grid gap-1 text-sm font-medium";
  return (
    <details className="rounded-lg border p-3" data-testid="generate-fixtures">
      <summary className="cursor-pointer font-semibold">{t("season.generate")}</summary>
      <p className="mt-2 text-sm text-muted-foreground">{t("season.generateDescription")}</p>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">{t("season.teams")}</legend>
        <p className="text-xs text-muted-foreground">{t("season.teamsHint")}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <li key={team.id}>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={picked.includes(team.id)} onChange={() => toggle(team.id)} />
                {team.name}
                {picked.includes(team.id) && (
                  <span className="text-xs text-muted-foreground">#{picked.indexOf(team.id) + 1}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
        {error("team_ids")}
      </fieldset>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <label className={field}>
          {t("season.format")}
          <NativeSelect
            value={format}
            onChange={(event) => (setFormat(event.target.value as typeof format), setPreview(null))}
          >
            {SEASON_FORMATS.map((value) => (
              <option key={value} value={value}>
                {t(`season.formats.${value}`)}
              </option>
            ))}
          </NativeSelect>
          {error("format")}
        </label>
        {format === "groups_then_knockout" && (
          <>
            <label className={field}>
              {t("season.groups")}
              <Input
                type="number"
                min={2}
                max={16}
                value={groups}
                onChange={(event) => (setGroups(event.target.value), setPreview(null))}
              />
              {error("groups")}
            </label>
            <label className={field}>
              {t("season.advancePerGroup")}
              <Input
                type="number"
                min={1}
                max={4}
                value={advance}
                onChange={(event) => (setAdvance(event.target.value), setPreview(null))}
              />
              {error("advance_per_group")}
            </label>
          </>
        )}
        <label className={field}>
          {t("season.seeding")}
          <NativeSelect
            value={seeding}
            onChange={(event) => (setSeeding(event.target.value as typeof seeding), setPreview(null))}
          >
            {SEEDINGS.map((value) => (
              <option key={value} value={value}>
                {t(`season.seedings.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={field}>
          {t("season.startAtIn", { zone: venue.zone })}
          <Input
            type="datetime-local"
            data-testid="fixtures-start"
            value={startAt}
            onChange={(event) => (setStartAt(event.target.value), setPreview(null))}
          />
          {error("start_at")}
        </label>
        <label className={field}>
          {t("season.gapMinutes")}
          <Input
            type="number"
            min={5}
            max={240}
            value={gap}
            onChange={(event) => (setGap(event.target.value), setPreview(null))}
          />
          {error("gap_minutes")}
        </label>
      </div>
      {error("tournament_id")}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={showPreview}>
          {t("season.preview")}
        </Button>
      </div>
      {preview && (
        <div className="mt-3" data-testid="fixtures-preview">
          <h3 className="font-semibold">{t("season.previewTitle", { count: preview.length })}</h3>
          <ol className="mt-2 grid gap-1 text-sm">
            {preview.map((match) => (
              <li key={match.id}>
                {`#${match.card_order} · ${match.group_label ? t("season.group", { group: match.group_label }) + " · " : ""}${match.stage_round ? tt("stage.round_robin_n", { round: match.stage_round }) : tt(`stage.${match.stage}`)}${match.scheduled_at ? ` · ${formatDate(match.scheduled_at, lang, venue.time_zone)} ${formatTime(match.scheduled_at, lang, venue.time_zone)} ${venue.zone.split(" ")[0]}` : ""} · ${label(match.home)} – ${label(match.away)}`}
              </li>
            ))}
          </ol>
          <Button type="button" className="mt-3" onClick={save} disabled={busy}>
            {t("season.save")}
          </Button>
        </div>
      )}
    </details>
  );
}
