import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReadingChart as Chart } from '../../../../common/order-status-reading';
import { ReadingChart } from './reading-chart';

const wheel: Chart = {
  document: 'cosmic-map',
  wheel: {
    tag: 'svg',
    attributes: { viewBox: '0 0 100 100' },
    children: [{ tag: 'circle', attributes: { cx: 50, cy: 50, r: 40 }, children: [] }],
  },
};

describe('a chart of the reading page before it is scrolled near (decision 377)', () => {
  it('shows its title and keeps its room, drawing nothing yet', () => {
    const markup = renderToStaticMarkup(<ReadingChart chart={wheel} title="The Cosmic Map" />);
    expect(markup).toContain('The Cosmic Map</h3>');
    expect(markup).toContain('data-drawn="false"');
    expect(markup).toContain('min-h-[330px]');
    expect(markup).not.toContain('<svg');
  });
});
