import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import type { CalibrationSummary } from "~/lib/ratings/calibration";
import { numberFormat } from "~/lib/format";
import { ReliabilityDiagram } from "./reliability-diagram";

/** What is scored: the bouts' predictions, the team matches' odds, or the live chance's readings during bouts. */
export type CalibrationKind = "bout" | "team_match" | "in_bout";

export type CalibrationFiguresData = CalibrationSummary & { reconstructed?: number };

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border bg-card p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="mt-2 text-3xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** The three number formats of a language. */
function numberFormats(lang: string) {
  return {
    score: numberFormat(lang, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    share: numberFormat(lang, { style: "percent", maximumFractionDigits: 1 }),
    count: numberFormat(lang),
  };
}

/** Each kind's own words; the bouts' are the page's first (and its API's) keys. */
const KEYS = {
  bout: {
    count: "calibration.predictions",
    accuracyHint: "calibration.accuracyHint",
    none: "calibration.none",
    diagramTitle: "calibration.diagramTitle",
    diagramDesc: "calibration.diagramDesc",
    unit: "calibration.bouts",
  },
  team_match: {
    count: "calibration.teamPredictions",
    accuracyHint: "calibration.teamAccuracyHint",
    none: "calibration.teamNone",
    diagramTitle: "calibration.teamDiagramTitle",
    diagramDesc: "calibration.teamDiagramDesc",
    unit: "calibration.teamMatches",
  },
  in_bout: {
    count: "calibration.liveReadings",
    accuracyHint: "calibration.liveAccuracyHint",
    none: "calibration.liveNone",
    diagramTitle: "calibration.liveDiagramTitle",
    diagramDesc: "calibration.liveDiagramDesc",
    unit: "calibration.readings",
  },
} as const;

/** Tiles (count, Brier, log-loss, accuracy against a coin flip), the reliability diagram and the table of its bins. */
export function CalibrationFigures({
  calibration,
  kind,
}: {
  calibration: CalibrationFiguresData;
  kind: CalibrationKind;
}) {
  const { t } = useTranslation("teams");
  const lang = useLang();
  const keys = KEYS[kind];
  if (calibration.n === 0) return <p className="rounded-xl border bg-card p-6 text-muted-foreground">{t(keys.none)}</p>;
  const { score, share, count } = numberFormats(lang);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label={t(keys.count)} value={count.format(calibration.n)} />
        <Tile
          label={t("calibration.brier")}
          value={score.format(calibration.brier!)}
          hint={t("calibration.brierHint", { baseline: score.format(calibration.baseline_brier!) })}
        />
        <Tile
          label={t("calibration.logLoss")}
          value={score.format(calibration.log_loss!)}
          hint={t("calibration.logLossHint", { baseline: score.format(calibration.baseline_log_loss!) })}
        />
        <Tile
          label={t("calibration.accuracy")}
          value={share.format(calibration.accuracy!)}
          hint={t(keys.accuracyHint)}
        />
      </div>
      {(calibration.reconstructed ?? 0) > 0 && (
        <p className="text-sm text-muted-foreground">
          {t(kind === "team_match" ? "calibration.teamReconstructedNote" : "calibration.reconstructedNote", {
            count: calibration.reconstructed!,
          })}
        </p>
      )}
      <div className="grid items-start gap-6 rounded-xl border bg-card p-4 sm:p-6 md:grid-cols-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold uppercase">{t(keys.diagramTitle)}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{t(keys.diagramDesc)}</p>
          <ReliabilityDiagram bins={calibration.bins} title={t(keys.diagramTitle)} description={t(keys.diagramDesc)} />
        </div>
        <div className="min-w-0 overflow-x-auto">
          <table className="w-full text-xs tabular-nums sm:text-sm [&_td]:px-1 [&_th]:px-1">
            <caption className="sr-only">{t(keys.diagramTitle)}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2">
                  {t("calibration.bin")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t(keys.unit)}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("calibration.predicted")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("calibration.observed")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("calibration.interval")}
                </th>
              </tr>
            </thead>
            <tbody>
              {calibration.bins.map((bin) => (
                <tr key={bin.from} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {share.format(bin.from)}–{share.format(bin.to)}
                  </th>
                  <td className="py-1.5 text-right">{count.format(bin.n)}</td>
                  <td className="py-1.5 text-right">
                    {bin.predicted === null ? t("calibration.empty") : share.format(bin.predicted)}
                  </td>
                  <td className="py-1.5 text-right">
                    {bin.observed === null ? t("calibration.empty") : share.format(bin.observed)}
                  </td>
                  <td className="py-1.5 text-right">
                    {bin.low === null || bin.high === null
                      ? t("calibration.empty")
                      : `${share.format(bin.low)}–${share.format(bin.high)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
