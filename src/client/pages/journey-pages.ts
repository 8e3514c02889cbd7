import type { ComponentType } from 'react';

/**
 * Pages reached further along a journey, after a form, a payment, an e-mail or a sign-in: each
 * its own chunk, behind one small loader chunk like the policy pages (docs/decisions/116).
 */
const loaders = {
  thankYou: () => import('./thank-you-page'),
  checkoutTier: () => import('./checkout-tier-page'),
  success: () => import('./success-page'),
  orderStatus: () => import('./order-status-page'),
  giftManage: () => import('./gift-page'),
  giftClaim: () => import('./gift-claim-page'),
  upgrade: () => import('./upgrade-page'),
  unsubscribe: () => import('./unsubscribe-page'),
  review: () => import('./review-page'),
  deepDiveQuestions: () => import('./deep-dive-questions-page'),
  masterBlueprintQuestions: () => import('./master-blueprint-questions-page'),
  affiliateDashboard: () => import('./affiliate-dashboard-page'),
  affiliateSetPassword: () => import('./affiliate-set-password-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type JourneyPageKey = keyof typeof loaders;

export function loadPage(key: JourneyPageKey): Promise<{ default: ComponentType }> {
  return loaders[key]();
}
