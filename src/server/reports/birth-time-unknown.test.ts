/**
 * "I don't know my birth time" from the checkout to the documents (decisions 306 and 307): the
 * order keeps the time as unknown, the report is computed for noon with the engine's notes, and
 * every document says what depends on the time instead of stating it.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../tests/support/read-pdf';
import { withTestApp } from '../../../tests/support/app';
import { createPaidTestOrder } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { astrocartographyOfChart, gazetteerPlaceIndex } from '../../astrology';
import type { ComputedDocumentKind } from '../../common/catalogue';
import { birthData, leasedJobs, purchases } from '../db/schema';
import { mailTemplates } from '../mail/templates';
import { ORDER_CONFIRMATION_KIND } from '../orders/orders';
import { buildReportInput } from './build-report-input';
import { renderDocument } from './render-document';
import type { ReportInput } from './report-input';

const context = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.test',
  publicUrl: 'https://astral.test',
  now: new Date('2026-11-29T09:00:00Z'),
};

/** 10 December 1990 in London: the Moon went from Virgo into Libra during the day. */
const unknownTime = {
  birthMonth: '12',
  birthDay: '10',
  birthYear: '1990',
  birthTimeUnknown: true,
  // What the fields still held when the box was ticked is not kept.
  birthHour: '7',
  birthMinute: '',
  ampm: '' as const,
  birthLocation: 'London, UK',
};

const signs =
  'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces';

describe.each(testDatabaseKinds())('an order without a birth time on %s', (kind) => {
  let input: ReportInput;
  let purchaseId: string;

  const harness = withTestApp(kind);
  beforeAll(async () => {
    // The Quantum Leap (product 8), one of the tiers with the most computed documents.
    ({ purchaseId } = await createPaidTestOrder(harness.app, 8, unknownTime));
    const [purchase] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    const built = buildReportInput(purchase!, context);
    if (!('input' in built)) throw new Error(`no report input: ${built.detail}`);
    input = built.input;
  });

  it('keeps the time as unknown on the order and the customer, never as noon', async () => {
    const [purchase] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(purchase!.customer).toMatchObject({
      birthTimeUnknown: true,
      birthHour: '',
      birthMinute: '',
      ampm: '',
    });
    const [birth] = await harness.database.db
      .select()
      .from(birthData)
      .where(eq(birthData.userId, purchase!.userId!));
    expect(birth).toMatchObject({ birthTime: null, birthHour: '', birthDate: '1990-12-10' });
  });

  it('the order confirmation does not promise the map within minutes, and says what draws it', async () => {
    const [job] = await harness.database.db
      .select()
      .from(leasedJobs)
      .where(
        and(
          eq(leasedJobs.purchaseId, purchaseId),
          eq(leasedJobs.mailKind, ORDER_CONFIRMATION_KIND),
        ),
      );
    const mail = await mailTemplates[ORDER_CONFIRMATION_KIND]?.(
      job?.payload as Record<string, unknown>,
      context,
    );
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toMatch(/Human Design Profile and Your Destiny Matrix are being calculated/);
      expect(body).not.toMatch(/Astrocartography Map[^.]*are being calculated/);
      expect(body).toContain(
        'Your Astrocartography Map needs your birth time: it is drawn once you send it to us.',
      );
    }
  });

  it('computes the report for noon, with no Rising sign and a note on the Moon’s day', () => {
    expect(input.birth).toEqual({ date: '1990-12-10', time: null, placeText: 'London, UK' });
    expect(input.chart.ascendant).toBeNull();
    expect(input.chart.houses).toBeNull();
    const note = input.chart.notes.find((candidate) => candidate.code === 'time-unknown');
    expect(note?.message).toMatch(
      /the Moon changed sign that day, moving from 28°\d\d' Virgo to 10°\d\d' Libra, so it is in Virgo or Libra depending on the hour/,
    );
  });

  async function documentText(document: ComputedDocumentKind): Promise<string> {
    const result = await renderDocument({
      document,
      input,
      astrocartography: astrocartographyOfChart(input.chart, gazetteerPlaceIndex()),
    });
    if (result.kind !== 'document') return result.reason;
    return (await readPdf(result.pdf)).text.replace(/\s+/g, ' ');
  }

  it.each(['quick-glimpse', 'cosmic-map', 'dynamic-profile'] as const)(
    'the %s says the time is not known, gives the Moon’s range and states no Rising sign',
    async (document) => {
      const text = await documentText(document);
      expect(text).toContain('Birth time not known');
      expect(text).toContain('so it is in Virgo or Libra depending on the hour');
      expect(text).not.toMatch(new RegExp(`(Rising|Ascendant)( sign)?:? (in )?(${signs})`));
    },
  );

  it('the Cosmic Map gives the Moon both signs and says the Rising sign needs the time', async () => {
    const text = await documentText('cosmic-map');
    expect(text).toContain('Moon Virgo or Libra');
    expect(text).toContain('Rising needs your birth time');
  });

  it('the Human Design profile names what can change within the birth date', async () => {
    const text = await documentText('human-design-profile');
    expect(text).toContain('Birth time not known');
    expect(text).toContain(
      'These change within the day, so they stay open until the time is known',
    );
  });

  it('the map is not drawn from a guessed time: it says it needs the birth time', async () => {
    const text = await documentText('astrocartography-map');
    expect(text).toContain('as soon as we have your birth time');
  });
});
