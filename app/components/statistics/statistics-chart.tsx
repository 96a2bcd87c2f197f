import { useTranslation } from "react-i18next";
import { formatMonth } from "~/lib/format";
import type { MonthFigures } from "~/server/statistics/company-statistics.server";

/**
 * The small chart of Statistics: for each month, three bars (leads offered, claimed, won) on one
 * scale, in plain SVG. It repeats the table below it, which is what screen readers are pointed
 * to; the bars' colours are named in the legend, and each bar has its figure as a tooltip.
 */

const SERIES = [
  { key: "offered", className: "fill-brand-200", swatch: "bg-brand-200" },
  { key: "claimed", className: "fill-brand-500", swatch: "bg-brand-500" },
  { key: "won", className: "fill-emerald-600", swatch: "bg-emerald-600" },
] as const;

const HEIGHT = 160;
const LABEL_SPACE = 20;
const GROUP_WIDTH = 48;
const BAR_WIDTH = 12;

export function StatisticsChart({ months }: { months: MonthFigures[] }) {
  const { t, i18n } = useTranslation("backOffice");
  const highest = Math.max(1, ...months.flatMap((month) => SERIES.map((series) => month[series.key])));
  const width = months.length * GROUP_WIDTH;
  return (
    <figure className="grid gap-3 rounded-(--radius-card) border border-border bg-white p-4 shadow-card">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{t("statistics.chartTitle")}</span>
        <span className="sr-only">{t("statistics.chartSummary")}</span>
        <ul className="flex flex-wrap gap-3 text-muted-foreground text-sm" aria-hidden="true">
          {SERIES.map((series) => (
            <li key={series.key} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${series.swatch}`} />
              {t(`statistics.columns.${series.key}`)}
            </li>
          ))}
        </ul>
      </figcaption>
      <div className="overflow-x-auto">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
          className="h-auto w-full min-w-[36rem]"
        >
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-border" />
          {months.map((month, index) => {
            const left = index * GROUP_WIDTH + (GROUP_WIDTH - SERIES.length * BAR_WIDTH) / 2;
            return (
              <g key={month.month}>
                {SERIES.map((series, position) => {
                  const value = month[series.key];
                  const barHeight = (value / highest) * (HEIGHT - 4);
                  return (
                    <rect
                      key={series.key}
                      x={left + position * BAR_WIDTH}
                      y={HEIGHT - barHeight}
                      width={BAR_WIDTH - 2}
                      height={barHeight}
                      className={series.className}
                    >
                      <title>{`${formatMonth(month.month, i18n.language)}: ${t(`statistics.columns.${series.key}`)} ${value}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={index * GROUP_WIDTH + GROUP_WIDTH / 2}
                  y={HEIGHT + 14}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {formatMonth(month.month, i18n.language, { short: true })}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
