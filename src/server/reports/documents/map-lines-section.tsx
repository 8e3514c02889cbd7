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
  linesNear,
  midheavenLongitudes,
  nearPlacesText,
} from './map-facts';
import { colours, styles } from './theme';

/** Which lines run near the birthplace: the place a buyer already knows, read on the map. */
function BirthplaceOnTheMap({ input }: { input: AstrocartographyReportInput }) {
  const map = input.astrocartography;
  const place = input.chart.place;
  if (!place) return null;
  const radius = map.nearPlaceRadiusKm ?? 300;
  const near = linesNear(map, place.latitude, place.longitude, radius);
  return (
    <View style={[styles.noteBox, { marginVertical: 6 }]} wrap={false}>
      <Text style={[styles.eyebrow, { marginBottom: 3 }]}>Your birthplace on your map</Text>
      <Text>
        {near.length > 0
          ? `${place.name} lies ${near
              .map(
                ({ line, distanceKm }) =>
                  `${distanceKm} km from your ${bodyName(line.body)} ${line.angle} line`,
              )
              .join(
                ', ',
              )}: the themes of ${near.length === 1 ? 'that line' : 'those lines'} were part of the place you started from.`
          : `No line passes within ${radius} km of ${place.name}: the places where your lines run are all somewhere else, which is what this map is for.`}
      </Text>
    </View>
  );
}

/** Body by body: what its lines bring, then each line with its meaning and the towns near it. */
export function MapLinesSection({ input }: { input: AstrocartographyReportInput }) {
  const map = input.astrocartography;
  const midheavens = midheavenLongitudes(map.lines);
  const radius = map.nearPlaceRadiusKm ?? 300;
  return (
    <View>
      <Text style={styles.eyebrow}>Line by line</Text>
      <Text style={styles.heading}>Your lines and the places they cross</Text>
      <BirthplaceOnTheMap input={input} />
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
