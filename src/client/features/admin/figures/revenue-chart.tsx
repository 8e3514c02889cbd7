import { useEffect, useRef, useState } from 'react';
import type { RevenuePeriod } from '../../../../common/figures';
import { formatCount } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import { axisDollars, periodName, periodTick } from './figures-lines';
import type { Grouping } from './figures-range';
import { chartFrame, revenueLayout } from './revenue-chart-layout';

/** What the chart shows, in words: its range, its totals and its best period. */
export function revenueSummary(periods: readonly RevenuePeriod[], by: Grouping): string {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return `Revenue by ${by}: no periods in this range.`;
  const sum = (of: (period: RevenuePeriod) => number) =>
    periods.reduce((total, period) => total + of(period), 0);
  const orders = sum((period) => period.orders);
  const best = periods.reduce((top, period) => (period.netCents > top.netCents ? period : top));
  return (
    `Revenue by ${by}, ${periodName(first.period, by)} to ${periodName(last.period, by)}: ` +
    `gross ${formatCents(sum((period) => period.grossCents))}, ` +
    `refunds ${formatCents(sum((period) => period.refundsCents))}, ` +
    `net ${formatCents(sum((period) => period.netCents))}, ` +
    `${formatCount(orders)} ${orders === 1 ? 'order' : 'orders'}. ` +
    `Highest net: ${periodName(best.period, by)}, ${formatCents(best.netCents)}.`
  );
}

/** The width of an element's box, followed as it changes; `fallback` until it is measured. */
function useBoxWidth<Box extends HTMLElement>(fallback: number) {
  const ref = useRef<Box>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Gross as bars, refunds as bars below zero, the net as a line, drawn in CSS pixels at the
 * width of its box. With more periods than fit (a year by day) it scrolls sideways inside its
 * box, never the page. Screen readers get the summary here and every figure in the table below.
 */
export function RevenueChart({ periods, by }: { periods: readonly RevenuePeriod[]; by: Grouping }) {
  const [boxRef, boxWidth] = useBoxWidth<HTMLDivElement>(720);
  const layout = revenueLayout(periods, boxWidth);
  const { plot } = layout;
  const netPoints = layout.columns.map((column) => `${column.centre},${column.netY}`).join(' ');
  return (
    <figure className="grid min-w-0 gap-3">
      <div ref={boxRef} className="overflow-x-auto" tabIndex={0}>
        <svg
          width={layout.width}
          height={chartFrame.height}
          role="img"
          aria-label={revenueSummary(periods, by)}
          className="block text-[11px]"
        >
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.y}
                y2={tick.y}
                className={tick.value === 0 ? 'stroke-muted' : 'stroke-border'}
              />
              <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" className="fill-muted">
                {axisDollars(tick.value)}
              </text>
            </g>
          ))}
          {layout.columns.map((column, index) => (
            <g key={column.period.period}>
              <title>
                {`${periodName(column.period.period, by)}: gross ${formatCents(column.period.grossCents)}, refunds ${formatCents(column.period.refundsCents)}, net ${formatCents(column.period.netCents)}`}
              </title>
              <rect
                x={column.left}
                y={plot.top}
                width={column.width}
                height={plot.bottom - plot.top}
                className="fill-transparent hover:fill-surface-raised/60"
              />
              <Bar column={column} from={layout.zero} to={column.grossTop} fill="fill-gold/80" />
              <Bar
                column={column}
                from={layout.zero}
                to={column.refundsBottom}
                fill="fill-destructive/80"
              />
              {index % layout.labelEvery === 0 ? (
                <text
                  x={column.centre}
                  y={plot.bottom + 18}
                  textAnchor="middle"
                  className="fill-muted"
                >
                  {periodTick(column.period.period, by)}
                </text>
              ) : null}
            </g>
          ))}
          <polyline
            points={netPoints}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-foreground"
          />
          {layout.columns.map((column) => (
            <circle
              key={column.period.period}
              cx={column.centre}
              cy={column.netY}
              r={3}
              className="fill-foreground"
            />
          ))}
        </svg>
      </div>
      {layout.width > boxWidth ? (
        <p className="text-xs text-muted">Scroll the chart sideways to see every {by}.</p>
      ) : null}
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <Key swatch="h-3 w-3 rounded-sm bg-gold/80">Gross</Key>
        <Key swatch="h-3 w-3 rounded-sm bg-destructive/80">Refunds (below zero)</Key>
        <Key swatch="h-0.5 w-4 bg-foreground">Net</Key>
      </figcaption>
    </figure>
  );
}

/** A bar of a period's column from one height to another, up or down. */
function Bar({
  column,
  from,
  to,
  fill,
}: {
  column: { barLeft: number; barWidth: number };
  from: number;
  to: number;
  fill: string;
}) {
  // A figure that is not zero stays visible, however small beside the others.
  const height = from === to ? 0 : Math.max(2, Math.abs(to - from));
  return (
    <rect
      x={column.barLeft}
      y={to < from ? from - height : from}
      width={column.barWidth}
      height={height}
      className={fill}
    />
  );
}

function Key({ swatch, children }: { swatch: string; children: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={swatch} aria-hidden />
      {children}
    </span>
  );
}
