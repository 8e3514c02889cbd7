import { Text, View } from '@react-pdf/renderer';
import { mapAngleMeanings, mapAngles } from '../../../astrology';
import type { AstrocartographyReportInput } from '../astrocartography-input';
import {
  angleStrokes,
  bodyName,
  kilometresPerMinuteAt,
  latitudeText,
  linesByBody,
  longitudeText,
} from './map-facts';
import { colours, styles } from './theme';

const strokeWords = (angle: (typeof mapAngles)[number]) =>
  angleStrokes[angle].dash
    ? angleStrokes[angle].dash === '4 2'
      ? 'dashed'
      : 'dotted'
    : angle === 'MC'
      ? 'solid'
      : 'thin solid';

/** The four angles, the conventions, and how much the birth time can move a line. */
export function MapReadingGuide({ input }: { input: AstrocartographyReportInput }) {
  const map = input.astrocartography;
  const latitude = input.chart.place?.latitude ?? 0;
  const perMinute = kilometresPerMinuteAt(latitude);
  return (
    <View>
      <Text style={styles.eyebrow}>How to read your map</Text>
      <Text style={styles.heading}>Four kinds of line</Text>
      <Text style={styles.paragraph}>
        At the moment you were born, each planet stood straight overhead at one spot on Earth, was
        rising somewhere else, setting somewhere else again, and lay directly underfoot on the far
        side of the globe. Joining those places up gives four lines for each of the ten bodies. Near
        a line, the part of life that line&apos;s angle describes takes on that planet&apos;s
        character.
      </Text>
      {mapAngles.map((angle) => (
        <View key={angle} style={{ flexDirection: 'row', marginBottom: 3 }} wrap={false}>
          <Text style={{ width: 128, fontWeight: 600 }}>
            {mapAngleMeanings[angle].title}, {strokeWords(angle)}
          </Text>
          <Text style={{ flex: 1 }}>
            Drawn {mapAngleMeanings[angle].where}. {mapAngleMeanings[angle].overview}
          </Text>
        </View>
      ))}
      <View style={styles.goldRule} />
      <Text style={styles.subheading}>How the lines are drawn</Text>
      <Text style={styles.paragraph}>
        The lines are computed in mundo: from where each body really stood in the sky of your birth
        date, seen from the centre of the Earth, rather than from its degree of the zodiac. MC and
        IC lines run from pole to pole along one meridian; rising and setting lines curve, and meet
        the MC and IC lines far to the north and south. A line is an influence that fades with
        distance rather than a border: we list the towns of at least 15,000 people within{' '}
        {map.nearPlaceRadiusKm ?? 300} km of each line, up to ten, biggest first, with how far each
        lies from the line.
      </Text>
      <Text style={styles.subheading}>How exact your birth time needs to be</Text>
      <Text style={styles.paragraph}>
        The Earth turns a degree every four minutes, and every line turns with it. An error of four
        minutes in the birth time moves each line by 1° of longitude: about 111 km on the equator
        and about {Math.round(perMinute * 4)} km at the latitude of your birthplace. A time given to
        the minute is already up to half a minute out, so treat a town within{' '}
        {Math.max(10, Math.round(perMinute))} km of a line as on it, and if your recorded time may
        be rounded to the nearest quarter of an hour, allow {Math.round(perMinute * 7.5)} km either
        way.
      </Text>
      <View style={[styles.noteBox, { marginBottom: 8 }]} wrap={false}>
        <Text style={[styles.eyebrow, { marginBottom: 3 }]}>Notes on these lines</Text>
        {map.notes.map((note) => (
          <Text key={note} style={{ marginBottom: 2 }}>
            {note}
          </Text>
        ))}
        {map.utc ? (
          <Text>Drawn for {map.utc.slice(0, 16).replace('T', ' ')} UTC, your birth moment.</Text>
        ) : null}
      </View>
      <Text style={styles.subheading}>Your lines at a glance</Text>
      <LinesAtAGlance input={input} />
    </View>
  );
}

function LinesAtAGlance({ input }: { input: AstrocartographyReportInput }) {
  const map = input.astrocartography;
  const columns = [
    { label: 'Body', width: 80 },
    { label: 'MC line', width: 90 },
    { label: 'IC line', width: 90 },
    { label: 'Zenith point (overhead)', width: 200 },
  ];
  return (
    <View style={{ fontSize: 8.5 }} wrap={false}>
      <View
        style={{
          flexDirection: 'row',
          borderBottomWidth: 1,
          borderBottomColor: colours.goldDeep,
          paddingBottom: 2,
        }}
      >
        {columns.map((column) => (
          <Text key={column.label} style={[styles.eyebrow, { width: column.width }]}>
            {column.label}
          </Text>
        ))}
      </View>
      {linesByBody(map.lines).map(({ body, lines }) => {
        const zenith = map.zeniths.find((point) => point.body === body);
        const meridian = (angle: string) => {
          const longitude = lines.find((line) => line.angle === angle)?.longitude;
          return longitude === undefined || longitude === null ? '–' : longitudeText(longitude);
        };
        return (
          <View
            key={body}
            style={{
              flexDirection: 'row',
              borderBottomWidth: 0.5,
              borderBottomColor: colours.rule,
              paddingVertical: 1.5,
            }}
          >
            <Text style={{ width: 80 }}>{bodyName(body)}</Text>
            <Text style={{ width: 90 }}>{meridian('MC')}</Text>
            <Text style={{ width: 90 }}>{meridian('IC')}</Text>
            <Text style={{ width: 200 }}>
              {zenith
                ? `${latitudeText(zenith.latitude)}, ${longitudeText(zenith.longitude)}`
                : '–'}
            </Text>
          </View>
        );
      })}
    </View>
  );
}
