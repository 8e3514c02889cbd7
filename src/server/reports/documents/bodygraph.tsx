/**
 * The bodygraph on paper, drawn from the shared layout (decision 235): channels as tubes whose
 * halves take the colour of who activates their gate, the nine centres gold when defined and
 * white when open, the gate numbers on top; and the design and personality columns beside it.
 */
import {
  Circle,
  G,
  Polygon,
  Polyline,
  Svg,
  Text as SvgText,
  Text,
  View,
} from '@react-pdf/renderer';
import {
  activationPlanets,
  bodygraphCentres,
  bodygraphColours as colours,
  bodygraphHeight,
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
import { bodyFont } from './fonts';

const tubeWidth = 7;
const fillWidth = 4.6;

function Half({ points, side }: { points: Point[]; side: ActivationSide | undefined }) {
  if (!side) return null;
  const line = (colour: string, dash?: string) => (
    <Polyline
      points={svgPoints(points)}
      fill="none"
      stroke={colour}
      strokeWidth={fillWidth}
      strokeDasharray={dash}
    />
  );
  if (side === 'both')
    return (
      <G>
        {line(colours.design)}
        {line(colours.ink, '2.6,2.6')}
      </G>
    );
  return line(side === 'design' ? colours.design : colours.ink);
}

function Channels({ sides }: { sides: Map<number, ActivationSide> }) {
  return (
    <G>
      {channelPaths.map((channel) => (
        <Polyline
          key={`tube-${channel.id}`}
          points={svgPoints(channel.points)}
          fill="none"
          stroke={colours.rule}
          strokeWidth={tubeWidth}
          strokeLinejoin="round"
        />
      ))}
      {channelPaths.map((channel) => (
        <Polyline
          key={`inside-${channel.id}`}
          points={svgPoints(channel.points)}
          fill="none"
          stroke={colours.open}
          strokeWidth={fillWidth}
          strokeLinejoin="round"
        />
      ))}
      {channelPaths.map((channel) => {
        const [first, second] = channelHalves(channel.points);
        return (
          <G key={`halves-${channel.id}`}>
            <Half points={first} side={sides.get(channel.gates[0])} />
            <Half points={second} side={sides.get(channel.gates[1])} />
          </G>
        );
      })}
    </G>
  );
}

function Gate({ gate, side }: { gate: number; side: ActivationSide | undefined }) {
  const place = gatePlaces[gate];
  if (!place) return null;
  const label = (
    <SvgText
      x={place.x}
      y={place.y + 2}
      textAnchor="middle"
      style={{
        fontFamily: bodyFont,
        fontSize: 5.6,
        fontWeight: side ? 600 : 400,
        fill: side ? colours.paper : colours.muted,
      }}
    >
      {`${gate}`}
    </SvgText>
  );
  if (!side) return label;
  return (
    <G>
      <Circle
        cx={place.x}
        cy={place.y}
        r={gateRadius}
        fill={side === 'design' ? colours.design : colours.ink}
        stroke={side === 'both' ? colours.design : 'none'}
        strokeWidth={side === 'both' ? 1.6 : 0}
      />
      {label}
    </G>
  );
}

export function BodygraphDrawing({ data, width }: { data: BodygraphData; width: number }) {
  const sides = new Map(data.gates.map(({ gate, side }) => [gate, side]));
  return (
    <Svg
      width={width}
      height={(width * bodygraphHeight) / bodygraphWidth}
      viewBox={`0 0 ${bodygraphWidth} ${bodygraphHeight}`}
    >
      <Channels sides={sides} />
      {bodygraphCentres.map((centre) => {
        const isDefined = data.definedCentres.includes(centre);
        return (
          <Polygon
            key={centre}
            points={svgPoints(centreOutlines[centre])}
            fill={isDefined ? colours.gold : colours.open}
            stroke={isDefined ? colours.goldDeep : colours.muted}
            strokeWidth={1.1}
            strokeLinejoin="round"
          />
        );
      })}
      {Object.keys(gatePlaces).map((gate) => (
        <Gate key={gate} gate={Number(gate)} side={sides.get(Number(gate))} />
      ))}
    </Svg>
  );
}

/** The thirteen activations of one side: "Sun  26.5", the side's colour on the gate.line. */
export function ActivationColumn({
  cells,
  side,
}: {
  cells: ActivationCell[];
  side: 'personality' | 'design';
}) {
  const colour = side === 'design' ? colours.design : colours.ink;
  return (
    <View style={{ width: 104 }}>
      <Text
        style={{
          fontSize: 7.5,
          fontWeight: 600,
          letterSpacing: 1.2,
          textTransform: 'uppercase',
          color: colour,
          borderBottomWidth: 1,
          borderBottomColor: colour,
          paddingBottom: 2,
          marginBottom: 4,
        }}
      >
        {side === 'design' ? 'Design' : 'Personality'}
      </Text>
      {cells.map((cell, index) => (
        <View
          key={cell.planet}
          style={{
            flexDirection: 'row',
            justifyContent: 'space-between',
            paddingVertical: 2.4,
            borderBottomWidth: 0.5,
            borderBottomColor: colours.rule,
          }}
        >
          <Text style={{ color: colours.muted, fontSize: 8.5 }}>
            {activationPlanets[index]?.name}
          </Text>
          <Text style={{ color: colour, fontWeight: 600, fontSize: 8.5 }}>
            {cell.value}
            {cell.isNearBoundary ? '*' : ''}
          </Text>
        </View>
      ))}
    </View>
  );
}
