import { createElement } from 'react';
import { Circle, G, Image, Svg, Text } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../../../astrology';
import { ChartWheel } from './chart-wheel';
import { svgTreeOf } from './svg-tree-of';

describe("a document's drawing as SVG data for the browser", () => {
  it('keeps the shapes, their geometry and paint, through function components', () => {
    const Dot = ({ at }: { at: number }) =>
      createElement(Circle, { cx: at, cy: 5, r: 2, fill: '#000' });
    const tree = svgTreeOf(
      createElement(
        Svg,
        { width: 100, viewBox: '0 0 10 10' },
        createElement(
          G,
          null,
          [1, 2].map((at) => createElement(Dot, { key: at, at })),
        ),
        createElement(Text, { x: 1, y: 2, style: { fontSize: 7 } }, 'ASC'),
      ),
    );
    expect(tree).toEqual({
      tag: 'svg',
      attributes: { viewBox: '0 0 10 10' },
      children: [
        {
          tag: 'g',
          attributes: {},
          children: [1, 2].map((at) => ({
            tag: 'circle',
            attributes: { cx: at, cy: 5, r: 2, fill: '#000' },
            children: [],
          })),
        },
        { tag: 'text', attributes: { x: 1, y: 2, fontSize: 7 }, children: ['ASC'] },
      ],
    });
  });

  it('refuses a part the browser would not draw rather than dropping it', () => {
    expect(() =>
      svgTreeOf(createElement(Svg, null, createElement(Image, { src: 'https://example.com/x' }))),
    ).toThrow(/IMAGE/);
  });

  it("turns the Cosmic Map's wheel into twelve signs, the planets and the angles", () => {
    const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' });
    const tree = svgTreeOf(createElement(ChartWheel, { chart, width: 380 }));
    const texts = JSON.stringify(tree).match(/"children":\["[^"]+"\]/g) ?? [];
    expect(texts.length).toBeGreaterThan(12 + 10 + 12);
    expect(JSON.stringify(tree)).not.toMatch(/"(href|src|style|onClick)"/);
  });
});
