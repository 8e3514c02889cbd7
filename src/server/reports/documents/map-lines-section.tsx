import { Text, View } from '@react-pdf/renderer';
import {
  mapAngleMeanings,
  mapBodyMeanings,
  mapBodyTone,
  mapLineAngleSentence,
} from '../../../astrology';
import type { AstrocartographyReportInput } from '../astrocartography-input';
import {
  bodyColours,
  bodyName,
  linesByBody,
  lineWhereText,
  midheavenLongitudes,
  nearPlacesText,
} from './map-facts';
import { colours, styles } from './theme';

/** Body by body: what its lines bring, then each line with its meaning and the towns near it. */
export function MapLinesSection({ input }: { input: AstrocartographyReportInput }) {
  const map = input.astrocartography;
  const midheavens = midheavenLongitudes(map.lines);
  const radius = map.nearPlaceRadiusKm ?? 300;
  return (
    <View>
      <Text style={styles.eyebrow}>Line by line</Text>
      <Text style={styles.heading}>Your lines and the places they cross</Text>
      {linesByBody(map.lines).map(({ body, lines }) => (
        <View key={body} style={{ marginTop: 6 }}>
          <View wrap={false} minPresenceAhead={90}>
            <Text style={[styles.subheading, { color: bodyColours[body] }]}>
              {bodyName(body)} lines
            </Text>
            <Text style={[styles.paragraph, styles.muted]}>
              {mapBodyMeanings[body].overview} {mapBodyTone(body)}
            </Text>
          </View>
          {lines.map((line) => (
            <View
              key={line.angle}
              wrap={false}
              style={{
                borderLeftWidth: 2,
                borderLeftColor: bodyColours[body],
                paddingLeft: 8,
                marginBottom: 6,
              }}
            >
              <Text style={{ fontWeight: 600 }}>
                {bodyName(body)} on the {mapAngleMeanings[line.angle].title}:{' '}
                {lineWhereText(line, midheavens[body] ?? 0)}
              </Text>
              <Text>{mapLineAngleSentence(body, line.angle)}</Text>
              <Text style={{ color: colours.muted, marginTop: 1 }}>
                {line.nearPlaces.length > 0
                  ? `Near this line: ${nearPlacesText(line.nearPlaces)}`
                  : `No town of 15,000 people or more lies within ${radius} km of this line: it runs over sea, ice or thinly settled land.`}
              </Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
