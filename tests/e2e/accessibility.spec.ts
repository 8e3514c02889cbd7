import {
  adminPages,
  affiliatePages,
  describeAxeChecks,
  shopPages,
} from './support/accessibility-pages';

// Issue 12: zero axe-core violations (WCAG 2.2 AA, target size on) on every page of the shop,
// at 390 and 1280 px. The admin and affiliate areas are checked beside it, in
// accessibility-admin.spec.ts, so the two halves run at once (decision 291).
describeAxeChecks(
  'accessibility of the shop: zero axe-core violations (WCAG 2.2 AA, target size)',
  shopPages,
  {
    coverage: [...shopPages, ...affiliatePages, ...adminPages],
  },
);
