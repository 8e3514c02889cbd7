import { Minus, Plus, RotateCcw } from 'lucide-react';
import { memo, useMemo, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopology from 'world-atlas/countries-110m.json';
import { angleStrokes, bodyColours } from '../../../common/charts/map-style';
import {
  worldMapGeometry,
  type WorldMapGeometry,
} from '../../../common/charts/world-map-projection';
import {
  linesNear,
  type ReadingChart,
  type ReadingMapLine,
} from '../../../common/order-status-reading';
import { Button } from '../ui/button';
import { usePanZoom } from './use-pan-zoom';

type MapChart = Extract<ReadingChart, { document: 'astrocartography-map' }>;

const WIDTH = 1000;
const BAND = 4;
const topology = countriesTopology as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries);

interface Selection {
  /** The town tapped, or the spot's coordinates in words. */
  label: string;
  latitude: number;
  longitude: number;
  found: { line: ReadingMapLine; distanceKm: number }[];
}

const coordinates = (latitude: number, longitude: number) =>
  `${Math.abs(latitude).toFixed(1)}° ${latitude < 0 ? 'S' : 'N'}, ${Math.abs(longitude).toFixed(1)}° ${longitude < 0 ? 'W' : 'E'}`;

/** Every town listed with a line, once, with the lines it was listed for. */
function townsOf(lines: readonly ReadingMapLine[]) {
  const towns = new Map<string, { name: string; latitude: number; longitude: number }>();
  for (const line of lines) for (const place of line.places) towns.set(place.name, place);
  return [...towns.values()];
}

type MapGeometry = WorldMapGeometry<ReadingMapLine>;

/**
 * The map itself: sea, graticule, countries, the chart's lines and towns. Several hundred
 * elements, drawn again only when the zoom changes their strokes: a tap that names a place
 * changes the marker and the list below, not these (redrawing them held a tapped place's answer
 * to about 300 ms on a phone-speed CPU).
 */
const MapLayers = memo(function MapLayers({
  geometry,
  towns,
  strokeScale,
}: {
  geometry: MapGeometry;
  towns: readonly { name: string; latitude: number; longitude: number }[];
  strokeScale: number;
}) {
  return (
    <>
      <path d={geometry.sphere} fill="#e8eef2" stroke="#c9c2b0" strokeWidth={0.8} />
      <path d={geometry.graticule} fill="none" stroke="#d5dbe0" strokeWidth={0.4} />
      <path d={geometry.countries} fill="#ece5d3" stroke="#b9b09a" strokeWidth={0.4} />
      {geometry.lines.map((line) => (
        <path
          key={`${line.body}-${line.angle}`}
          d={line.path}
          fill="none"
          stroke={bodyColours[line.body]}
          strokeWidth={angleStrokes[line.angle].width * strokeScale}
          strokeDasharray={angleStrokes[line.angle].dash
            ?.split(' ')
            .map((part) => Number(part) * strokeScale * 1.5)
            .join(' ')}
          strokeLinecap="round"
        />
      ))}
      {towns.map((town) => {
        const at = geometry.project(town.longitude, town.latitude);
        return at ? (
          <circle
            key={town.name}
            cx={at[0]}
            cy={at[1]}
            r={2.2 * strokeScale}
            fill="#1f1b3d"
            opacity={0.7}
          />
        ) : null;
      })}
    </>
  );
});

/**
 * The astrocartography map on the reading page: the same projection and strokes as the PDF
 * (decision 256), panned by dragging and zoomed by wheel, pinch, buttons or keys. Tapping a town
 * or any spot lists the lines passing near it and what they mean.
 */
export function AstrocartographyMap({ chart }: { chart: MapChart }) {
  const geometry = useMemo(() => worldMapGeometry(WIDTH, countries, chart.lines, BAND), [chart]);
  const height = geometry.mapHeight + BAND * 2;
  const towns = useMemo(() => townsOf(chart.lines), [chart]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);

  function select(label: string | null, latitude: number, longitude: number) {
    setSelection({
      label: label ?? coordinates(latitude, longitude),
      latitude,
      longitude,
      found: linesNear(chart.lines, { latitude, longitude }, chart.nearRadiusKm),
    });
  }

  function tapAt(x: number, y: number) {
    const spot = geometry.invert(x, y);
    if (!spot) return;
    // A tap within a few pixels of a town means the town.
    const town = towns.find((candidate) => {
      const at = geometry.project(candidate.longitude, candidate.latitude);
      return at && Math.hypot(at[0] - x, at[1] - y) < 6 / panZoom.view.scale;
    });
    if (town) select(town.name, town.latitude, town.longitude);
    else select(null, spot[1], spot[0]);
  }

  const panZoom = usePanZoom(svgRef, WIDTH, height, tapAt);
  const birthplace = chart.birthplace
    ? geometry.project(chart.birthplace.longitude, chart.birthplace.latitude)
    : null;
  const marker = selection ? geometry.project(selection.longitude, selection.latitude) : null;
  const strokeScale = 1.6 / Math.sqrt(panZoom.view.scale);

  return (
    <div className="grid gap-3">
      <div className="relative overflow-hidden rounded-lg border border-border bg-[#f7f3ea]">
        <svg
          ref={svgRef}
          viewBox={panZoom.viewBox}
          className="block w-full cursor-grab touch-none select-none focus-visible:outline-2 focus-visible:outline-ring pointer-fine:active:cursor-grabbing"
          role="application"
          aria-roledescription="map"
          aria-label="Your astrocartography map. Drag or use the arrow keys to move, the wheel, a pinch or plus and minus to zoom; tap a place, or press Enter, to see the lines near it."
          tabIndex={0}
          {...panZoom.handlers}
        >
          {/* Nothing drawn is a target: a tap is read from its place on the map, so the browser
              tests the map's box alone instead of every path under the finger; and the grabbing
              hand (a cursor, inherited by several hundred elements) is a pointer's only. */}
          <g pointerEvents="none">
            <MapLayers geometry={geometry} towns={towns} strokeScale={strokeScale} />
            {birthplace ? (
              <g>
                <circle cx={birthplace[0]} cy={birthplace[1]} r={6 * strokeScale} fill="#0d0b1f" />
                <circle
                  cx={birthplace[0]}
                  cy={birthplace[1]}
                  r={2.8 * strokeScale}
                  fill="#e2b857"
                />
              </g>
            ) : null}
            {marker ? (
              <circle
                cx={marker[0]}
                cy={marker[1]}
                r={9 * strokeScale}
                fill="none"
                stroke="#c62d1f"
                strokeWidth={2 * strokeScale}
              />
            ) : null}
          </g>
        </svg>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          size="icon"
          variant="outline"
          onClick={panZoom.zoomIn}
          aria-label="Zoom in"
        >
          <Plus aria-hidden />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          onClick={panZoom.zoomOut}
          aria-label="Zoom out"
        >
          <Minus aria-hidden />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          onClick={panZoom.reset}
          aria-label="Show the whole world"
        >
          <RotateCcw aria-hidden />
        </Button>
      </div>
      <p className="text-sm">
        Solid lines: Midheaven (thick) and Lower Heaven (thin); dashed: Ascendant; dotted:
        Descendant.
        {chart.birthplace ? ` The gold dot is ${chart.birthplace.name}, where you were born.` : ''}
      </p>
      <div aria-live="polite" className="rounded-lg border border-border bg-surface px-4 py-3">
        {selection ? (
          <SelectionDetails selection={selection} radiusKm={chart.nearRadiusKm} />
        ) : (
          <p className="text-sm">
            Tap a town, or anywhere on the map, to see which of your lines pass near it.
          </p>
        )}
      </div>
    </div>
  );
}

function SelectionDetails({ selection, radiusKm }: { selection: Selection; radiusKm: number }) {
  return (
    <div>
      <p className="font-semibold text-foreground">{selection.label}</p>
      {selection.found.length === 0 ? (
        <p className="text-sm">
          None of your lines passes within {radiusKm} km of here: a quieter place, where your birth
          chart works as it does at home.
        </p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {selection.found.map(({ line, distanceKm }) => (
            <li key={`${line.body}-${line.angle}`} className="text-sm">
              <span className="font-semibold text-foreground">
                <span
                  className="mr-2 inline-block size-2.5 rounded-full"
                  style={{ backgroundColor: bodyColours[line.body] }}
                  aria-hidden
                />
                {line.bodyName} on the {line.angleName}, {distanceKm} km away.
              </span>{' '}
              {line.meaning}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
