import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodeMessages,
  type AdminDiscountCode,
  type CodeQuoteReply,
  type DiscountCodeInput,
} from '../../common/discount-codes';
import type { CreatePaymentIntentResult } from '../../common/checkout';
import { shiftedClock } from '../clock';
import { commissionEntries, discountCodeUses } from '../db/schema';
import { withAdminTestApp } from '../../../tests/support/admin-app';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';
import {
  checkoutPerson,
  confirmTestCard,
  nextBuyerAddress,
  storedOrder,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';
import { createSecondTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { deleteOrderRecords } from '../customer-data/customer-erasure';
import { CODE_HOLD_MS } from './codes';

const ORIGIN = 'https://shop.example';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

let codeCount = 0;
/** A code's form as the admin page sends it, with a name no other test uses. */
function codeInput(overrides: Partial<DiscountCodeInput> = {}): DiscountCodeInput {
  codeCount += 1;
  return {
    code: `SPRING-${codeCount}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
    description: '',
    kind: 'percent',
    value: 20,
    productIds: null,
    startsOn: today(),
    endsOn: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    affiliateId: null,
    ...overrides,
  };
}

// Issue 40, "Codes": the admin makes them; the checkout says why one is refused and shows the
// price before and after; the server decides the amount, holds one use per checkout under the
// code's lock, counts the limit per customer on the address filed, and books commission on what
// was paid.
describe.each(testDatabaseKinds())('discount codes, on %s', (kind) => {
  const clock = shiftedClock();
  const shop = withAdminTestApp(kind, { origin: ORIGIN, extraDeps: { clock: clock.now } });

  async function createCode(overrides: Partial<DiscountCodeInput> = {}) {
    const input = codeInput(overrides);
    const response = await shop.request('POST', '/api/admin/codes', input);
    expect(response.statusCode, response.body).toBe(201);
    return input.code;
  }

  function quote(productId: number, code: string, remoteAddress = nextBuyerAddress()) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/checkout/code',
      headers: { origin: ORIGIN },
      payload: { productId, code },
      remoteAddress,
    });
  }

  function startWithCode(
    productId: number,
    code: string,
    amount: number,
    app: TestApp['app'] = shop.app,
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { origin: ORIGIN },
      payload: { productId, amount, discountCode: code },
      remoteAddress: nextBuyerAddress(),
    });
  }

  async function payWithCode(productId: number, code: string, amount: number, email?: string) {
    const started = await startWithCode(productId, code, amount);
    expect(started.statusCode, started.body).toBe(200);
    const checkout = started.json<CreatePaymentIntentResult>();
    const person = checkoutPerson(email ? { email } : {});
    const filed = await storeTestCustomer(shop.app, checkout.purchaseId, person);
    return { checkout, filed };
  }

  it('creates a code and lists it; refuses a taken name, bad figures and strangers', async () => {
    const code = await createCode({ kind: 'amount', value: 15, productIds: [3, 4] });
    const again = await shop.request('POST', '/api/admin/codes', codeInput({ code }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: discountCodeMessages.codeTaken });
    const lower = await shop.request(
      'POST',
      '/api/admin/codes',
      codeInput({ code: code.toLowerCase() }),
    );
    expect(lower.statusCode).toBe(409);

    for (const bad of [
      codeInput({ value: 95 }),
      codeInput({ value: 12.5 }),
      codeInput({ kind: 'amount', value: 0.5 }),
      codeInput({ code: 'A' }),
      codeInput({ code: 'NO SPACES' }),
      codeInput({ productIds: [] }),
      codeInput({ productIds: [42] }),
      codeInput({ endsOn: dayOffset(-3) }),
      codeInput({ maxUses: 0 }),
    ]) {
      const refused = await shop.request('POST', '/api/admin/codes', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const list = await shop.request('GET', '/api/admin/codes');
    const listed = list.json<AdminDiscountCode[]>().find((item) => item.code === code);
    expect(listed).toMatchObject({ label: '$15.00 off', value: 1500, productIds: [3, 4] });

    // Signed out, from a foreign page, or the path spelled otherwise: refused before any write.
    expect(
      (await shop.request('GET', '/api/admin/codes', undefined, { as: null })).statusCode,
    ).toBe(401);
    const foreign = await shop.request('POST', '/api/admin/codes', codeInput(), {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    for (const url of ['/api/admin/%63odes', '/api/x/../admin/codes', '/api//admin/codes']) {
      const sneaked = await shop.app.inject({ method: 'GET', url });
      expect([401, 404], url).toContain(sneaked.statusCode);
    }
  });

  it('quotes a code before and after, and says plainly why one is refused', async () => {
    const code = await createCode({ value: 20, productIds: [4] });
    const good = (await quote(4, code.toLowerCase())).json<CodeQuoteReply>();
    expect(good).toEqual({
      ok: true,
      quote: { code, label: '20% off', priceCents: 7500, discountCents: 1500, totalCents: 6000 },
    });

    const soon = await createCode({ startsOn: dayOffset(2) });
    const over = await createCode({ startsOn: dayOffset(-10), endsOn: dayOffset(-1) });
    const archived = await createCode();
    const [listed] = (await shop.request('GET', '/api/admin/codes'))
      .json<AdminDiscountCode[]>()
      .filter((item) => item.code === archived);
    expect((await shop.request('POST', `/api/admin/codes/${listed!.id}/archive`)).statusCode).toBe(
      204,
    );
    const cases: [number, string, string][] = [
      [3, code, discountCodeMessages.otherProduct],
      [4, 'NOPE-NOT-A-CODE', discountCodeMessages.unknown],
      [4, '<script>', discountCodeMessages.unknown],
      [4, soon, discountCodeMessages.notStarted],
      [4, over, discountCodeMessages.ended],
      [4, archived, discountCodeMessages.archived],
    ];
    for (const [productId, typed, message] of cases) {
      const reply = await quote(productId, typed);
      expect(reply.statusCode).toBe(200);
      expect(reply.json<CodeQuoteReply>(), typed).toEqual({ ok: false, message });
    }
    // A huge body, another page's origin, and a flood of guesses from one address.
    const huge = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/code',
      headers: { origin: ORIGIN },
      payload: { productId: 4, code: 'X'.repeat(5000) },
    });
    expect(huge.statusCode).toBe(413);
    const foreign = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/code',
      headers: { origin: 'https://evil.example' },
      payload: { productId: 4, code },
    });
    expect(foreign.statusCode).toBe(403);
    const address = nextBuyerAddress();
    const statuses: number[] = [];
    for (let guess = 0; guess < 21; guess += 1) {
      statuses.push((await quote(4, `GUESS-${guess}`, address)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('charges the price the server decides and records the code on the order', async () => {
    const code = await createCode({ kind: 'amount', value: 10 });
    const wrong = await startWithCode(2, code, 35);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: discountCodeMessages.changed });

    const { checkout, filed } = await payWithCode(2, code, 25);
    expect(filed.statusCode).toBe(204);
    const paid = await confirmTestCard(shop.app, checkout);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await storedOrder(shop.database.db, checkout.purchaseId);
    expect(order).toMatchObject({
      amount: '25.00',
      discountCode: code,
      discountCents: 1000,
      paymentStatus: 'completed',
    });
    const [use] = await shop.database.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.purchaseId, checkout.purchaseId));
    expect(use?.status).toBe('used');

    const refusedCode = await startWithCode(2, 'NOT-A-REAL-CODE', 35);
    expect(refusedCode.statusCode).toBe(409);
    expect(refusedCode.json()).toMatchObject({ message: discountCodeMessages.unknown });
  });

  it('counts the limit per customer on the address filed, before the card is charged', async () => {
    const code = await createCode({ value: 10, maxUsesPerCustomer: 1 });
    const email = `once.${Date.now()}@example.com`;
    const first = await payWithCode(1, code, 13.5, email);
    expect(first.filed.statusCode).toBe(204);
    expect((await confirmTestCard(shop.app, first.checkout)).statusCode).toBe(200);

    const second = await payWithCode(1, code, 13.5, email.toUpperCase());
    expect(second.filed.statusCode).toBe(409);
    expect(second.filed.json()).toMatchObject({ message: discountCodeMessages.usedByYou });
    // Nothing half-written: the refused checkout has no customer filed.
    expect((await storedOrder(shop.database.db, second.checkout.purchaseId))?.customer).toBeNull();

    const someoneElse = await payWithCode(1, code, 13.5);
    expect(someoneElse.filed.statusCode).toBe(204);

    // Erasing the first order's records keeps its use counted but forgets whose it was.
    await shop.database.db.transaction((tx) => deleteOrderRecords(tx, [first.checkout.purchaseId]));
    const [erased] = await shop.database.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.purchaseId, first.checkout.purchaseId));
    expect(erased).toMatchObject({ status: 'used', emailKey: null });
  });

  it('holds the last use for one checkout and frees it when that checkout is abandoned', async () => {
    const code = await createCode({ value: 10, maxUses: 1 });
    const first = await startWithCode(3, code, 45);
    expect(first.statusCode).toBe(200);
    const second = await startWithCode(3, code, 45);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: discountCodeMessages.usedUp });
    expect((await quote(3, code)).json<CodeQuoteReply>()).toEqual({
      ok: false,
      message: discountCodeMessages.usedUp,
    });
    clock.advance(CODE_HOLD_MS + 60_000);
    expect((await startWithCode(3, code, 45)).statusCode).toBe(200);
  });

  it('books the code affiliate’s commission on what was paid', async () => {
    const { affiliate } = await createTestAffiliate(shop.database.db, { commissionRate: 20 });
    const code = await createCode({ value: 20, affiliateId: affiliate.id });
    const { checkout } = await payWithCode(4, code, 60);
    expect((await confirmTestCard(shop.app, checkout)).statusCode).toBe(200);
    const order = await storedOrder(shop.database.db, checkout.purchaseId);
    expect(order).toMatchObject({ affiliateId: affiliate.id, amount: '60.00' });
    const [commission] = await shop.database.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, checkout.purchaseId));
    expect(commission?.amountCents).toBe(1200);
    const listed = (await shop.request('GET', '/api/admin/codes'))
      .json<AdminDiscountCode[]>()
      .find((item) => item.code === code);
    expect(listed).toMatchObject({
      affiliateName: affiliate.name,
      paidOrders: 1,
      discountGivenCents: 1500,
      revenueCents: 6000,
    });
  });

  if (kind === 'postgres') {
    describe('two instances racing for the last use', () => {
      let second: TestApp;
      beforeAll(async () => {
        second = await createSecondTestApp(shop);
        return () => second.close();
      });

      it('counts a hold the other instance took, whichever takes it first', async () => {
        clock.advance(CODE_HOLD_MS + 60_000);
        const code = await createCode({ value: 10, maxUses: 1 });
        expect((await startWithCode(5, code, 315, second.app)).statusCode).toBe(200);
        expect((await startWithCode(5, code, 315)).statusCode).toBe(409);
        const other = await createCode({ value: 10, maxUses: 1 });
        expect((await startWithCode(5, other, 315)).statusCode).toBe(200);
        expect((await startWithCode(5, other, 315, second.app)).statusCode).toBe(409);
      });

      it('gives the last use to one checkout only', async () => {
        const code = await createCode({ value: 10, maxUses: 1 });
        const replies = await Promise.all([
          startWithCode(5, code, 315),
          startWithCode(5, code, 315, second.app),
          startWithCode(5, code, 315),
          startWithCode(5, code, 315, second.app),
        ]);
        const statuses = replies.map((reply) => reply.statusCode).sort();
        expect(statuses).toEqual([200, 409, 409, 409]);
      });
    });
  } else {
    it('gives the last use to one of several checkouts at once', async () => {
      const code = await createCode({ value: 10, maxUses: 2 });
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => startWithCode(5, code, 315)),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses).toEqual([200, 200, 409, 409, 409]);
    });
  }
});
