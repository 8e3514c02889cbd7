import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findProduct } from '../../common/catalogue';
import {
  adminReviewQuerySchema,
  moderateReviewInputSchema,
  reviewInputSchema,
  reviewMessages,
  reviewReplyInputSchema,
  reviewTokenInputSchema,
  type AdminReview,
  type MyReviewView,
  type ProductReviews,
} from '../../common/reviews';
import { AppError } from '../errors';
import { forAdmins, forAnyone } from '../sign-ins/route-access';
import { reviewLinksFor } from '../orders/review-requests';
import { linkHolderRoutes, privately } from '../web/link-holder-routes';
import { rateLimited } from '../web/rate-limit';
import type { ProductRatings } from './ratings';
import {
  adminReviews,
  moderateReview,
  myReview,
  productReviews,
  replyToReview,
  writeReview,
} from './reviews';

/** A rating and up to 1,000 characters (4 bytes each at most), with the token. */
const REVIEW_BODY_LIMIT = 8 * 1024;
const reviewLimit = { bucket: 'review', limit: 30, windowSeconds: 600 };
const publicLimit = { bucket: 'product-reviews', limit: 300, windowSeconds: 600 };
const reviewParamsSchema = z.object({ id: z.uuid({ error: reviewMessages.notFound }) });
const productParamsSchema = z.object({ id: z.coerce.number().int().positive() });

function adminIdOf(request: { admin?: { id: string } | null }): string {
  if (!request.admin) throw new AppError('unauthorized', 'Sign in to the admin area first.');
  return request.admin.id;
}

/**
 * Reviews (decision 361): the buyer's private page behind the review link's token, the approved
 * reviews of a product for its pages, and the admin's moderation (`forAdmins`: the session and,
 * for changes, the Origin are checked before the handler reads or writes anything).
 */
export async function reviewRoutes(
  app: FastifyInstance,
  options: { ratings?: ProductRatings } = {},
): Promise<void> {
  const { config, db, clock } = app.deps;
  const links = reviewLinksFor(config);
  const forLinkHolders = linkHolderRoutes(db, config);

  app.post(
    '/api/reviews/mine',
    forLinkHolders(reviewLimit, 1024),
    async (request, reply): Promise<MyReviewView> => {
      privately(reply);
      const parsed = reviewTokenInputSchema.safeParse(request.body);
      if (!parsed.success) throw new AppError('not_found', reviewMessages.linkInvalid);
      return myReview(db, links, parsed.data.token);
    },
  );

  app.post(
    '/api/reviews',
    forLinkHolders(reviewLimit, REVIEW_BODY_LIMIT),
    async (request, reply): Promise<MyReviewView> => {
      privately(reply);
      return writeReview(db, links, reviewInputSchema.parse(request.body));
    },
  );

  app.get(
    '/api/products/:id/reviews',
    { ...forAnyone, preHandler: rateLimited(db, publicLimit) },
    async (request, reply): Promise<ProductReviews> => {
      const { id } = productParamsSchema.parse(request.params);
      if (!findProduct(id)) throw new AppError('not_found', 'Product not found.');
      reply.header('cache-control', 'public, max-age=60');
      return productReviews(db, id);
    },
  );

  app.get('/api/admin/reviews', forAdmins, async (request): Promise<AdminReview[]> => {
    const { status } = adminReviewQuerySchema.parse(request.query);
    return adminReviews(db, status);
  });

  const small = { ...forAdmins, bodyLimit: REVIEW_BODY_LIMIT };
  app.post('/api/admin/reviews/:id/moderate', small, async (request): Promise<AdminReview> => {
    const adminId = adminIdOf(request);
    const { id } = reviewParamsSchema.parse(request.params);
    const { action } = moderateReviewInputSchema.parse(request.body);
    const moderated = await moderateReview(db, id, { action, adminId, now: clock() });
    // The product's page says the new average at once on this instance.
    await options.ratings?.refresh();
    return moderated;
  });

  app.post('/api/admin/reviews/:id/reply', small, async (request): Promise<AdminReview> => {
    adminIdOf(request);
    const { id } = reviewParamsSchema.parse(request.params);
    const { reply } = reviewReplyInputSchema.parse(request.body);
    return replyToReview(db, id, reply, clock());
  });
}
