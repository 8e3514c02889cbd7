/**
 * A computed chart placed inside a written reading, drawn from the order's own data by the same
 * drawings as the computed documents (decision 256), with its caption.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import type { WrittenReadingChart } from '../../../../common/written-reading';
import { BodygraphDrawing } from '../../documents/bodygraph';
import { ChartWheel } from '../../documents/chart-wheel';
import { MatrixDrawing } from '../../documents/destiny-matrix-chart';
import { colours, styles } from '../../documents/theme';
import { WorldMap } from '../../documents/world-map';
import type { WrittenFigures, WrittenInput } from '../written-input';
import { figureCaptions } from './written-figure-captions';

const contentWidth = 504;

function YearEvents({ events }: { events: NonNullable<WrittenFigures['year-events']> }) {
  return (
    <View style={{ width: contentWidth }}>
      {events.map((event) => (
        <View
          key={`${event.week}-${event.title}`}
          style={{
            flexDirection: 'row',
            borderBottomWidth: 0.5,
            borderBottomColor: colours.rule,
            paddingVertical: 2.5,
          }}
        >
          <Text style={{ width: 120, fontWeight: 600 }}>{event.day}</Text>
          <Text style={{ flex: 1 }}>
            {event.title}
            {event.touches ? <Text style={styles.muted}> · {event.touches}</Text> : null}
          </Text>
        </View>
      ))}
    </View>
  );
}

function drawingOf(
  chart: WrittenReadingChart,
  input: WrittenInput,
  figures: WrittenFigures,
): ReactNode {
  switch (chart) {
    case 'natal-wheel':
      return <ChartWheel chart={input.chart} width={340} />;
    case 'bodygraph':
      return figures.bodygraph ? <BodygraphDrawing data={figures.bodygraph} width={240} /> : null;
    case 'destiny-matrix':
      return figures['destiny-matrix'] ? (
        <MatrixDrawing matrix={figures['destiny-matrix']} />
      ) : null;
    case 'year-events':
      return figures['year-events'] ? <YearEvents events={figures['year-events']} /> : null;
    case 'astrocartography-map': {
      const map = figures['astrocartography-map'];
      if (!map) return null;
      if ('missing' in map) {
        return (
          <Text style={styles.noteBox}>
            The map is drawn from an exact birth moment and place; it will be added once we have{' '}
            {map.missing}.
          </Text>
        );
      }
      return <WorldMap map={map} chart={input.chart} width={contentWidth} />;
    }
  }
}

export function WrittenFigure({
  chart,
  input,
  figures,
}: {
  chart: WrittenReadingChart;
  input: WrittenInput;
  figures: WrittenFigures;
}) {
  const drawing = drawingOf(chart, input, figures);
  if (!drawing) return null;
  return (
    <View wrap={false} style={{ alignItems: 'center', marginVertical: 10 }}>
      {drawing}
      <Text style={[styles.eyebrow, { marginTop: 6 }]}>{figureCaptions[chart]}</Text>
    </View>
  );
}
