import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stubJsonFetch } from '../../../../../tests/support/query-render';
import type { ProductReviews as Reviews } from '../../../../common/reviews';
import { aggregateRatingJsonLd } from '../../../../common/reviews';
import { ProductReviews, ProductReviewsList } from './product-reviews';

const reviews: Reviews = {
  productId: 2,
  count: 12,
  average: 4.7,
  reviews: [
    {
      id: 'b5c1e0de-1f0a-4c3b-9d2e-7a6b5c4d3e2f',
      authorName: 'Mara Q.',
      rating: 5,
      body: 'It named what I had felt for years.\nThank you.',
      reply: 'Thank you, Mara.',
      createdAt: '2026-03-04T10:00:00Z',
    },
  ],
};

describe('the reviews on a product’s page', () => {
  it('says the average and the count, and shows each review with the shop’s reply', () => {
    const markup = renderToStaticMarkup(<ProductReviewsList reviews={reviews} />);
    expect(markup).toContain('What buyers say');
    expect(markup).toContain('4.7 out of 5 from 12 reviews');
    expect(markup).toContain('Rated 5 out of 5');
    expect(markup).toContain('It named what I had felt for years.\nThank you.');
    expect(markup).toContain('whitespace-pre-line');
    expect(markup).toContain('Mara Q.</span> · verified buyer');
    expect(markup).toContain('dateTime="2026-03-04T10:00:00Z"');
    expect(markup).toContain('Reply from the shop');
    expect(markup).toContain('Thank you, Mara.');
    // The page's AggregateRating is the server's, in the page as sent (decision 361).
    expect(markup).not.toContain('application/ld+json');
  });

  it('draws nothing at all without reviews', () => {
    const markup = renderToStaticMarkup(
      <ProductReviewsList reviews={{ productId: 2, count: 0, average: null, reviews: [] }} />,
    );
    expect(markup).toBe('');
  });

  it('is not in the prerendered page, and asks the server nothing there', () => {
    const fetch = stubJsonFetch(200, reviews);
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <ProductReviews productId={2} />
      </QueryClientProvider>,
    );
    expect(markup).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says one review in the singular, and keeps a name from closing the script', () => {
    const markup = renderToStaticMarkup(
      <ProductReviewsList reviews={{ ...reviews, count: 1, average: 5 }} />,
    );
    expect(markup).toContain('5.0 out of 5 from 1 review<');
    const json = aggregateRatingJsonLd('A </script><script>alert(1)</script>', reviews);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ name: 'A </script><script>alert(1)</script>' });
  });
});
