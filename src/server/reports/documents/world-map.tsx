/** The world map with the forty lines, each body's zenith point and the birthplace, in vectors. */
import { Circle, G, Line, Path, Rect, Svg, Text } from '@react-pdf/renderer';
import type { Astrocartography, NatalChart } from '../../../astrology';
import { bodyFont } from './fonts';
import { angleStrokes, bodyColours, bodyMarks } from './map-facts';
import { colours } from './theme';
import {
  spreadApart,
  stackLabels,
  worldMapGeometry,
  type WorldMapGeometry,
} from './world-map-geometry';

const labelSize = 5.5;
const ocean = '#e9edf3';
const land = '#fffdf8';

/** MC labels above the map where each line meets the top edge, IC labels below, spread apart. */
function MeridianLabels({ map, geometry }: { map: Astrocartography; geometry: WorldMapGeometry }) {
  const bands = [
    { angle: 'MC' as const, latitude: 89.999, y: geometry.band - 4 },
    { angle: 'IC' as const, latitude: -89.999, y: geometry.band + geometry.mapHeight + 9 },
  ];
  return (
    <G>
      {bands.map(({ angle, latitude, y }) => {
        const lines = map.lines.filter((line) => line.angle === angle && line.longitude !== null);
        const ends = lines.map((line) => geometry.project(line.longitude ?? 0, latitude)?.[0] ?? 0);
        const xs = spreadApart(ends, 12, 8, geometry.width - 8);
        return lines.map((line, index) => (
          <G key={`${line.body}-${angle}`}>
            <Line
              x1={ends[index] ?? 0}
              y1={angle === 'MC' ? geometry.band : geometry.band + geometry.mapHeight}
              x2={xs[index] ?? 0}
              y2={angle === 'MC' ? y + 1 : y - labelSize}
              stroke={bodyColours[line.body]}
              strokeWidth={0.4}
            />
            <Text
              x={xs[index] ?? 0}
              y={y}
              textAnchor="middle"
              fill={bodyColours[line.body]}
              style={{ fontFamily: bodyFont, fontSize: labelSize, fontWeight: 600 }}
            >
              {bodyMarks[line.body]}
            </Text>
          </G>
        ));
      })}
    </G>
  );
}

/** ASC and DSC curves labelled where they cross the equator, stacked so none covers another. */
function HorizonLabels({ map, geometry }: { map: Astrocartography; geometry: WorldMapGeometry }) {
  const midheavens = new Map(
    map.lines.filter((line) => line.angle === 'MC').map((line) => [line.body, line.longitude ?? 0]),
  );
  const labels = map.lines
    .filter((line) => line.angle === 'ASC' || line.angle === 'DSC')
    .flatMap((line) => {
      const midheaven = midheavens.get(line.body) ?? 0;
      const point = geometry.project(midheaven + (line.angle === 'ASC' ? -90 : 90), 0);
      if (!point) return [];
      const text = `${bodyMarks[line.body]} ${line.angle}`;
      const width = text.length * 3.1 + 3;
      // Kept whole on the page: a curve crossing the equator at the map's edge is labelled inside it.
      const x = Math.min(Math.max(point[0], width / 2 + 1), geometry.width - width / 2 - 1);
      return [{ line, text, x, y: point[1], width, height: 7 }];
    })
    .sort((a, b) => a.x - b.x);
  const ys = stackLabels(labels);
  return (
    <G>
      {labels.map((label, index) => (
        <G key={label.text}>
          <Rect
            x={label.x - label.width / 2}
            y={(ys[index] ?? label.y) - label.height / 2}
            width={label.width}
            height={label.height}
            fill={land}
            stroke={bodyColours[label.line.body]}
            strokeWidth={0.3}
          />
          <Text
            x={label.x}
            y={(ys[index] ?? label.y) + 2}
            textAnchor="middle"
            fill={bodyColours[label.line.body]}
            style={{ fontFamily: bodyFont, fontSize: labelSize - 0.5, fontWeight: 600 }}
          >
            {label.text}
          </Text>
        </G>
      ))}
    </G>
  );
}

export function WorldMap({
  map,
  chart,
  width,
}: {
  map: Astrocartography;
  chart: NatalChart;
  width: number;
}) {
  const geometry = worldMapGeometry(width, map.lines);
  const height = geometry.mapHeight + geometry.band * 2;
  const birthplace = chart.place
    ? geometry.project(chart.place.longitude, chart.place.latitude)
    : null;
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <Path d={geometry.sphere} fill={ocean} />
      <Path d={geometry.graticule} fill="none" stroke="#cfd5e1" strokeWidth={0.3} />
      <Path d={geometry.countries} fill={land} stroke="#b9ae96" strokeWidth={0.3} />
      {geometry.lines.map((line) => (
        <Path
          key={`${line.body}-${line.angle}`}
          d={line.path}
          fill="none"
          stroke={bodyColours[line.body]}
          strokeWidth={angleStrokes[line.angle].width}
          strokeDasharray={angleStrokes[line.angle].dash}
        />
      ))}
      {map.zeniths.map((zenith) => {
        const point = geometry.project(zenith.longitude, zenith.latitude);
        return point ? (
          <Circle
            key={zenith.body}
            cx={point[0]}
            cy={point[1]}
            r={1.8}
            fill={bodyColours[zenith.body]}
            stroke={land}
            strokeWidth={0.4}
          />
        ) : null;
      })}
      <HorizonLabels map={map} geometry={geometry} />
      <MeridianLabels map={map} geometry={geometry} />
      <Path d={geometry.sphere} fill="none" stroke={colours.goldDeep} strokeWidth={0.8} />
      {birthplace ? (
        <G>
          <Circle cx={birthplace[0]} cy={birthplace[1]} r={3.4} fill={colours.night} />
          <Circle cx={birthplace[0]} cy={birthplace[1]} r={1.5} fill={colours.gold} />
        </G>
      ) : null}
    </Svg>
  );
}
