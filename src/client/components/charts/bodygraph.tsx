import { useId } from 'react';
import {
  activationPlanets,
  bodygraphCentres,
  bodygraphColours,
  bodygraphHeight,
  bodygraphSummary,
  bodygraphWidth,
  centreOutlines,
  channelHalves,
  channelPaths,
  gatePlaces,
  gateRadius,
  svgPoints,
  type ActivationCell,
  type ActivationSide,
  type BodygraphData,
  type Point,
} from '../../../common/charts/bodygraph-layout';

/**
 * The bodygraph on the buyer's reading page, drawn from the layout the PDF uses (decision 235)
 * on a light card, so the chart reads as it does on paper: defined centres gold, open white,
 * personality in ink, design in rust, both striped. The columns are tables a screen reader can
 * read; the drawing itself is one image with a summary.
 */
const palette = bodygraphColours;

const sideColour = (side: ActivationSide) => (side === 'design' ? palette.design : palette.ink);

function Half({ points, side }: { points: Point[]; side: ActivationSide | undefined }) {
  if (!side) return null;
  const line = (colour: string, dash?: string) => (
    <polyline
      points={svgPoints(points)}
      fill="none"
      stroke={colour}
      strokeWidth={4.6}
      strokeDasharray={dash}
    />
  );
  if (side === 'both')
    return (
      <g>
        {line(palette.design)}
        {line(palette.ink, '2.6 2.6')}
      </g>
    );
  return line(sideColour(side));
}

function Gate({ gate, side }: { gate: number; side: ActivationSide | undefined }) {
  const place = gatePlaces[gate];
  if (!place) return null;
  return (
    <g>
      {side ? (
        <circle
          cx={place.x}
          cy={place.y}
          r={gateRadius}
          fill={sideColour(side)}
          stroke={side === 'both' ? palette.design : 'none'}
          strokeWidth={side === 'both' ? 1.6 : 0}
        />
      ) : null}
      <text
        x={place.x}
        y={place.y + 2}
        textAnchor="middle"
        fontSize={5.6}
        fontWeight={side ? 600 : 400}
        fill={side ? palette.paper : palette.muted}
      >
        {gate}
      </text>
    </g>
  );
}

function BodygraphDrawing({ data }: { data: BodygraphData }) {
  const titleId = useId();
  const sides = new Map(data.gates.map(({ gate, side }) => [gate, side]));
  const summary = bodygraphSummary(data);
  return (
    <svg
      viewBox={`0 0 ${bodygraphWidth} ${bodygraphHeight}`}
      role="img"
      aria-label={summary}
      aria-labelledby={titleId}
      shapeRendering="geometricPrecision"
      className="h-auto w-full max-w-xs"
    >
      <title id={titleId}>{summary}</title>
      {channelPaths.map((channel) => (
        <polyline
          key={`tube-${channel.id}`}
          points={svgPoints(channel.points)}
          fill="none"
          stroke={palette.rule}
          strokeWidth={7}
          strokeLinejoin="round"
        />
      ))}
      {channelPaths.map((channel) => (
        <polyline
          key={`inside-${channel.id}`}
          points={svgPoints(channel.points)}
          fill="none"
          stroke={palette.open}
          strokeWidth={4.6}
          strokeLinejoin="round"
        />
      ))}
      {channelPaths.map((channel) => {
        const [first, second] = channelHalves(channel.points);
        return (
          <g key={`halves-${channel.id}`}>
            <Half points={first} side={sides.get(channel.gates[0])} />
            <Half points={second} side={sides.get(channel.gates[1])} />
          </g>
        );
      })}
      {bodygraphCentres.map((centre) => {
        const isDefined = data.definedCentres.includes(centre);
        return (
          <polygon
            key={centre}
            points={svgPoints(centreOutlines[centre])}
            fill={isDefined ? palette.gold : palette.open}
            stroke={isDefined ? palette.goldDeep : palette.muted}
            strokeWidth={1.1}
            strokeLinejoin="round"
          />
        );
      })}
      {Object.keys(gatePlaces).map((gate) => (
        <Gate key={gate} gate={Number(gate)} side={sides.get(Number(gate))} />
      ))}
    </svg>
  );
}

function ActivationTable({
  cells,
  side,
}: {
  cells: ActivationCell[];
  side: 'personality' | 'design';
}) {
  return (
    <table className="w-32 text-sm">
      <caption
        className="border-b pb-1 text-left text-xs font-semibold tracking-widest uppercase"
        style={{ color: sideColour(side), borderColor: sideColour(side) }}
      >
        {side === 'design' ? 'Design' : 'Personality'}
      </caption>
      <tbody>
        {cells.map((cell, index) => {
          const planet = activationPlanets[index];
          return (
            <tr key={cell.planet} className="border-b" style={{ borderColor: palette.rule }}>
              <th
                scope="row"
                className="py-0.5 text-left font-normal"
                style={{ color: palette.muted }}
              >
                <span aria-hidden className="inline-block w-5">
                  {planet?.glyph}
                </span>
                {planet?.name}
              </th>
              <td className="py-0.5 text-right font-semibold" style={{ color: sideColour(side) }}>
                {cell.value}
                {cell.isNearBoundary ? (
                  <abbr title="Close to a line: a slightly different birth time would change it">
                    *
                  </abbr>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function Bodygraph({ data }: { data: BodygraphData }) {
  return (
    <figure
      className="flex flex-wrap items-start justify-center gap-6 rounded-lg p-6"
      style={{ backgroundColor: palette.paper, color: palette.ink }}
    >
      <ActivationTable cells={data.columns.design} side="design" />
      <BodygraphDrawing data={data} />
      <ActivationTable cells={data.columns.personality} side="personality" />
      <figcaption className="w-full text-center text-xs" style={{ color: palette.muted }}>
        Gold centres are defined, white ones open. Personality in ink, design in rust, a gate
        activated on both sides striped.
      </figcaption>
    </figure>
  );
}
