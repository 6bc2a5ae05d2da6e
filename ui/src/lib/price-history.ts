// The geometry of an offer's price-history chart, computed from the observations alone: a
// step line (a price holds from one observation until the next), a point per observation,
// and where the axis labels go. The component (components/PriceHistory.svelte) draws it as
// inline SVG and writes the labels in the UI's language.
//
// One chart has one unit: the currency and period of the latest observation. An
// observation in another unit (a provider that moved from monthly to hourly billing) is
// listed in the table but not drawn, and counted in `leftOut`.
import type { Currency, Observation, PricePeriod } from './bindings/ipc';
import { parseTimestamp } from './clock';
import { splitMoney } from './format';

/** The chart's drawing area in SVG units: the axis labels live in the margins. */
export const frame = { width: 640, height: 200, left: 96, right: 16, top: 14, bottom: 30 } as const;

/** How far the last price runs on past the last observation: it holds until the next one. */
const tail = 36;

export interface ChartPoint {
  x: number;
  y: number;
  observation: Observation;
}

export interface StepChart {
  /** The step line, an SVG path. */
  path: string;
  /** One per drawn observation, oldest first. */
  points: ChartPoint[];
  /** Where the date labels go: the first and the last day observed (one when they are one day). */
  xTicks: { x: number; at: string; anchor: 'start' | 'end' }[];
  /** Where the price labels go: the lowest and the highest price (one when they are equal). */
  yTicks: { y: number; amount: string }[];
  currency: Currency;
  period: PricePeriod;
  /** Observations in another currency or period than the latest one's: not drawn. */
  leftOut: number;
}

/** The chart of `observations` (oldest first); `null` when there is none. */
export function stepChart(observations: Observation[]): StepChart | null {
  const latest = observations.at(-1);
  if (!latest) return null;
  const { currency } = splitMoney(latest.price.amount);
  const period = latest.price.period;
  const drawn = observations.filter((o) => splitMoney(o.price.amount).currency === currency && o.price.period === period);
  const amounts = drawn.map((o) => Number(splitMoney(o.price.amount).amount));
  const times = drawn.map((o) => parseTimestamp(o.observed_at));

  const x0 = frame.left;
  const x1 = frame.width - frame.right;
  const last = x1 - tail;
  const first = times[0] ?? 0;
  const span = (times.at(-1) ?? first) - first;
  // Proportional to time when the observations span some; side by side when they were all
  // made at one instant (refreshes replaying one recording), so every step stays visible.
  const xOf = (i: number): number => {
    if (drawn.length === 1) return x0;
    if (span > 0 && times.every(Number.isFinite)) return x0 + (((times[i] ?? first) - first) / span) * (last - x0);
    return x0 + (i / (drawn.length - 1)) * (last - x0);
  };

  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  // A flat history sits in the middle; otherwise a tenth of the range above and below.
  const pad = high > low ? (high - low) / 10 : Math.max(Math.abs(high) / 10, 1);
  const bottom = low - pad;
  const top = high + pad;
  const y0 = frame.top;
  const y1 = frame.height - frame.bottom;
  const yOf = (amount: number): number => y0 + ((top - amount) / (top - bottom)) * (y1 - y0);

  const points = drawn.map((observation, i) => ({ x: xOf(i), y: yOf(amounts[i] ?? 0), observation }));
  const steps = points.map((p, i) => (i === 0 ? `M${fixed(p.x)} ${fixed(p.y)}` : `H${fixed(p.x)} V${fixed(p.y)}`));
  const path = `${steps.join(' ')} H${fixed(x1)}`;

  const firstPoint = points[0];
  const lastPoint = points.at(-1);
  const xTicks: StepChart['xTicks'] = [];
  if (firstPoint) xTicks.push({ x: firstPoint.x, at: firstPoint.observation.observed_at, anchor: 'start' });
  if (lastPoint && firstPoint && day(lastPoint.observation) !== day(firstPoint.observation)) {
    xTicks.push({ x: lastPoint.x, at: lastPoint.observation.observed_at, anchor: 'end' });
  }
  const lowest = drawn[amounts.indexOf(low)];
  const highest = drawn[amounts.indexOf(high)];
  const yTicks = [lowest, highest]
    .filter((o, i): o is Observation => o !== undefined && (i === 0 || high > low))
    .map((o) => {
      const amount = splitMoney(o.price.amount).amount;
      return { y: yOf(Number(amount)), amount };
    });

  return { path, points, xTicks, yTicks, currency, period, leftOut: observations.length - drawn.length };
}

const fixed = (n: number): string => n.toFixed(1);
const day = (o: Observation): string => o.observed_at.slice(0, 10);
