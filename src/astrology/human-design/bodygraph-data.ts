/**
 * The engine's Human Design chart as the plain data a bodygraph drawing takes (the PDF now, the
 * buyer's reading page later). With an unknown birth time only what holds all day is drawn:
 * a value that changes within the birth date is never drawn as if it were known (decision 195).
 */
import type { HumanDesignChart } from './human-design';
import {
  activationPlanets,
  type ActivationCell,
  type ActivationSide,
  type BodygraphCentre,
  type BodygraphData,
} from '../../common/charts/bodygraph-layout';

type Side = 'personality' | 'design';

/**
 * Every value a result takes across the birth date ("profile", "personality.moon"), each once,
 * in the order first seen; the chart's own value alone when the time is known or it holds all day.
 */
export function valuesAcrossBirthDay(
  chart: HumanDesignChart,
  field: string,
  value: string,
): string[] {
  const values = chart.birthDay?.varying.find((result) => result.field === field)?.values;
  // Each value once: a definition can go Single, Split, then Single again within the day.
  return values ? [...new Set(values)] : [value];
}

/** What holds in every value: "13-33, 29-46" and "13-33" leave "13-33". */
function heldAllDay(values: string[]): string[] {
  const lists = values.map((value) => (value === 'none' ? [] : value.split(', ')));
  const [first = [], ...rest] = lists;
  return first.filter((item) => rest.every((list) => list.includes(item)));
}

function cell(
  chart: HumanDesignChart,
  side: Side,
  planet: ActivationCell['planet'],
): ActivationCell {
  const { gate, line } = chart[side][planet];
  const values = valuesAcrossBirthDay(chart, `${side}.${planet}`, `${gate}.${line}`);
  const gates = [...new Set(values.map((value) => Number(value.split('.')[0])))];
  const isNearBoundary = chart.nearBoundaries.some(
    (flag) => flag.side === side && flag.body === planet,
  );
  if (values.length === 1) return { planet, value: `${gate}.${line}`, gate, isNearBoundary };
  if (gates.length === 1)
    return { planet, value: `${values[0]}–${values[values.length - 1]}`, gate, isNearBoundary };
  return { planet, value: 'open', gate: null, isNearBoundary };
}

export function bodygraphData(chart: HumanDesignChart): BodygraphData {
  const columns = {
    personality: activationPlanets.map(({ key }) => cell(chart, 'personality', key)),
    design: activationPlanets.map(({ key }) => cell(chart, 'design', key)),
  };
  const sides = new Map<number, ActivationSide>();
  for (const side of ['personality', 'design'] as const)
    for (const { gate } of columns[side]) {
      if (gate === null) continue;
      const before = sides.get(gate);
      sides.set(gate, before && before !== side ? 'both' : side);
    }
  return {
    type: valuesAcrossBirthDay(chart, 'type', chart.type).join(' or '),
    definedCentres: heldAllDay(
      valuesAcrossBirthDay(chart, 'definedCentres', chart.definedCentres.join(', ') || 'none'),
    ) as BodygraphCentre[],
    definedChannels: heldAllDay(
      valuesAcrossBirthDay(chart, 'channels', chart.channels.join(', ') || 'none'),
    ),
    gates: [...sides].map(([gate, side]) => ({ gate, side })).sort((a, b) => a.gate - b.gate),
    columns,
  };
}
