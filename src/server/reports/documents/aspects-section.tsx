import { Text, View } from '@react-pdf/renderer';
import {
  aspectInterpretation,
  aspectMeaning,
  type Aspect,
  type ChartPoint,
} from '../../../astrology';
import type { ReportInput } from '../report-input';
import { pointName } from './chart-points';
import { colours, styles } from './theme';

const personalPoints = new Set<ChartPoint>([
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'ascendant',
  'midheaven',
]);
const keyAspectCount = 8;

/** The tightest aspects touching a personal point (the chart lists them tightest first). */
export function keyAspects(aspects: Aspect[]): Aspect[] {
  return aspects
    .filter((aspect) => personalPoints.has(aspect.first) || personalPoints.has(aspect.second))
    .filter((aspect) => !(aspect.first === 'ascendant' && aspect.second === 'midheaven'))
    .slice(0, keyAspectCount);
}

/** 1.4735 -> "1°28'". */
function orbText(orb: number): string {
  const minutes = Math.round(orb * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}'`;
}

function AspectBlock({ aspect }: { aspect: Aspect }) {
  const meaning = aspectMeaning(aspect.aspect);
  const motion = aspect.applying === null ? '' : aspect.applying ? ', applying' : ', separating';
  return (
    <View style={{ marginBottom: 7 }} wrap={false}>
      <View style={{ flexDirection: 'row', alignItems: 'flex-end', marginBottom: 2 }}>
        <Text style={[styles.subheading, { marginRight: 8 }]}>
          {pointName(aspect.first)} {meaning.title.toLowerCase()} {pointName(aspect.second)}
        </Text>
        <Text style={[styles.muted, { paddingBottom: 1.5 }]}>
          {meaning.shortName} {meaning.angle}° · orb {orbText(aspect.orb)}
          {motion}
        </Text>
      </View>
      <Text>{aspectInterpretation(aspect.first, aspect.second, aspect.aspect)}</Text>
    </View>
  );
}

/** Page 5: the key aspects, flowing on from the placements so no page is left half empty. */
export function AspectsSection({ input }: { input: ReportInput }) {
  const aspects = keyAspects(input.chart.aspects);
  return (
    <View style={{ marginTop: 10 }}>
      <View minPresenceAhead={120}>
        <Text style={styles.eyebrow}>Key aspects</Text>
        <Text style={styles.heading}>How your planets talk to each other</Text>
      </View>
      <Text style={[styles.muted, styles.paragraph]}>
        An aspect is an angle between two points of your chart. These are the {aspects.length}{' '}
        closest that involve your Sun, Moon, Mercury, Venus, Mars
        {input.chart.ascendant ? ' or the angles' : ''}; the smaller the orb, the stronger the link.
      </Text>
      <View style={[styles.goldRule, { borderBottomColor: colours.rule }]} />
      {aspects.map((aspect) => (
        <AspectBlock key={`${aspect.first}-${aspect.second}`} aspect={aspect} />
      ))}
    </View>
  );
}
