/**
 * One landscape Letter sheet of affirmation cards: eight playing-card-sized cards (2.5 x 3.5 in)
 * butted in a 4 x 2 grid, light cut lines between them and crop marks in the margin, so the
 * deck can be printed at home and cut with a trimmer or scissors (decision 244).
 */
import { G, Line, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { AffirmationCard } from '../../../astrology';
import type { DocumentInput } from '../report-input';
import { ReportPage } from './report-page';
import { bodyFont, displayFont } from './fonts';
import { colours } from './theme';

/** Points: 72 to the inch. */
export const card = { width: 2.5 * 72, height: 3.5 * 72 } as const;
export const cardsPerSheet = { columns: 4, rows: 2 } as const;
const page = { width: 11 * 72, height: 8.5 * 72 };
const grid = {
  left: (page.width - cardsPerSheet.columns * card.width) / 2,
  top: 40,
  width: cardsPerSheet.columns * card.width,
};
/** Crop marks start this far outside the grid and run this long. */
const markGap = 4;
const markLength = 14;

/** A four-pointed star, the shop's mark, centred on (0, 0) with the given radius. */
function starPath(radius: number): string {
  const waist = radius * 0.28;
  return `M0 ${-radius} L${waist} ${-waist} L${radius} 0 L${waist} ${waist} L0 ${radius} L${-waist} ${waist} L${-radius} 0 L${-waist} ${-waist} Z`;
}

/** "(orb 3.8°)" never breaks across lines on a narrow card. */
function unbrokenOrb(placement: string): string {
  return placement.replace(/ \(orb /, '\u00a0(orb\u00a0');
}

/** Long texts step down a size so every card keeps the same margins. */
function affirmationSize(text: string): number {
  if (text.length > 110) return 13;
  if (text.length > 75) return 14.5;
  return 16;
}

function CardFace({ entry }: { entry: AffirmationCard }) {
  return (
    <View
      style={{
        width: card.width,
        height: card.height,
        padding: 10,
      }}
    >
      <View
        style={{
          flex: 1,
          borderWidth: 0.75,
          borderColor: colours.goldDeep,
          paddingHorizontal: 12,
          paddingTop: 14,
          paddingBottom: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <View style={{ alignItems: 'center' }}>
          {/* Mixed case and close tracking, so a PDF viewer copies "Week 12" as written. */}
          <Text
            style={{
              fontFamily: bodyFont,
              fontSize: 7.5,
              fontWeight: 600,
              letterSpacing: 0.5,
              color: colours.goldDeep,
            }}
          >
            Week {entry.week}
          </Text>
          <Svg width={10} height={10} viewBox="-5 -5 10 10" style={{ marginTop: 5 }}>
            <Path d={starPath(5)} fill={colours.gold} />
          </Svg>
        </View>
        <Text
          style={{
            fontFamily: displayFont,
            fontWeight: 700,
            fontSize: affirmationSize(entry.text),
            lineHeight: 1.22,
            textAlign: 'center',
            color: colours.ink,
          }}
        >
          {entry.text}
        </Text>
        <View style={{ alignItems: 'center', width: '100%' }}>
          <View style={{ borderTopWidth: 0.75, borderTopColor: colours.gold, width: 28 }} />
          <Text
            style={{
              marginTop: 6,
              fontFamily: bodyFont,
              fontSize: 6.3,
              letterSpacing: 0.5,
              lineHeight: 1.35,
              textTransform: 'uppercase',
              textAlign: 'center',
              color: colours.muted,
            }}
          >
            {unbrokenOrb(entry.placement)}
          </Text>
        </View>
      </View>
    </View>
  );
}

/**
 * The cut lines along the grid and the crop marks beyond it, in one vector drawing; the last
 * sheet's grid stops at its last row of cards.
 */
function CutGuides({ rows }: { rows: number }) {
  const columnEdges = Array.from(
    { length: cardsPerSheet.columns + 1 },
    (_, index) => grid.left + index * card.width,
  );
  const rowEdges = Array.from({ length: rows + 1 }, (_, index) => grid.top + index * card.height);
  const bottom = grid.top + rows * card.height;
  const right = grid.left + grid.width;
  const cut = { stroke: colours.rule, strokeWidth: 0.4, strokeDasharray: '3 2' };
  const mark = { stroke: colours.ink, strokeWidth: 0.4 };
  return (
    <Svg
      width={page.width}
      height={page.height}
      viewBox={`0 0 ${page.width} ${page.height}`}
      style={{ position: 'absolute', top: 0, left: 0 }}
    >
      <G>
        {columnEdges.map((x) => (
          <Line key={`cut-x-${x}`} x1={x} y1={grid.top} x2={x} y2={bottom} {...cut} />
        ))}
        {rowEdges.map((y) => (
          <Line key={`cut-y-${y}`} x1={grid.left} y1={y} x2={right} y2={y} {...cut} />
        ))}
      </G>
      <G>
        {columnEdges.flatMap((x) => [
          <Line
            key={`mark-top-${x}`}
            x1={x}
            y1={grid.top - markGap - markLength}
            x2={x}
            y2={grid.top - markGap}
            {...mark}
          />,
          <Line
            key={`mark-bottom-${x}`}
            x1={x}
            y1={bottom + markGap}
            x2={x}
            y2={bottom + markGap + markLength}
            {...mark}
          />,
        ])}
        {rowEdges.flatMap((y) => [
          <Line
            key={`mark-left-${y}`}
            x1={grid.left - markGap - markLength}
            y1={y}
            x2={grid.left - markGap}
            y2={y}
            {...mark}
          />,
          <Line
            key={`mark-right-${y}`}
            x1={right + markGap}
            y1={y}
            x2={right + markGap + markLength}
            y2={y}
            {...mark}
          />,
        ])}
      </G>
    </Svg>
  );
}

export function AffirmationCardSheet({
  input,
  cards,
}: {
  input: DocumentInput;
  cards: AffirmationCard[];
}) {
  return (
    <ReportPage input={input} orientation="landscape" style={{ padding: 0 }}>
      <CutGuides rows={Math.ceil(cards.length / cardsPerSheet.columns)} />
      {cards.map((entry, index) => (
        <View
          key={entry.week}
          style={{
            position: 'absolute',
            left: grid.left + (index % cardsPerSheet.columns) * card.width,
            top: grid.top + Math.floor(index / cardsPerSheet.columns) * card.height,
          }}
        >
          <CardFace entry={entry} />
        </View>
      ))}
    </ReportPage>
  );
}
