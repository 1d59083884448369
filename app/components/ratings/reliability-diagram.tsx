import { useId } from "react";
import type { CalibrationBin } from "~/lib/ratings/calibration";
import { useTranslation } from "~/i18n/react";

const SIZE = 300;
const PAD = 44;
const scale = (value: number) => PAD + value * (SIZE - PAD * 2);
const flip = (value: number) => SIZE - scale(value);

/**
 * Predicted (across) against observed (up) per bin, with each bin's 95 % interval and the diagonal of perfect
 * calibration; a point's area follows its number of bouts. An image for the eye; the table beside it carries the
 * same numbers for a screen reader.
 */
export function ReliabilityDiagram({
  bins,
  title,
  description,
}: {
  bins: readonly CalibrationBin[];
  /** The image's accessible name and description (the bouts' diagram by default). */
  title?: string;
  description?: string;
}) {
  const { t } = useTranslation("teams");
  const id = useId();
  const most = Math.max(1, ...bins.map((bin) => bin.n));
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="aspect-square w-full max-w-md"
    >
      <title id={`${id}-title`}>{title ?? t("calibration.diagramTitle")}</title>
      <desc id={`${id}-desc`}>{description ?? t("calibration.diagramDesc")}</desc>
      {ticks.map((tick) => (
        <g key={tick} className="text-muted-foreground">
          <line
            x1={scale(0)}
            x2={scale(1)}
            y1={flip(tick)}
            y2={flip(tick)}
            stroke="currentColor"
            strokeOpacity={0.15}
          />
          <line
            x1={scale(tick)}
            x2={scale(tick)}
            y1={flip(0)}
            y2={flip(1)}
            stroke="currentColor"
            strokeOpacity={0.15}
          />
          <text x={scale(tick)} y={SIZE - PAD + 16} textAnchor="middle" fontSize={10} fill="currentColor">
            {tick * 100}%
          </text>
          <text x={PAD - 6} y={flip(tick) + 3} textAnchor="end" fontSize={10} fill="currentColor">
            {tick * 100}%
          </text>
        </g>
      ))}
      <line
        x1={scale(0)}
        y1={flip(0)}
        x2={scale(1)}
        y2={flip(1)}
        stroke="currentColor"
        strokeDasharray="4 4"
        className="text-muted-foreground"
      />
      <text x={SIZE / 2} y={SIZE - 4} textAnchor="middle" fontSize={11} fill="currentColor" className="text-foreground">
        {t("calibration.predicted")}
      </text>
      <text
        x={12}
        y={SIZE / 2}
        textAnchor="middle"
        fontSize={11}
        transform={`rotate(-90 12 ${SIZE / 2})`}
        fill="currentColor"
        className="text-foreground"
      >
        {t("calibration.observed")}
      </text>
      {bins.map((bin) =>
        bin.n === 0 || bin.predicted === null || bin.observed === null ? null : (
          <g key={bin.from} className="text-primary">
            <line
              x1={scale(bin.predicted)}
              x2={scale(bin.predicted)}
              y1={flip(bin.low ?? bin.observed)}
              y2={flip(bin.high ?? bin.observed)}
              stroke="currentColor"
              strokeWidth={2}
              strokeOpacity={0.5}
            />
            <circle
              cx={scale(bin.predicted)}
              cy={flip(bin.observed)}
              r={3 + 5 * Math.sqrt(bin.n / most)}
              fill="currentColor"
            />
          </g>
        ),
      )}
    </svg>
  );
}
