import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reviewMessages } from '../../../../common/reviews';
import { ReviewForm } from './review-form';
import {
  reviewFormResolver,
  type ReviewFormOutput,
  type ReviewFormValues,
} from './review-form-schema';

/** What the form's resolver makes of these fields: the values it would send, or its messages. */
async function check(values: Partial<ReviewFormValues>) {
  const { values: sent, errors } = await reviewFormResolver(values as ReviewFormValues, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return {
    sent: Object.keys(errors).length === 0 ? (sent as ReviewFormOutput) : undefined,
    refused: { rating: errors.rating?.message, body: errors.body?.message },
  };
}

function render(review: Parameters<typeof ReviewForm>[0]['review']) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewForm token="review-token" review={review} onSent={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the review form', () => {
  it('refuses a review without a rating, in the contract’s words', async () => {
    const { sent, refused } = await check({ body: 'A clear and kind reading.' });
    expect(sent).toBeUndefined();
    expect(refused.rating).toBe(reviewMessages.rating);
    expect(refused.body).toBeUndefined();
  });

  it('refuses words too short, and sends a rating and words trimmed', async () => {
    expect((await check({ rating: 4, body: ' ok ' })).refused.body).toBe(reviewMessages.body);
    const { sent } = await check({ rating: 5, body: '  Spot on.\nThank you!  ' });
    expect(sent).toEqual({ rating: 5, body: 'Spot on.\nThank you!' });
  });

  it('offers five labelled star radios, the words with their count, and the button', () => {
    const markup = render(null);
    expect(markup.match(/type="radio"/g)).toHaveLength(5);
    expect(markup).toContain('>1 star<');
    expect(markup).toContain('>5 stars<');
    expect(markup).toContain('>Your rating</legend>');
    expect(markup).toContain('>Your review</label>');
    expect(markup).toContain('0 / 1,000 characters');
    expect(markup).toContain('Send my review');
    expect(markup).not.toContain('checked=""');
  });

  it('starts from the review already written', () => {
    const markup = render({ rating: 4, body: 'Lovely work.', status: 'approved' });
    expect(markup.match(/checked=""/g)).toHaveLength(1);
    expect(markup).toContain('checked="" value="4"');
    expect(markup).toContain('12 / 1,000 characters');
  });
});
