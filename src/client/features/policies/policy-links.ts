import { pageRoutes } from '../../../common/routes';

/**
 * The pages a buyer looks for before paying, in the order the footer lists them. Kept apart
 * from the pages themselves so the footer (on every page, landing included) stays small.
 */
export const policyLinks = [
  { href: pageRoutes.refunds, label: 'Refund policy' },
  { href: pageRoutes.terms, label: 'Terms of sale' },
  { href: pageRoutes.privacy, label: 'Privacy' },
  { href: pageRoutes.faq, label: 'FAQ' },
  { href: pageRoutes.aboutReaders, label: 'About our readers' },
] as const;
