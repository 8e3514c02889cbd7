/**
 * The personal journal read back as a buyer's PDF viewer reads it. Its events come from the
 * year-ahead engine (timed against published almanacs in year-ahead.test.ts); here each must
 * land on the right week's page, in plain words, with room to write that a reader can fill in.
 *
 * Published dates checked on the pages (read 2026-11 through the search tool):
 * - Total solar eclipse of Monday 2 August 2027, greatest at 10:07:50 UTC; the next solar
 *   eclipse is the annular one of 26 January 2028 (en.wikipedia.org/wiki/
 *   Solar_eclipse_of_August_2,_2027, from NASA's Five Millennium Catalog).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { computeNatalChart, type NatalChartInput } from '../../astrology';
import { readPdf, type ReadPdf } from '../../../tests/support/read-pdf';
import { composeJournal } from './documents/journal-weeks';
import { journalFileName, journalStart, journalTitle, renderJournalPdf } from './render-journal';
import type { DocumentInput } from './report-input';
import { testDocumentInput } from '../../../tests/support/document-inputs';

function documentInput(birth: NatalChartInput, fullName: string): DocumentInput {
  return testDocumentInput(birth, { fullName, orderReference: 'J0URN4L1', generatedAt: '2027-03-03T10:00:00Z' });
}

/** Cover and how-to page come first: week n is page n + 2 (from 1), index n + 1. */
const weekPage = (pdf: ReadPdf, week: number) => pdf.pageTexts[week + 1] ?? '';

describe('journalStart', () => {
  it.each([
    ['2027-03-03T10:00:00Z', '2027-03-01'],
    ['2027-03-01T00:00:00Z', '2027-03-01'],
    ['2027-03-07T23:59:59Z', '2027-03-01'],
    ['2027-01-01T12:00:00Z', '2026-12-28'],
    ['2028-02-29T08:00:00Z', '2028-02-28'],
  ])('starts an order paid at %s on Monday %s', (paidAt, monday) => {
    expect(journalStart(new Date(paidAt))).toBe(monday);
  });
});

describe('the personal journal', () => {
  let pdf: ReadPdf;
  let bytes: Buffer;

  beforeAll(async () => {
    bytes = await renderJournalPdf(
      documentInput(
        { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' },
        'Barbara Ann Dunham',
      ),
      { startsOn: '2027-03-01' },
    );
    pdf = await readPdf(bytes);
  }, 60_000);

  it('has a cover, a how-to page, 52 weeks and a closing page', () => {
    expect(pdf.pageTexts).toHaveLength(55);
    const [cover, howTo] = pdf.pageTexts as [string, string];
    expect(cover).toContain(journalTitle);
    expect(cover).toContain('Barbara Ann Dunham');
    expect(cover).toContain('52 weeks · 1 March 2027 to 27 February 2028');
    expect(cover).toContain('Honolulu, Hawaii, United States');
    expect(howTo).toContain('How to use your journal');
    expect(howTo).toContain('The weeks to watch');
    expect(howTo).toContain('Week 23 2 August 2027 Total solar eclipse');
    expect(pdf.pageTexts[54]).toContain('Looking back');
    expect(pdf.pageTexts[54]).toContain('support@astralpath.example');
    for (let week = 1; week <= 52; week++) expect(weekPage(pdf, week)).toContain(`Week ${week} ·`);
  });

  it('dates each week from Monday to Sunday across month and year boundaries', () => {
    expect(weekPage(pdf, 1)).toContain('Week 1 · 1-7 March 2027');
    expect(weekPage(pdf, 5)).toContain('Week 5 · 29 March-4 April 2027');
    expect(weekPage(pdf, 44)).toContain('Week 44 · 27 December 2027-2 January 2028');
    expect(weekPage(pdf, 52)).toContain('Week 52 · 21-27 February 2028');
  });

  it('names the published eclipses on their weeks, with the natal house they fall in', () => {
    // 2 August 2027 is the Monday of week 23 (1 March + 22 weeks).
    expect(weekPage(pdf, 23)).toMatch(/Monday 2 August Total solar eclipse at \d+°\d\d' Leo/);
    expect(weekPage(pdf, 23)).toMatch(/Touches your \d+(st|nd|rd|th) house/);
    expect(weekPage(pdf, 48)).toMatch(
      /Wednesday 26 January Annular solar eclipse at \d+°\d\d' Aquarius/,
    );
    expect(weekPage(pdf, 22)).not.toContain('solar eclipse');
  });

  it('reads each week in original words with prompts no other week repeats', () => {
    // The eyebrow is set letter-spaced, so pdf.js reads it one letter at a time.
    const [promptsHeading, footer] = ['T O W R I T E A B O U T', 'Barbara Ann Dunham · Order'];
    const weekPages = pdf.pageTexts.slice(2, 54);
    const prompts = weekPages.map(
      (page) => page.split(promptsHeading)[1]?.split(footer)[0]?.split(/\d\. /).slice(1) ?? [],
    );
    for (const weekPrompts of prompts) expect(weekPrompts.length).toBeGreaterThanOrEqual(2);
    const all = prompts.flat().map((prompt) => prompt.trim());
    expect(new Set(all).size).toBe(all.length);
    const readings = weekPages.map((page) => page.split(promptsHeading)[0]);
    expect(new Set(readings).size).toBe(52);
    expect(pdf.text).not.toMatch(/undefined|NaN|null|lorem/i);
  });

  it('keeps a clear gap between a date and the event beside it, on every page', () => {
    // The letter-spaced eyebrows are read one spaced word at a time; they are not columns.
    const isColumn = (text: string) => !/^([A-Z·] ?)+$/.test(text.trim());
    for (const [page, runs] of pdf.placedByPage.entries()) {
      const columns = runs.filter((run) => isColumn(run.text));
      for (const left of columns)
        for (const right of columns) {
          if (right.x <= left.x || Math.abs(right.baseline - left.baseline) > 1) continue;
          const gap = right.x - (left.x + left.width);
          expect(gap, `page ${page + 1}: "${left.text}" | "${right.text}"`).toBeGreaterThan(8);
        }
    }
  });

  it('gives every week and the closing page a multiline field to type into', () => {
    const fields = pdf.formFields;
    expect(fields).toHaveLength(53);
    expect(new Set(fields.map((field) => field.name)).size).toBe(53);
    expect(fields.every((field) => field.type === 'Tx' && field.isMultiline)).toBe(true);
    expect(fields[0]).toMatchObject({ name: 'week-01', page: 3 });
    expect(fields[51]).toMatchObject({ name: 'week-52', page: 54 });
    // The lines fill what the week's words leave: at least a third of a Letter page.
    for (const field of fields) expect(field.height, field.name).toBeGreaterThan(260);
    expect(pdf.pageSizes.every(([width, height]) => width === 612 && height === 792)).toBe(true);
  });

  it('embeds its own fonts, draws no bitmaps and stays well under 2 MB', () => {
    expect(pdf.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
    expect(pdf.imageCount).toBe(0);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('the first week of a journal', () => {
  const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' });

  it('lists nothing from before the day of purchase, in the week or among the weeks to watch', () => {
    // Bought on Friday 12 March 2027: the week began on Monday 8 March, which has its events.
    const fromMonday = composeJournal(chart, '2027-03-08');
    expect(fromMonday.weeks[0]?.events.map((event) => event.day)).toContain('Monday 8 March');

    const journal = composeJournal(chart, '2027-03-08', '2027-03-12');
    const [first, second] = journal.weeks;
    expect(first?.dates).toBe('8-14 March 2027');
    expect(first?.events.length).toBeGreaterThan(0);
    for (const event of first?.events ?? []) {
      expect(['Friday 12 March', 'Saturday 13 March', 'Sunday 14 March']).toContain(event.day);
    }
    // Later weeks are the engine's own.
    expect(second).toEqual(fromMonday.weeks[1]);
    const days = journal.highlights.map((event) => Date.parse(`${event.day} UTC`));
    for (const day of days) expect(day).toBeGreaterThanOrEqual(Date.parse('2027-03-12T00:00Z'));
  });
});

describe('a journal without a birth time', () => {
  it('places lunations by sign, not house, and says why on the cover', async () => {
    const pdf = await readPdf(
      await renderJournalPdf(
        documentInput({ date: '1990-12-29', time: null, place: 'Lisbon, Portugal' }, 'Ana Bee'),
        { startsOn: '2027-03-01' },
      ),
    );
    expect(pdf.pageTexts).toHaveLength(55);
    expect(pdf.pageTexts[0]).toContain('Birth time not known');
    expect(pdf.pageTexts[0]).toContain('No birth time was given');
    expect(weekPage(pdf, 23)).toMatch(
      /Total solar eclipse at \d+°\d\d' Leo Touches the sign of Leo/,
    );
    const weeks = pdf.pageTexts.slice(2, 54).join(' ');
    expect(weeks).not.toMatch(/\d+(st|nd|rd|th) house/);
    expect(weeks).not.toMatch(/your natal (Moon|Ascendant|Midheaven)/);
  }, 60_000);
});

describe('journalFileName', () => {
  it('names the file after the title and the buyer, without characters file systems refuse', () => {
    expect(journalFileName({ fullName: 'Ana / "Bee"' })).toBe('Your Year Journal - Ana Bee.pdf');
  });
});
