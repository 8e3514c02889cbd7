/**
 * The 52 affirmations of The Compass Package as a printable card deck: a cover, how to use and
 * print it, the year at a glance, then the cards eight to a sheet (decisions 243 and 244).
 */
import { Document } from '@react-pdf/renderer';
import type { AffirmationCard } from '../../../astrology';
import type { DocumentInput } from '../report-input';
import { AffirmationCardSheet, cardsPerSheet } from './affirmation-card-sheet';
import { AffirmationGuidePage, AffirmationYearPage } from './affirmation-guide';
import { NightCover } from './night-cover';

const perSheet = cardsPerSheet.columns * cardsPerSheet.rows;

function sheetsOf(deck: AffirmationCard[]): AffirmationCard[][] {
  return Array.from({ length: Math.ceil(deck.length / perSheet) }, (_, index) =>
    deck.slice(index * perSheet, (index + 1) * perSheet),
  );
}

export function AffirmationDeckDocument({
  input,
  deck,
  title,
}: {
  input: DocumentInput;
  deck: AffirmationCard[];
  title: string;
}) {
  const { sun, moon, ascendant } = input.chart;
  const bigThree = [
    `Sun in ${sun.sign}`,
    `Moon in ${moon.sign}`,
    ascendant ? `${ascendant.sign} rising` : 'Rising sign not calculated',
  ];
  const placements = new Set(deck.map((entry) => entry.placement)).size;
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <NightCover
        input={input}
        eyebrow={input.shopName}
        title={title}
        subtitle={`${deck.length} cards, one for every week of your year, written from ${placements} placements in your chart`}
        highlight={bigThree.join('   ·   ')}
      />
      <AffirmationGuidePage input={input} deck={deck} />
      <AffirmationYearPage input={input} deck={deck} />
      {sheetsOf(deck).map((cards) => (
        <AffirmationCardSheet key={cards[0]?.week} input={input} cards={cards} />
      ))}
    </Document>
  );
}
