import type { FastifyRequest } from 'fastify';
import { intakeMessages, ORDER_TOKEN_HEADER } from '../../common/intake';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import { findGift } from '../orders/gifts';
import type { OrderAccessTokens } from '../sign-ins/order-access';

/**
 * Who may open an order's questionnaire and files. A bought order's random id is its buyer's
 * capability (decision 065). A gift's buyer also holds that id (their success page and receipt
 * name it), and the answers and photos are the recipient's, so a gift's questionnaire opens only
 * with the recipient's private order link (its token, sent by the page in `x-order-token`), and
 * only once they have claimed it. Anything else gets the same 404 as an unknown order, before any
 * other read.
 */
export function intakeAccessOf(db: Queryable, orderAccess: OrderAccessTokens) {
  return async function checkIntakeAccess(
    request: FastifyRequest,
    purchaseId: string,
  ): Promise<void> {
    const gift = await findGift(db, purchaseId.toLowerCase());
    if (!gift) return;
    const header = request.headers[ORDER_TOKEN_HEADER];
    const token = typeof header === 'string' ? header : '';
    const opens = token.length <= 200 ? orderAccess.verify(token) : null;
    if (opens !== purchaseId.toLowerCase() || gift.claimedAt === null) {
      throw new AppError('not_found', intakeMessages.orderNotFound);
    }
  };
}
