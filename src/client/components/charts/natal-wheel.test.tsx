import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SvgTreeNode } from '../../../common/charts/svg-tree';
import { NatalWheel } from './natal-wheel';

describe('the natal wheel drawn from SVG data', () => {
  it('draws the shapes and their text, and nothing outside the allowed tags and attributes', () => {
    const wheel = {
      tag: 'svg',
      attributes: { viewBox: '-24 -24 428 428' },
      children: [
        {
          tag: 'g',
          attributes: {},
          children: [
            { tag: 'circle', attributes: { cx: 190, cy: 190, r: 160, fill: '#fff' }, children: [] },
            { tag: 'text', attributes: { x: 10, y: 20, fontSize: 7 }, children: ['LEO'] },
          ],
        },
        // What a forged reply might carry: never drawn.
        { tag: 'script', attributes: {}, children: ['alert(1)'] },
        {
          tag: 'path',
          attributes: { d: 'M 0 0 L 1 1', onClick: 'alert(1)', href: 'javascript:alert(1)' },
          children: [],
        },
      ],
    } as unknown as SvgTreeNode;
    const markup = renderToStaticMarkup(<NatalWheel chart={{ document: 'cosmic-map', wheel }} />);
    expect(markup).toContain('viewBox="-24 -24 428 428"');
    expect(markup).toContain('<circle cx="190" cy="190" r="160" fill="#fff"></circle>');
    expect(markup).toContain('<text x="10" y="20" font-size="7">LEO</text>');
    expect(markup).toContain('<path d="M 0 0 L 1 1"></path>');
    expect(markup).not.toMatch(/script|alert|href|onclick/i);
  });
});
