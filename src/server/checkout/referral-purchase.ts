import { randomUUID } from 'node:crypto';
import { findProduct } from '../../common/catalogue';
import { dollarsToCents } from '../../common/money';
import { formatPaymentLinkReference } from '../../common/payment-link-reference';
import { referralMessages, type ReferralPurchaseReply } from '../../common/referral';
import type { ReferralPurchaseInput } from '../../common/referral-input';
import { checkoutPath } from '../../common/routes';
import { AppError } from '../errors';
import type { Queryable } from '../db/client';
import type { PaymentProvider } from '../payments/types';
import { attributedReferral } from '../referrals/referral';
import type { CheckoutLogger } from './service';

export interface ReferralPurchaseDeps {
  db: Queryable;
  payments: PaymentProvider;
  publicUrl: string;
  /** Product id -> Stripe price id, for the tiers that have one. */
  priceIds: Record<number, string>;
  log: CheckoutLogger;
}

/**
 * `POST /api/referral/purchase` (docs/product.md §7): where a referred buyer pays. With Stripe,
 * a Checkout Session at the catalogue price whose reference names the product and the code, so
 * the webhook attributes the order; in test mode, the shop's own checkout with `?ref=`, whose
 * payment intent call attributes it. Either way the order's referral is checked again when it
 * is created; the browser's word is only the code.
 */
export async function startReferralPurchase(
  deps: ReferralPurchaseDeps,
  input: ReferralPurchaseInput,
  sources: { cookie?: string; now: Date },
): Promise<ReferralPurchaseReply> {
  const product = findProduct(input.productId);
  if (!product) throw new AppError('bad_request', referralMessages.productNotFound);
  const referral = await attributedReferral(deps.db, { ...sources, code: input.referralCode });
  if (!referral) return { success: false, error: referralMessages.invalidCode };

  if (deps.payments.kind !== 'stripe') {
    const path = `${checkoutPath(product.id)}&ref=${encodeURIComponent(referral.code)}`;
    return { success: true, paymentUrl: path };
  }
  const shop = new URL(deps.publicUrl);
  const cancel = new URL('/cart', shop);
  cancel.searchParams.set('selected', String(product.id));
  cancel.searchParams.set('ref', referral.code);
  try {
    const session = await deps.payments.createCheckoutSession({
      priceId: deps.priceIds[product.id],
      amount: dollarsToCents(product.price),
      currency: 'usd',
      productName: product.name,
      clientReferenceId: formatPaymentLinkReference({
        productId: product.id,
        referralCode: referral.code,
      }),
      metadata: { product_id: String(product.id), referral_code: referral.code },
      customerEmail: input.customerEmail ?? undefined,
      successUrl: new URL('/success', shop).toString(),
      cancelUrl: cancel.toString(),
      idempotencyKey: `referral-session:${randomUUID()}`,
    });
    return { success: true, paymentUrl: session.url };
  } catch (error) {
    deps.log.error({ err: error, productId: product.id }, 'referral checkout session not created');
    return { success: false, error: referralMessages.orderFailed };
  }
}
