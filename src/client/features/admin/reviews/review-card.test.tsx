import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { AdminReview } from '../../../../common/reviews';
import { ReviewCard } from './review-card';

const review: AdminReview = {
  id: 'b5c1e0de-1f0a-4c3b-9d2e-7a6b5c4d3e2f',
  purchaseId: '3f0c9a52-8d6e-4b7a-9c1e-2a4b6c8d0e1f',
  productId: 2,
  productName: 'The Cosmic Map',
  authorName: 'Mara Q.',
  rating: 4,
  body: 'Clear and kind.',
  reply: null,
  status: 'pending',
  createdAt: '2026-03-04T10:00:00Z',
  moderatedAt: null,
};

function render(changes: Partial<AdminReview>) {
  return renderToStaticMarkup(
    <Router ssrPath="/admin/reviews">
      <QueryClientProvider client={new QueryClient()}>
        <ReviewCard review={{ ...review, ...changes }} />
      </QueryClientProvider>
    </Router>,
  );
}

const buttonsOf = (markup: string) =>
  [...markup.matchAll(/<button[^>]*>(?:<svg.*?<\/svg>)?([^<]+)<\/button>/g)].map(
    (match) => match[1],
  );

describe('a review in the admin’s list', () => {
  it('shows the words, the signature, the reading and a link to the order', () => {
    const markup = render({});
    expect(markup).toContain('The Cosmic Map');
    expect(markup).toContain('Clear and kind.');
    expect(markup).toContain('Rated 4 out of 5');
    expect(markup).toContain('Mara Q.</span> · verified buyer');
    expect(markup).toContain(`href="/admin/purchase/${review.purchaseId}"`);
    expect(markup).toContain('Review: </span>Pending');
    expect(markup).toContain('>Reply from the shop</label>');
  });

  it('offers whichever of approve and hide would change it', () => {
    expect(buttonsOf(render({}))).toEqual(['Approve', 'Hide', 'Save reply']);
    expect(buttonsOf(render({ status: 'approved' }))).toEqual(['Hide', 'Save reply']);
    expect(buttonsOf(render({ status: 'hidden' }))).toEqual(['Approve', 'Save reply']);
  });
});
