import { z } from 'zod';
import { multiLineText } from './plain-text';

/**
 * Reviews from verified buyers (issue 40, decision 361): asked for by e-mail some days after a
 * reading is delivered, written on a private page, shown once an admin approves them. Said once
 * here for the review page, the product pages, the admin and the server.
 */
export const reviewMessages = {
  rating: 'Please choose a rating from 1 to 5 stars',
  body: 'Please write a few words, up to 1,000 characters',
  linkInvalid: 'This link is not valid. Please use the link in your latest e-mail.',
  notDelivered: 'You can review your reading once it has been delivered.',
  refunded: 'This order was refunded, so it can no longer be reviewed.',
  thanks: 'Thank you. Your review will appear once we have read it.',
  notFound: 'No such review.',
  reply: 'A reply can be up to 1,000 characters',
} as const;

export const REVIEW_BODY_MAX = 1000;

/** The review request mail's kind. */
export const REVIEW_REQUEST_KIND = 'review-request';

export const reviewTokenInputSchema = z.object({ token: z.string().min(1).max(200) });

/** `POST /api/reviews`: the rating and the words, with the order's review link token. */
export const reviewInputSchema = z.object({
  token: z.string().min(1).max(200),
  rating: z
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(1, reviewMessages.rating)
    .max(5, reviewMessages.rating),
  body: multiLineText(reviewMessages.body).pipe(
    z.string().trim().min(3, reviewMessages.body).max(REVIEW_BODY_MAX, reviewMessages.body),
  ),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export type ReviewStatus = 'pending' | 'approved' | 'hidden';

/** The buyer's own review page. */
export interface MyReviewView {
  productId: number;
  productName: string;
  /** The order's reference as the mails print it. */
  reference: string;
  review: { rating: number; body: string; status: ReviewStatus } | null;
}

/** One approved review as the shop shows it. */
export interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  body: string;
  reply: string | null;
  /** ISO date of writing. */
  createdAt: string;
}

/** A product's approved reviews and their average, for its page and its tier pages. */
export interface ProductReviews {
  productId: number;
  count: number;
  /** Rounded to one decimal; null without reviews. */
  average: number | null;
  reviews: PublicReview[];
}

/** One review in the admin's list. */
export interface AdminReview extends PublicReview {
  purchaseId: string;
  productId: number;
  productName: string;
  status: ReviewStatus;
  moderatedAt: string | null;
}

export const adminReviewQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'hidden']).default('pending'),
});

export const moderateReviewInputSchema = z.object({ action: z.enum(['approve', 'hide']) });

export const reviewReplyInputSchema = z.object({
  reply: multiLineText(reviewMessages.reply).pipe(
    z.string().trim().max(REVIEW_BODY_MAX, reviewMessages.reply),
  ),
});

/** "Mara Q.": the first name and the initial of the last, as reviews are signed. */
export function reviewAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? 'A buyer';
  const last = parts.length > 1 ? parts.at(-1)! : '';
  const initial = last ? ` ${[...last][0]!.toUpperCase()}.` : '';
  return `${first}${initial}`;
}

/**
 * A product's schema.org AggregateRating as JSON-LD, for search engines; the server puts it in
 * the product's page (decision 361). `<` is written as its escape, so no words in it can close
 * the script element it sits in.
 */
export function aggregateRatingJsonLd(
  productName: string,
  reviews: Pick<ProductReviews, 'average' | 'count'>,
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
