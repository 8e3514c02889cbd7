/**
 * The words both reports print about the birth data: what the buyer gave, what the chart used,
 * and what is missing. Worded like the free summary e-mail, whose helpers it reuses.
 */
import type { NatalChart } from '../../../astrology';
import {
  clockText,
  coordinatesText,
  longDate,
  utcOffsetText,
} from '../../mail/templates/summary-facts';
import type { OrderDocumentInput } from '../report-input';

export interface DetailRow {
  label: string;
  value: string;
}

function calculatedFor(chart: NatalChart): string {
  return `${longDate(chart.utc.slice(0, 10))}, ${chart.utc.slice(11, 16)} UTC`;
}

export function birthDetails(input: OrderDocumentInput): DetailRow[] {
  const { birth, chart } = input;
  const time = birth.time ? clockText(birth.time) : 'not known';
  const rows: DetailRow[] = [
    { label: 'Born', value: longDate(birth.date) },
    { label: 'Birth time', value: birth.time ? `${time} local time` : time },
    { label: 'Birthplace as given', value: birth.placeText ?? 'not given' },
  ];
  if (!chart.place) {
    const clock = birth.time ? 'your clock time read as UTC' : 'noon UTC, as no time was given';
    rows.push(
      { label: 'Place used', value: 'none (not recognised)' },
      { label: 'Calculated for', value: `${calculatedFor(chart)} (${clock})` },
    );
    return rows;
  }
  const { place } = chart;
  rows.push(
    {
      label: 'Place used',
      value: `${place.name} (${coordinatesText(place.latitude, place.longitude)})`,
    },
    {
      label: 'Time zone',
      value: `${place.timeZone}, ${utcOffsetText(place.utcOffsetMinutes)} on that date`,
    },
    {
      label: 'Calculated for',
      value: birth.time ? calculatedFor(chart) : `${calculatedFor(chart)} (local noon)`,
    },
  );
  return rows;
}

/** What the chart could not include, and how to send it: null when nothing is missing. */
export function missingDataRequest(input: OrderDocumentInput): string | null {
  const missing = [
    input.birth.time ? null : 'your birth time (even roughly)',
    input.chart.place ? null : 'your birthplace as "City, Country" (the nearest town is fine)',
  ].filter((part): part is string => part !== null);
  if (missing.length === 0) return null;
  return `Your Rising sign, Midheaven and houses need a birth time and a birthplace we recognise. E-mail ${missing.join(' and ')} to ${input.supportEmail}, quoting order ${input.orderReference}, and we will send you a corrected report.`;
}

/** "7 + 4 + 8 = 19, reduced to 1" (Decoz: month, day and year reduced first). */
export function lifePathWorking(chart: NatalChart): string {
  const { number, reduced } = chart.lifePath;
  const sum = `${reduced.month} + ${reduced.day} + ${reduced.year} = ${reduced.sum}`;
  return reduced.sum === number ? sum : `${sum}, reduced to ${number}`;
}

export function chartNoteTexts(chart: NatalChart): string[] {
  return chart.notes.map((note) => note.message);
}
