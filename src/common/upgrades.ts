import { z } from 'zod';
import { products, type Product } from './catalogue';
import { centsToDollars, dollarsToCents } from './money';
import { orderTokenInputSchema } from './order-status';

/**
 * Upgrading a paid order to a higher reading (issue 39, decision 358): within a set number of
 * days of the first payment, the buyer pays the difference between the two catalogue prices as
 * a second payment on the same order; what was delivered stays, and the order is from then on
 * the higher product. Said once here for the reading page, the upgrade page and the server.
 */
export const upgradeMessages = {
  notOffered: 'This upgrade is not offered for your order.',
  windowClosed:
    'Upgrades are offered for a limited time after your payment, and this one has ended.',
  refunded: 'This order was refunded, so it can no longer be upgraded.',
  notPaid: 'This order has not been paid yet, so it cannot be upgraded.',
  gift: 'A gift cannot be upgraded from its page: please write to us and we will help.',
  amountChanged: 'The price of this upgrade has changed. Please review it and try again.',
  paymentMismatch: 'We could not match this payment to your upgrade. Please contact support.',
  notPaidYet: 'Your payment has not gone through yet. Please try again in a moment.',
  startFailed: 'We could not start the payment for your upgrade. Please try again.',
  superseded:
    'Your order changed before this payment arrived, so the upgrade was not applied and your payment is being refunded in full.',
} as const;

/** The products an order of `current` may be upgraded to: every higher-priced one, in order. */
export function upgradeTargetsOf(current: Pick<Product, 'id' | 'price'>): Product[] {
  return products.filter((product) => product.price > current.price);
}

/** The difference in dollars between two catalogue prices, as the buyer pays it: `"300.00"`. */
export function upgradePrice(from: Pick<Product, 'price'>, to: Pick<Product, 'price'>): string {
  return centsToDollars(dollarsToCents(to.price) - dollarsToCents(from.price));
}

/** One upgrade the reading page offers. */
export interface UpgradeOffer {
  productId: number;
  productName: string;
  tagline: string;
  /** The catalogue price of the higher product, e.g. `"350.00"`. */
  fullPrice: string;
  /** What the buyer pays now: the difference, e.g. `"300.00"`. */
  price: string;
  /** What the higher product adds to what the order already holds, in the catalogue's words. */
  adds: string[];
}

/** `POST /api/upgrades/offers`: what the reading page (opened by its link) may offer. */
export interface UpgradeOffers {
  /** The product the order is now. */
  currentProductId: number;
  currentProductName: string;
  /** Until when upgrades are offered (ISO), or null when they are not (see `offers`). */
  openUntil: string | null;
  offers: UpgradeOffer[];
  /** Who pays, as the card form needs it: the order's own customer (the link is theirs). */
  cardholder: { fullName: string; email: string; phone: string };
}

/** The order link's token, as every upgrade call carries it. */
export const upgradeOffersInputSchema = orderTokenInputSchema;

/** `POST /api/upgrades`: start paying for one upgrade; the amount is the page's, checked. */
export const startUpgradeInputSchema = orderTokenInputSchema.extend({
  productId: z.number().int().positive(),
  amount: z.string().regex(/^\d{1,6}\.\d{2}$/),
});
export type StartUpgradeInput = z.infer<typeof startUpgradeInputSchema>;

export interface StartUpgradeReply {
  upgradeId: string;
  clientSecret: string;
  paymentIntentId: string;
}

/** `POST /api/upgrades/paid`: the browser says the card went through; the server asks the provider. */
export const upgradePaidInputSchema = orderTokenInputSchema.extend({
  paymentIntentId: z.string().min(1).max(255),
});
export type UpgradePaidInput = z.infer<typeof upgradePaidInputSchema>;

export interface UpgradePaidReply {
  /** The order's page, or its new questionnaire when the higher product asks one. */
  nextPath: string;
  productName: string;
}

/** `/upgrade?to=N#token=...`: the page that takes the payment of one upgrade. */
export function upgradePathFor(productId: number, token: string): string {
  return `/upgrade?to=${productId}#token=${token}`;
}
