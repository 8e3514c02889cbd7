import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GiftBuyerView as GiftView } from '../../../../common/gifts';
import { GiftBuyerView } from './gift-buyer-view';

const scheduled: GiftView = {
  state: 'scheduled',
  productName: 'Natal Chart Reading',
  amount: '49.00',
  reference: '91A2B3C4',
  buyerName: 'Maria Silva',
  recipientName: 'Ana Costa',
  recipientEmail: 'ana@example.com',
  message: 'Happy birthday!\nWith love.',
  deliverOn: '2026-12-24',
  timeZone: 'Europe/Lisbon',
  deliverAt: '2026-12-24T09:00:00Z',
  deliveredAt: null,
  claimedAt: null,
  refundedAt: null,
  canChangeDate: true,
  canChangeRecipient: true,
  canResend: false,
};

function render(gift: GiftView) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <GiftBuyerView gift={gift} token="tok_abcdefghijkl" />
    </QueryClientProvider>,
  );
}

describe('the buyer’s gift page', () => {
  it('offers the day and the recipient to change while the gift waits', () => {
    const markup = render(scheduled);
    expect(markup).toContain('Your gift for Ana is booked');
    expect(markup).toContain('December 24, 2026');
    expect(markup).toContain('Change the delivery date');
    expect(markup).toContain('Correct the recipient');
    expect(markup).not.toContain('Send the gift e-mail again');
    // The message as written, its line break kept by the quote's style.
    expect(markup).toContain('Happy birthday!\nWith love.');
    expect(markup).toContain('whitespace-pre-line');
  });

  it('offers the e-mail again once sent, and no other day', () => {
    const markup = render({
      ...scheduled,
      state: 'delivered',
      deliveredAt: '2026-12-24T09:00:00Z',
      canChangeDate: false,
      canResend: true,
    });
    expect(markup).toContain('Your gift for Ana has been sent');
    expect(markup).toContain('Send the gift e-mail again');
    expect(markup).not.toContain('Change the delivery date');
  });

  it('has nothing to change once claimed', () => {
    const markup = render({
      ...scheduled,
      state: 'claimed',
      deliveredAt: '2026-12-24T09:00:00Z',
      claimedAt: '2026-12-25T12:00:00Z',
      canChangeDate: false,
      canChangeRecipient: false,
      canResend: false,
    });
    expect(markup).toContain('Your gift for Ana has been claimed');
    expect(markup).toContain('Ana claimed it on December 25, 2026.');
    expect(markup).not.toContain('<form');
    expect(markup).not.toContain('<button');
  });

  it('says a refunded gift was refunded, with nothing to change', () => {
    const markup = render({ ...scheduled, state: 'refunded', refundedAt: '2026-12-01T12:00:00Z' });
    expect(markup).toContain('This gift was refunded');
    expect(markup).not.toContain('<form');
  });
});
