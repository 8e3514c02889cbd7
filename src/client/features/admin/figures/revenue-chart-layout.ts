import type { RevenuePeriod } from '../../../../common/figures';

/** The chart's frame in CSS pixels: room for the money axis on the left, the periods below. */
export const chartFrame = { height: 240, top: 12, right: 12, bottom: 28, left: 56 } as const;

/** The narrowest a period's column gets before the chart scrolls sideways inside its box. */
const minColumn = 12;

/** A step of 1, 2 or 5 times a power of ten that splits `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  return factor * power;
}

/** Where each period's bars, point and label go, at a given width of the chart's box. */
export function revenueLayout(periods: readonly RevenuePeriod[], boxWidth: number) {
  const { height, top, right, bottom, left } = chartFrame;
  const plotWidth = Math.max(boxWidth - left - right, periods.length * minColumn);
  const plotHeight = height - top - bottom;
  // Gross rises from zero and refunds hang below it; the net, between, may dip under zero.
  const high = Math.max(0, ...periods.flatMap((period) => [period.grossCents, period.netCents]));
  const low = Math.min(0, ...periods.flatMap((period) => [-period.refundsCents, period.netCents]));
  // At least a dollar of scale, so a range without money still draws a flat axis.
  const step = niceStep(Math.max(high - low, 100), 4);
  const ceiling = Math.ceil(high / step) * step || step;
  // Below zero only as deep as the refunds go, and at least a sliver, so they still show.
  const floor = low < 0 ? Math.min(low, -ceiling / 12) : 0;
  const y = (cents: number) => top + ((ceiling - cents) / (ceiling - floor)) * plotHeight;
  const ticks: number[] = [];
  // `|| 0`: the first tick is zero, never minus zero.
  for (let value = Math.ceil(floor / step) * step || 0; value <= ceiling; value += step) {
    ticks.push(value);
  }
  const column = periods.length > 0 ? plotWidth / periods.length : plotWidth;
  const barWidth = Math.min(40, Math.max(4, column * 0.6));
  return {
    width: plotWidth + left + right,
    plot: { left, right: left + plotWidth, top, bottom: top + plotHeight },
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    zero: y(0),
    /** Every how many periods a label fits under the axis. */
    labelEvery: Math.ceil(64 / column),
    columns: periods.map((period, index) => {
      const centre = left + column * (index + 0.5);
      return {
        period,
        left: left + column * index,
        width: column,
        centre,
        barLeft: centre - barWidth / 2,
        barWidth,
        grossTop: y(period.grossCents),
        refundsBottom: y(-period.refundsCents),
        netY: y(period.netCents),
      };
    }),
  };
}
