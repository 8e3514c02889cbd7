import { Circle, Line, Svg, Text, View } from '@react-pdf/renderer';
import { chartBodies, mapAngles } from '../../../astrology';
import type { AstrocartographyReportInput } from '../astrocartography-input';
import { angleNames, angleStrokes, bodyColours, bodyMarks, bodyName } from './map-facts';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';
import { WorldMap } from './world-map';

const mapWidth = 684;

function Swatch({ colour, angle }: { colour: string; angle: (typeof mapAngles)[number] }) {
  const stroke = angleStrokes[angle];
  return (
    <Svg width={22} height={6} viewBox="0 0 22 6">
      <Line
        x1={1}
        y1={3}
        x2={21}
        y2={3}
        stroke={colour}
        strokeWidth={stroke.width * 1.3}
        strokeDasharray={stroke.dash}
      />
    </Svg>
  );
}

const legendItem = { flexDirection: 'row', alignItems: 'center', marginRight: 12 } as const;

function MapLegend({ input }: { input: AstrocartographyReportInput }) {
  return (
    <View style={{ fontSize: 7.5, marginTop: 4 }}>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginBottom: 3 }}>
        {chartBodies.map((body) => (
          <View key={body} style={legendItem}>
            <Swatch colour={bodyColours[body]} angle="MC" />
            <Text style={{ marginLeft: 3 }}>
              {bodyName(body)} ({bodyMarks[body]})
            </Text>
          </View>
        ))}
      </View>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' }}>
        {mapAngles.map((angle) => (
          <View key={angle} style={legendItem}>
            <Swatch colour={colours.ink} angle={angle} />
            <Text style={{ marginLeft: 3 }}>
              {angle} {angleNames[angle]}
            </Text>
          </View>
        ))}
        <View style={legendItem}>
          <Svg width={8} height={8} viewBox="0 0 8 8">
            <Circle cx={4} cy={4} r={3.4} fill={colours.night} />
            <Circle cx={4} cy={4} r={1.5} fill={colours.gold} />
          </Svg>
          <Text style={{ marginLeft: 3 }}>
            Birthplace{input.chart.place ? `: ${input.chart.place.name}` : ''}
          </Text>
        </View>
        <View style={legendItem}>
          <Svg width={6} height={6} viewBox="0 0 6 6">
            <Circle cx={3} cy={3} r={1.8} fill={colours.muted} />
          </Svg>
          <Text style={{ marginLeft: 3 }}>Zenith point: the body straight overhead</Text>
        </View>
      </View>
      <Text style={[styles.muted, { marginTop: 3, fontSize: 7 }]}>
        MC labels sit above the map where each line meets the top edge, IC labels below it; ASC and
        DSC labels mark where each curve crosses the equator. Natural Earth projection; country
        outlines from Natural Earth (public domain).
      </Text>
    </View>
  );
}

/** Page 2, landscape: the whole world with every line, so the map prints as large as it can. */
export function MapPage({ input }: { input: AstrocartographyReportInput }) {
  return (
    <ReportPage input={input} orientation="landscape" style={{ paddingTop: 30 }}>
      <Text style={styles.eyebrow}>Your astrocartography map</Text>
      <Text style={[styles.heading, { marginBottom: 2 }]}>
        Your planets’ lines across the world
      </Text>
      <WorldMap map={input.astrocartography} chart={input.chart} width={mapWidth} />
      <MapLegend input={input} />
    </ReportPage>
  );
}
