import { describe, expect, it } from 'vitest';
import { renderAfterQueries, stubJsonFetch } from '../../../../tests/support/query-render';
import { reviewMessages, type MyReviewView } from '../../../common/reviews';
import { shopConfig } from '../../lib/shop-config';
import { ReviewView } from '../../pages/review-page';
import { myReviewQueryOptions } from './api/get-my-review';

const token = 'review-token-from-the-mail';

const view: MyReviewView = {
  productId: 2,
  productName: 'The Cosmic Map',
  reference: '91A2B3C4',
  review: null,
};

/** The page as drawn once `POST /api/reviews/mine` answered with `body`. */
async function renderPage(pageToken: string | null, body: unknown = view, status = 200) {
  const fetch = stubJsonFetch(status, body);
  const markup = await renderAfterQueries(<ReviewView token={pageToken} />, {
    path: '/review',
    prefetch: pageToken
      ? (client) => client.prefetchQuery(myReviewQueryOptions(pageToken))
      : undefined,
  });
  return { markup, fetch };
}

describe('the review page', () => {
  it('shows the reading and its order over the form', async () => {
    const { markup, fetch } = await renderPage(token);
    expect(markup).toContain('Review your reading');
    expect(markup).toContain('The Cosmic Map');
    expect(markup).toContain('91A2B3C4');
    expect(markup).toContain('Send my review');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reviews/mine');
    expect(JSON.parse(init.body as string)).toEqual({ token });
  });

  it('without a token, or with one the server does not know, says the link does not work', async () => {
    const { markup: noToken, fetch } = await renderPage(null);
    expect(fetch).not.toHaveBeenCalled();
    const { markup: unknown } = await renderPage(
      token,
      { error: 'not_found', message: reviewMessages.linkInvalid },
      404,
    );
    for (const markup of [noToken, unknown]) {
      expect(markup).toContain('This review link does not work');
      expect(markup).toContain(reviewMessages.linkInvalid);
      expect(markup).toContain(`href="mailto:${shopConfig().supportEmail}"`);
      expect(markup).not.toContain('Send my review');
    }
  });

  it('says why an order cannot be reviewed, in the server’s words', async () => {
    const { markup } = await renderPage(
      token,
      { error: 'conflict', message: reviewMessages.refunded },
      409,
    );
    expect(markup).toContain(reviewMessages.refunded);
    expect(markup).not.toContain('Try again');
  });

  it('offers to try again when the server could not answer', async () => {
    const { markup } = await renderPage(token, { error: 'internal', message: 'Down.' }, 500);
    expect(markup).toContain('We could not open your review');
    expect(markup).toContain('Try again');
  });
});
