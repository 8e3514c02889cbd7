import { useForm } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../common/zoned-time';
import {
  checkoutDefaults,
  checkoutResolver,
  type CheckoutFormValues,
  type CheckoutSubmission,
} from '../checkout-form-values';
import { GiftFields } from './gift-fields';

const zone = 'Europe/Lisbon';
const now = new Date();

function Harness({ recipientName = '' }: { recipientName?: string }) {
  const defaults = checkoutDefaults(undefined, zone, now);
  const form = useForm<CheckoutFormValues, unknown, CheckoutSubmission>({
    resolver: checkoutResolver,
    defaultValues: { ...defaults, isGift: true, gift: { ...defaults.gift, recipientName } },
  });
  return <GiftFields form={form} />;
}

describe('the checkout’s gift section', () => {
  it('asks for the recipient, the message and the day, and never a birth', () => {
    const markup = renderToStaticMarkup(<Harness />);
    expect(markup).toContain('>The gift</h2>');
    for (const label of [
      'Recipient&#x27;s name',
      'Recipient&#x27;s e-mail',
      'Your message',
      'Delivery date',
    ]) {
      expect(markup).toContain(`>${label}</label>`);
    }
    expect(markup).not.toMatch(/birth (month|day|year|hour|location)/i);
    expect(markup).toContain('0 / 1,000');
    expect(markup).toContain('They will give their own birth date, time and place');
  });

  it('offers days from today to a year on, with the hour it goes out', () => {
    const { deliverOn: today } = checkoutDefaults(undefined, zone, now).gift;
    const markup = renderToStaticMarkup(<Harness />);
    expect(markup).toContain(`min="${today}"`);
    expect(markup).toContain(`max="${addDays(today, 365)}"`);
    expect(markup).toContain('The gift e-mail goes out at 9:00 on that day, your time (');
    // The hint is read with its field.
    const hintId = /<input[^>]*type="date"[^>]*aria-describedby="([^"]+)"/.exec(markup)?.[1];
    expect(hintId).toBeTruthy();
    expect(markup).toContain(`id="${hintId}"`);
  });

  it('names the recipient by their first name once it is typed', () => {
    expect(renderToStaticMarkup(<Harness recipientName="Ana Costa" />)).toContain(
      'Ana will give their own birth date',
    );
  });
});
