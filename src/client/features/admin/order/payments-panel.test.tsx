import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrderPayment } from '../../../../common/admin';
import { formatAdminDate } from '../shared/format';
import { PaymentsPanel } from './payments-panel';

const firstPayment: AdminOrderPayment = {
  kind: 'order',
  label: 'The Compass Package',
  amount: '75.00',
  status: 'completed',
  paymentIntentId: 'pi_first_payment_of_the_order',
  paidAt: '2026-03-02T10:00:00Z',
  refundedAt: null,
  guaranteeEndsAt: '2026-04-01T10:00:00Z',
};

const upgradePayment: AdminOrderPayment = {
  kind: 'upgrade',
  label: 'Upgrade: The Compass Package to The Intensive',
  amount: '275.00',
  status: 'completed',
  paymentIntentId: 'pi_upgrade_of_the_order',
  paidAt: '2026-03-09T10:00:00Z',
  refundedAt: null,
  guaranteeEndsAt: '2026-04-08T10:00:00Z',
};

const render = (payments: AdminOrderPayment[]) =>
  renderToStaticMarkup(<PaymentsPanel payments={payments} />);

/** The markup's text, one space between its pieces, as a reader sees it. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the payments panel of the admin order page', () => {
  it('lists the first payment and the upgrade, each with its amount, state and dates', () => {
    const text = textOf(render([firstPayment, upgradePayment]));
    expect(text).toContain('Payments');
    expect(text).toContain('The Compass Package $75.00 Paid');
    expect(text).toContain('Upgrade: The Compass Package to The Intensive $275.00 Paid');
    expect(text).toContain(
      `Paid ${formatAdminDate(upgradePayment.paidAt)} · Guarantee until ${formatAdminDate(upgradePayment.guaranteeEndsAt)}`,
    );
    expect(text).toContain('pi_first_payment_of_the_order');
    expect(text).toContain('pi_upgrade_of_the_order');
    expect(text).toContain('Total paid, net of refunds $350.00');
  });

  it('says nothing for an order never upgraded', () => {
    expect(render([firstPayment])).toBe('');
  });

  it('counts a refunded upgrade out of the total', () => {
    const refunded: AdminOrderPayment = {
      ...upgradePayment,
      status: 'refunded',
      refundedAt: '2026-03-10T10:00:00Z',
    };
    const text = textOf(render([firstPayment, refunded]));
    expect(text).toContain('Upgrade: The Compass Package to The Intensive $275.00 Refunded');
    expect(text).toContain('Total paid, net of refunds $75.00');
  });

  it('says a payment that came after the order had changed is being refunded in full', () => {
    const superseded: AdminOrderPayment = { ...upgradePayment, status: 'superseded' };
    const text = textOf(render([firstPayment, superseded]));
    expect(text).toContain('Paid after the order had changed: not applied, being refunded in full');
    expect(text).toContain('Total paid, net of refunds $75.00');
  });
});
