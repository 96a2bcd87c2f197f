import { useTranslation } from "~/i18n/use-translation";
import { formatMonth } from "~/lib/format";
import type { MonthFigures } from "~/server/statistics/company-statistics.server";

/**
 * The small chart of Statistics: for each month, three bars (leads offered, claimed, won) on one
 * scale read off a value axis, in plain SVG. It repeats the table below it, which is what screen readers are pointed
 * to; the bars' colours are named in the legend, and each bar has its figure as a tooltip.
 */

const SERIES = [
  { key: "offered", className: "fill-brand-200", swatch: "bg-brand-200" },
  { key: "claimed", className: "fill-brand-500", swatch: "bg-brand-500" },
  { key: "won", className: "fill-emerald-600", swatch: "bg-emerald-600" },
] as const;

const HEIGHT = 160;
/** Room above the bars for the axis title, left of them for the axis' figures, below for the months. */
const TOP_SPACE = 20;
const AXIS_SPACE = 32;
const LABEL_SPACE = 20;
const GROUP_WIDTH = 48;
const BAR_WIDTH = 12;

/** The value axis' marks: whole numbers of leads, 0 to at least `highest`, in steps of 1, 2 or 5 × 10ⁿ. */
export function valueTicks(highest: number): number[] {
  const rough = Math.max(1, highest) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((multiple) => multiple * magnitude).find((size) => size >= rough) ?? 1);
  const top = Math.ceil(Math.max(1, highest) / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

export function StatisticsChart({ months }: { months: MonthFigures[] }) {
  const { t, i18n } = useTranslation("backOffice");
  const ticks = valueTicks(Math.max(...months.flatMap((month) => SERIES.map((series) => month[series.key]))));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => TOP_SPACE + HEIGHT - (value / top) * HEIGHT;
  const width = AXIS_SPACE + months.length * GROUP_WIDTH;
  return (
    <figure className="grid min-w-0 gap-3 rounded-(--radius-card) border border-border bg-white p-4 shadow-card">
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
      {/* On a phone the months scroll sideways inside the chart; the page itself never does. */}
      <div className="overflow-x-auto">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} ${TOP_SPACE + HEIGHT + LABEL_SPACE}`}
          className="h-auto w-full min-w-[36rem]"
        >
          <g data-axis="value" className="fill-muted-foreground text-[10px]">
            <text x={0} y={10}>
              {t("statistics.valueAxis")}
            </text>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={AXIS_SPACE}
                  x2={width}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? "stroke-border" : "stroke-border/60"}
                  strokeDasharray={tick === 0 ? undefined : "2 3"}
                />
                <text x={AXIS_SPACE - 6} y={y(tick) + 3} textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
          </g>
          {months.map((month, index) => {
            const groupLeft = AXIS_SPACE + index * GROUP_WIDTH;
            const left = groupLeft + (GROUP_WIDTH - SERIES.length * BAR_WIDTH) / 2;
            return (
              <g key={month.month}>
                {SERIES.map((series, position) => {
                  const value = month[series.key];
                  return (
                    <rect
                      key={series.key}
                      x={left + position * BAR_WIDTH}
                      y={y(value)}
                      width={BAR_WIDTH - 2}
                      height={y(0) - y(value)}
                      className={series.className}
                    >
                      <title>{`${formatMonth(month.month, i18n.language)}: ${t(`statistics.columns.${series.key}`)} ${value}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={groupLeft + GROUP_WIDTH / 2}
                  y={TOP_SPACE + HEIGHT + 14}
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
