import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../common/catalogue';
import type { OrderStatusView } from '../../common/order-status';
import type { ReadingChart } from '../../common/order-status-reading';
import { orderFiles, purchases, leasedJobs } from '../db/schema';
import { recordOrderEvent } from '../orders/timeline';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { withTestApp } from '../../../tests/support/app';
import { createPaidTestOrder } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';

describe.each(testDatabaseKinds())('the reading on the order page on %s', (kind) => {
  const harness = withTestApp(kind);
  const db = () => harness.database.db;

  async function openReading(purchaseId: string) {
    const token = createOrderAccessTokensFor(harness.config).sign(purchaseId);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/order-status/link',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    return { view: response.json<OrderStatusView>(), body: response.body };
  }

  /** A drawn document filed on the order and delivered, as the report job does. */
  async function deliverDocument(purchaseId: string, deliverable: string, pdf: Buffer) {
    const storageKey = `reports/${purchaseId}/${randomUUID()}`;
    await harness.app.deps.storage.write({
      key: storageKey,
      body: pdf,
      contentType: 'application/pdf',
    });
    const [file] = await db()
      .insert(orderFiles)
      .values({
        purchaseId,
        fileName: `${deliverable} - Lena Duarte.pdf`,
        contentType: 'application/pdf',
        size: pdf.length,
        storageKey,
        addedBy: 'system',
        deliverable,
      })
      .returning();
    await recordOrderEvent(db(), {
      purchaseId,
      kind: 'report-delivered',
      actor: 'system',
      data: { fileIds: [file!.id], previousStatus: 'received' },
    });
    return file!;
  }

  const chartOf = <Kind extends ReadingChart['document']>(view: OrderStatusView, kind: Kind) =>
    view.reading?.charts.find(
      (chart): chart is Extract<ReadingChart, { document: Kind }> => chart.document === kind,
    );

  it('lists every deliverable of The Master Blueprint with its state, and the promise by date', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const pdf = Buffer.from('%PDF-1.7 the cosmic map');
    await deliverDocument(purchaseId, 'cosmic-map', pdf);

    const { view } = await openReading(purchaseId);
    const product = findProduct(6)!;
    const reading = view.reading!;
    expect(reading.deliverables.map((item) => item.kind)).toEqual(
      product.deliverables.map((item) => item.kind),
    );
    const documents = reading.deliverables.filter((item) => item.kind === 'computed-document');
    expect(documents.map((item) => [item.document, item.state])).toEqual([
      ['cosmic-map', 'delivered'],
      // The paid order's report job is queued: the rest are being drawn.
      ['dynamic-profile', 'being-prepared'],
      ['affirmations', 'being-prepared'],
      ['journal', 'being-prepared'],
      ['astrocartography-map', 'being-prepared'],
      ['human-design-profile', 'being-prepared'],
      ['destiny-matrix', 'being-prepared'],
    ]);
    const cosmicMap = documents[0];
    if (cosmicMap?.state !== 'delivered') throw new Error('expected a delivered document');
    expect(cosmicMap.file.viewPath).toBe(`${cosmicMap.file.downloadPath}&disposition=inline`);

    // Written reports wait for the questionnaire; the promise counts from its answers.
    const written = reading.deliverables.filter((item) => item.kind === 'written-document');
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((item) => item.state === 'waiting-for-questionnaire')).toBe(true);
    expect(written[0]).toMatchObject({
      countsFrom: 'questionnaire',
      minDays: 10,
      maxDays: 14,
      dueBy: null,
    });
    expect(reading.deliverables.some((item) => item.kind === 'live-session')).toBe(true);

    // Answered on Wednesday 25 November 2026: 14 business days later is Tuesday 15 December.
    await db()
      .update(purchases)
      .set({ questionnaireSubmittedAt: new Date('2026-11-25T10:00:00Z') })
      .where(eq(purchases.id, purchaseId));
    const answered = (await openReading(purchaseId)).view.reading!;
    expect(answered.deliverables.filter((item) => item.kind === 'written-document')).toEqual(
      written.map((item) => ({ ...item, state: 'being-written', dueBy: '2026-12-15' })),
    );
  });

  it('opens a delivered PDF inline for "View" and as an attachment for "Download"', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const pdf = Buffer.from('%PDF-1.7 the destiny matrix');
    await deliverDocument(purchaseId, 'destiny-matrix', pdf);
    const { view } = await openReading(purchaseId);
    const matrix = view.reading!.deliverables.find(
      (item) => item.kind === 'computed-document' && item.document === 'destiny-matrix',
    );
    if (matrix?.kind !== 'computed-document' || matrix.state !== 'delivered') {
      throw new Error('expected the delivered Destiny Matrix');
    }
    const viewed = await harness.app.inject({ method: 'GET', url: matrix.file.viewPath });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.rawPayload.equals(pdf)).toBe(true);
    expect(viewed.headers['content-disposition']).toMatch(
      /^inline; filename="destiny-matrix - Lena Duarte.pdf"/,
    );
    expect(viewed.headers['cache-control']).toBe('private, no-store');
    const downloaded = await harness.app.inject({ method: 'GET', url: matrix.file.downloadPath });
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; /);
    // Only the two dispositions exist; anything else is a broken link.
    const odd = await harness.app.inject({
      method: 'GET',
      url: matrix.file.downloadPath + '&disposition=form-data',
    });
    expect(odd.statusCode).toBe(403);
  });

  it('carries the charts the product includes, drawn from this order’s birth data', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const { view, body } = await openReading(purchaseId);

    // Lena Duarte, 21 July 1991 (checkoutPerson), by the method the engine's reference tests cite
    // (src/astrology/destiny-matrix): day 21; month 7; year 1+9+9+1 = 20; bottom 21+7+20 = 48 ->
    // 4+8 = 12; centre 21+7+20+12 = 60 -> 6, The Lovers.
    const matrix = chartOf(view, 'destiny-matrix')!;
    expect(matrix.date).toBe('1991-07-21');
    const point = (name: string) => matrix.points.find((item) => item.name === name);
    expect(point('left')?.arcanum).toBe(21);
    expect(point('top')?.arcanum).toBe(7);
    expect(point('right')?.arcanum).toBe(20);
    expect(point('bottom')?.arcanum).toBe(12);
    expect(point('centre')).toMatchObject({ arcanum: 6, arcanumName: 'The Lovers' });
    expect(matrix.points).toHaveLength(20);

    // The bodygraph as the Human Design profile draws it, from the same engine and layout.
    const bodygraph = chartOf(view, 'human-design-profile')!.bodygraph;
    expect(bodygraph.columns.personality).toHaveLength(13);
    expect(bodygraph.columns.design).toHaveLength(13);
    expect(view.reading?.charts.map((chart) => chart.document)).toEqual([
      'astrocartography-map',
      'human-design-profile',
      'destiny-matrix',
    ]);

    // Ten bodies on four angles, each with its meaning and the towns near it; Seattle as birthplace.
    const map = chartOf(view, 'astrocartography-map')!;
    expect(map.lines).toHaveLength(40);
    expect(map.birthplace?.name).toMatch(/^Seattle/);
    expect(map.birthplace?.latitude).toBeCloseTo(47.6, 0);
    const venusMc = map.lines.find((line) => line.body === 'venus' && line.angle === 'MC');
    expect(venusMc).toMatchObject({ bodyName: 'Venus', angleName: 'Midheaven' });
    expect(venusMc?.meaning.length).toBeGreaterThan(40);
    expect(map.lines.some((line) => line.places.length > 0)).toBe(true);

    // The whole view stays small enough for a phone (decision 257).
    expect(Buffer.byteLength(body)).toBeLessThan(150 * 1024);
    console.info(`order view with the reading of product 6: ${Buffer.byteLength(body)} bytes`);
  });

  it('says what depends on the birth time a buyer did not know, and draws no map from a guess', async () => {
    // 10 December 1990 in London: the Moon went from Virgo into Libra during the day.
    const { purchaseId } = await createPaidTestOrder(harness.app, 6, {
      birthMonth: '12',
      birthDay: '10',
      birthYear: '1990',
      birthTimeUnknown: true,
      birthHour: '',
      birthMinute: '',
      ampm: '',
      birthLocation: 'London, UK',
    });
    const { view } = await openReading(purchaseId);
    const birthTime = view.reading!.birthTime!;
    expect(birthTime.dependsOnIt.map((item) => item.title)).toEqual([
      'Rising sign',
      'Houses and Midheaven',
      'Moon sign',
      'Human Design',
      'Astrocartography lines',
    ]);
    const said = Object.fromEntries(birthTime.dependsOnIt.map((item) => [item.title, item.text]));
    expect(said['Rising sign']).toMatch(/^Not known\./);
    expect(said['Moon sign']).toMatch(/from 28°\d\d' Virgo to 10°\d\d' Libra/);
    expect(said['Human Design']).toMatch(/of the 26 activations \(gate and line\) move/);
    expect(birthTime.howToSend).toContain(`quoting order ${purchaseId.slice(-8).toUpperCase()}`);
    // No map from a noon guess; the bodygraph and the matrix are still drawn.
    expect(view.reading?.charts.map((chart) => chart.document)).toEqual([
      'human-design-profile',
      'destiny-matrix',
    ]);

    // Everyone who gave a time sees no such section.
    const known = await createPaidTestOrder(harness.app, 6);
    expect((await openReading(known.purchaseId)).view.reading?.birthTime).toBeNull();
  });

  it('gives products without those charts none, and a refunded order no reading at all', async () => {
    const compass = await createPaidTestOrder(harness.app, 3);
    const compassView = (await openReading(compass.purchaseId)).view;
    expect(compassView.reading?.charts).toEqual([]);

    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    await db()
      .update(purchases)
      .set({ paymentStatus: 'refunded', refundedAt: new Date('2026-03-02T10:00:00Z') })
      .where(eq(purchases.id, purchaseId));
    const { view, body } = await openReading(purchaseId);
    expect(view.reading).toBeNull();
    expect(body).not.toContain('"lines"');
    expect(body).not.toContain('arcanum');
  });

  it('shows each buyer only their own reading', async () => {
    const mine = await createPaidTestOrder(harness.app, 6, { birthYear: '1984', birthDay: '03' });
    const theirs = await createPaidTestOrder(harness.app, 6, { birthYear: '1991' });
    await deliverDocument(theirs.purchaseId, 'cosmic-map', Buffer.from('%PDF-1.7 theirs'));
    const { view } = await openReading(mine.purchaseId);
    expect(chartOf(view, 'destiny-matrix')?.date).toBe('1984-07-03');
    const delivered = view.reading!.deliverables.filter(
      (item) => item.kind === 'computed-document' && item.state === 'delivered',
    );
    expect(delivered).toEqual([]);
  });

  it('says what to do when a document cannot be drawn and nothing is drawing it', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 5, {
      birthLocation: 'Qwxzyville Nowhere',
    });
    await db()
      .update(leasedJobs)
      .set({ status: 'done' })
      .where(eq(leasedJobs.purchaseId, purchaseId));
    const { view } = await openReading(purchaseId);
    const map = view.reading!.deliverables.find(
      (item) => item.kind === 'computed-document' && item.document === 'astrocartography-map',
    );
    expect(map).toMatchObject({ state: 'waiting' });
    if (map?.kind !== 'computed-document' || map.state !== 'waiting') return;
    expect(map.reason).toContain('a birthplace we recognise');
    expect(map.reason).toContain(harness.config.SUPPORT_EMAIL);
    expect(map.reason).toContain(view.reference);
    expect(chartOf(view, 'astrocartography-map')).toBeUndefined();
  });
});
