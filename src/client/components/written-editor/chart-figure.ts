import { mergeAttributes, Node } from '@tiptap/core';
import { writtenReadingCharts, type WrittenReadingChart } from '../../../common/written-reading';

export const chartNames: Record<WrittenReadingChart, string> = {
  'natal-wheel': 'Natal chart',
  bodygraph: 'Bodygraph',
  'astrocartography-map': 'Astrocartography map',
  'destiny-matrix': 'Destiny Matrix',
  'year-events': "The year's events",
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    chartFigure: { insertChart: (chart: WrittenReadingChart) => ReturnType };
  }
}

/**
 * A computed chart placed in the reading: the PDF draws it where the reader put it. In the
 * editor it is one block that says which chart; it holds no text and no markup of its own.
 */
export const ChartFigure = Node.create({
  name: 'chartFigure',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      chart: {
        default: 'natal-wheel',
        parseHTML: (element) => {
          const chart = element.getAttribute('data-chart');
          return writtenReadingCharts.find((name) => name === chart) ?? null;
        },
        renderHTML: (attributes) => ({ 'data-chart': String(attributes.chart) }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-chart]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const chart = node.attrs.chart as WrittenReadingChart;
    return [
      'figure',
      mergeAttributes(HTMLAttributes, { class: 'written-chart-figure' }),
      `Chart: ${chartNames[chart] ?? chart}`,
    ];
  },
  addCommands() {
    return {
      insertChart:
        (chart) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { chart } }),
    };
  },
});
