/**
 * The browser's bodygraph rendered to markup: one labelled image drawn from the shared layout,
 * and the two columns as tables. The data is Tennyson's chart (Orem, Utah, 1993-01-06 07:51
 * MST, a chart2txt.com export that src/astrology/human-design/reference-charts.test.ts checks),
 * written out as the server hands it over.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  activationPlanets,
  type ActivationCell,
  type BodygraphData,
} from '../../../common/charts/bodygraph-layout';
import { Bodygraph } from './bodygraph';

const column = (values: string, nearBoundary: string[] = []): ActivationCell[] =>
  values.split(' ').map((value, index) => ({
    planet: activationPlanets[index]?.key ?? 'sun',
    value,
    gate: Number(value.split('.')[0]),
    isNearBoundary: nearBoundary.includes(activationPlanets[index]?.key ?? ''),
  }));

const personality = column('54.2 53.2 26.5 45.5 45.5 58.3 55.3 53.4 48.5 13.4 54.4 54.4 14.1');
const design = column('57.4 51.4 11.2 12.2 21.5 28.5 43.2 39.6 46.3 19.5 38.5 54.2 43.3', [
  'uranus',
]);
const personalityGates = new Set(personality.map((cell) => cell.gate as number));
const designGates = new Set(design.map((cell) => cell.gate as number));
const tennyson: BodygraphData = {
  type: 'Manifestor',
  definedCentres: ['Throat', 'Heart', 'Spleen', 'Solar Plexus', 'Root'],
  definedChannels: ['21-45', '28-38', '39-55'],
  gates: [...new Set([...personalityGates, ...designGates])].map((gate) => ({
    gate,
    side:
      personalityGates.has(gate) && designGates.has(gate)
        ? 'both'
        : personalityGates.has(gate)
          ? 'personality'
          : 'design',
  })),
  columns: { personality, design },
};

describe('<Bodygraph />', () => {
  const markup = renderToStaticMarkup(<Bodygraph data={tennyson} />);

  it('is one image whose label and title name the type and the defined centres', () => {
    const summary =
      'Human Design bodygraph, Manifestor: defined centres: Throat, Heart, Spleen, Solar Plexus, Root; open: Head, Ajna, G, Sacral; channels 21-45, 28-38, 39-55.';
    expect(markup.match(/role="img"/g)).toHaveLength(1);
    expect(markup).toContain(`aria-label="${summary}"`);
    expect(markup).toContain(`${summary}</title>`);
  });

  it('draws nine centres, five of them gold, the 36 channels and all 64 gates', () => {
    expect(markup.match(/<polygon/g)).toHaveLength(9);
    expect(markup.match(/<polygon[^>]*fill="#e2b857"/g)).toHaveLength(5);
    // Each channel is a tube and its inside; activated halves come on top.
    expect(markup.match(/<polyline[^>]*stroke="#ddd3bd"/g)).toHaveLength(36);
    expect(markup.match(/<text[^>]*>\d+<\/text>/g)).toHaveLength(64);
    // 25 distinct activated gates, 54 on both sides (a rust ring round an ink circle).
    expect(markup.match(/<circle/g)).toHaveLength(tennyson.gates.length);
    expect(markup.match(/<circle[^>]*stroke="#b4532a"/g)).toHaveLength(1);
  });

  it('lists the 13 activations of each side as tables', () => {
    expect(markup).toContain('<caption');
    expect(markup.match(/<th scope="row"/g)).toHaveLength(26);
    expect(markup).toContain('54.2');
    expect(markup).toContain('38.5<abbr title="Close to a line');
  });
});
